import { randomFillSync } from 'node:crypto';

const ID_BYTES = 12;
const IDS_PER_FILL = 256;
const pool = Buffer.alloc(ID_BYTES * IDS_PER_FILL);
let offset = pool.length;

/**
 * A new request id (X-Request-Id, and the reference a failed request shows): 96 random bits as 16 base64url
 * characters. The bytes come from a pool filled 256 ids at a time, as randomUUID keeps one, and the id is made as
 * one flat string: randomUUID joins its 36 characters from about twenty pieces, which every response's header
 * check then has to copy together again.
 */
export function newRequestId(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString('base64url', offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}
