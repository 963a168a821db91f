import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHAT_FILE_MAX_BYTES, FILE_TYPE_MESSAGE, MAX_FILE_SIZE_MESSAGE, VIDEO_FILE_MESSAGE } from '@portal/contract/calls/chat';
import { CallError, type Db } from '../core/types';
import { sniffType } from './sniff';
import { uploadStorageOf } from './storage';
import { chatUploads } from './schema';

export type UploadRow = typeof chatUploads.$inferSelect;

/** Names are shown and offered as the download name only; control characters and paths are dropped. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120);
  return clean || 'attachment';
}

/**
 * Stores a chat attachment after checking its content: the browser's claimed type was checked by the
 * contract already, but only the bytes decide (a renamed executable or video is refused here).
 */
export async function storeChatFile(
  db: Db,
  file: Blob & { readonly name?: string },
  owner: { readonly clientId: string; readonly conversationId: number; readonly userId: number },
  now: Date,
): Promise<UploadRow> {
  if (file.size > CHAT_FILE_MAX_BYTES) throw new CallError(413, MAX_FILE_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > CHAT_FILE_MAX_BYTES) throw new CallError(413, MAX_FILE_SIZE_MESSAGE);
  const type = sniffType(bytes);
  if (type === 'video') throw new CallError(422, VIDEO_FILE_MESSAGE);
  if (type === 'other') throw new CallError(422, FILE_TYPE_MESSAGE);
  const id = randomBytes(18).toString('base64url');
  await uploadStorageOf(db).put(id, bytes);
  const row = { id, clientId: owner.clientId, conversationId: owner.conversationId, uploadedBy: owner.userId, name: safeFileName(file.name ?? ''), type, size: bytes.length, storageKey: id, createdAt: now };
  await db.insert(chatUploads).values(row);
  return row;
}

export async function findUpload(db: Db, clientId: string, id: string): Promise<UploadRow | undefined> {
  const rows = await db.select().from(chatUploads).where(and(eq(chatUploads.clientId, clientId), eq(chatUploads.id, id))).limit(1);
  return rows[0];
}
