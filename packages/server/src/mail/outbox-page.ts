import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../core/env';
import type { Db } from '../core/types';
import { newNonce, securityHeaders } from '../web/security-headers';
import { mailOutbox } from './schema';

export const OUTBOX_PATH = '/__outbox';
export const OUTBOX_TITLE = 'Outbox';
const PAGE_SIZE = 100;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}' +
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #ccc}' +
  'pre{white-space:pre-wrap;background:#f4f4f4;padding:.75rem;margin:.5rem 0}summary{cursor:pointer}a{color:#0b57d0}';

/**
 * The development outbox (MAIL_TRANSPORT=outbox): every mail the server sent, newest first, with its text and
 * attachments, at /__outbox. Mounted only outside production (app.ts), so members' mails are never listed
 * on a real server.
 */
export function outboxRouter(deps: { readonly db: Db; readonly config: Pick<Config, 'env'> }): Hono<AppEnv> {
  if (deps.config.env === 'production') throw new Error('The outbox page is not mounted in production');
  const router = new Hono<AppEnv>();

  router.get(OUTBOX_PATH, async (c) => {
    // ?to=<address> lists one recipient's mails only (case-insensitive), so a busy outbox still shows them
    const to = (c.req.query('to') ?? '').trim().toLowerCase().slice(0, 254);
    const rows = await deps.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(sql`lower(${mailOutbox.toAddress})`, to) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(PAGE_SIZE);
    const nonce = newNonce();
    c.header('Content-Security-Policy', securityHeaders({ tls: c.get('tls'), nonce })['Content-Security-Policy']);
    c.header('Cache-Control', 'no-store');
    const list = rows.length === 0
      ? '<p>No mail has been sent yet.</p>'
      : `<table><thead><tr><th scope="col">Sent</th><th scope="col">Client</th><th scope="col">To</th><th scope="col">Mail</th></tr></thead><tbody>${rows
          .map((row) => {
            const files = row.attachments
              .map((file, index) => `<a href="${OUTBOX_PATH}/${row.id}/attachments/${index}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a>`)
              .join(' ');
            return (
              `<tr data-mail="${row.id}"><td>${escapeHtml(row.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</td><td>${escapeHtml(row.clientId)}</td>` +
              `<td>${escapeHtml(row.toAddress)}</td><td><details><summary>${escapeHtml(row.subject)}</summary>` +
              `<p>From: ${escapeHtml(row.fromAddress)}</p><pre>${escapeHtml(row.text)}</pre>${files ? `<p>Attachments: ${files}</p>` : ''}</details></td></tr>`
            );
          })
          .join('')}</tbody></table>`;
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${OUTBOX_TITLE}</title>` +
        `<style nonce="${nonce}">${STYLE}</style></head><body><main><h1>${OUTBOX_TITLE}</h1>` +
        `<p>Mails the server sent with the development mail adapter (MAIL_TRANSPORT=outbox), newest first; the last ${PAGE_SIZE}${to ? ` to ${escapeHtml(to)} (<a href="${OUTBOX_PATH}">all recipients</a>)` : ''}. Add <code>?to=</code> and an address to see one recipient's mails.</p>${list}</main></body></html>`,
    );
  });

  router.get(`${OUTBOX_PATH}/:id/attachments/:index`, async (c) => {
    const id = Number(c.req.param('id'));
    const index = Number(c.req.param('index'));
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647 || !Number.isSafeInteger(index) || index < 0) return c.text('Not found', 404);
    const [row] = await deps.db.select({ attachments: mailOutbox.attachments }).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    const file = row?.attachments[index];
    if (!file) return c.text('Not found', 404);
    c.header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(file.content, 200, { 'Content-Type': `${file.contentType}; charset=utf-8` });
  });
  return router;
}
