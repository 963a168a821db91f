import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** File suffix of each precompressed variant the app build writes (app/vite-portal-plugins.ts). */
export const ENCODING_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings an Accept-Encoding header allows, best first: brotli before gzip, as both are made from the same
 * bytes and brotli is smaller. `q=0` refuses an encoding, `*` stands for any not named.
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params
      .map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) =>
    weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0);
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compresses a page made per request (index.html with its nonce and the client's theme): a fast level, since it
 * runs on every page load and the page is small.
 */
export async function compressPage(body: string, encoding: ContentEncoding): Promise<Buffer> {
  const bytes = Buffer.from(body, 'utf8');
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return gz(bytes, { level: 6 });
}
