import { Hono } from 'hono';
import { sessionErrorReply } from '@portal/contract/errors';
import type { AppEnv } from '../core/env';
import type { Db } from '../core/types';
import { findConversationById } from '../chat/repository';
import { participantOf } from '../chat/service';
import { checkSession, sessionTokenOf } from '../sessions/service';
import { uploadStorageOf } from './storage';
import { findUpload } from './service';

export const UPLOAD_FILE_PREFIX = '/application/uploader/file';
export const FILE_NOT_FOUND_MESSAGE = 'We could not find this file.';

/**
 * GET of a chat attachment, for the participants of its conversation only (anybody else gets the same 404 as for
 * a file that does not exist). Always a download with the type found in its content and nosniff, so a file can
 * never run as a page of the portal.
 */
export function uploadsRouter(deps: { readonly db: Db; readonly now: () => Date; readonly idleMinutes: number }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get(`${UPLOAD_FILE_PREFIX}/:id`, async (c) => {
    const client = c.get('client');
    const check = await checkSession(deps.db, sessionTokenOf(c.req.header('cookie'), c.get('tls')), client.id, deps.now(), undefined, { idleMinutes: deps.idleMinutes });
    if (!check.ok) return c.json(sessionErrorReply(), 401);
    const notFound = () => c.json({ success: false, err: FILE_NOT_FOUND_MESSAGE }, 404);
    const id = c.req.param('id');
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return notFound();
    const upload = await findUpload(deps.db, client.id, id);
    const conversation = upload ? await findConversationById(deps.db, upload.conversationId) : undefined;
    if (!upload || !conversation || !(await participantOf(deps.db, conversation, check.member))) return notFound();
    const bytes = await uploadStorageOf(deps.db).get(upload.storageKey);
    if (!bytes) return notFound();
    return c.body(bytes, 200, {
      'Content-Type': upload.type,
      'Content-Disposition': `attachment; filename="${upload.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(upload.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  return router;
}
