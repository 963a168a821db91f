import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../core/env';

const MEDIA_DIR = path.resolve(import.meta.dirname, '../../media');
const MEDIA_FILE = /^[a-z0-9-]+\.webm$/;

/** Byte range of a `Range: bytes=a-b` header, or null when it asks for none or nothing satisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * The demo class video and podcast audio (packages/server/media), served by this server so content plays
 * offline. Ranges are answered because the browser's media element seeks with them (resuming an episode).
 */
export function contentMediaRouter(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const cache = new Map<string, Buffer>();
  router.get('/content-media/:file', async (c) => {
    const file = c.req.param('file');
    if (!MEDIA_FILE.test(file)) return c.text('Not found', 404);
    let content = cache.get(file);
    if (!content) {
      content = await readFile(path.join(MEDIA_DIR, file)).catch(() => undefined);
      if (!content) return c.text('Not found', 404);
      cache.set(file, content);
    }
    c.header('Content-Type', file.startsWith('demo-episode') ? 'audio/webm' : 'video/webm');
    c.header('Accept-Ranges', 'bytes');
    c.header('Cache-Control', 'public, max-age=3600');
    // an embedded video is this file in an iframe of the portal's own page
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Content-Security-Policy', "default-src 'none'; media-src 'self'; frame-ancestors 'self'");
    const range = byteRange(c.req.header('range'), content.length);
    if (c.req.header('range') && !range) {
      c.header('Content-Range', `bytes */${content.length}`);
      return c.body(null, 416);
    }
    if (range) {
      c.header('Content-Range', `bytes ${range.start}-${range.end}/${content.length}`);
      return c.body(new Uint8Array(content.subarray(range.start, range.end + 1)), 206);
    }
    return c.body(new Uint8Array(content), 200);
  });
  return router;
}
