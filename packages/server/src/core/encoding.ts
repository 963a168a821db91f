import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

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

/** What a browser's Accept-Encoding allows for a call's reply: members send the same header on every call. */
const bestByHeader = new Map<string, ContentEncoding | null>();
const REMEMBERED_HEADERS = 64;

/** The best encoding an Accept-Encoding header allows, or null; the answers for recent headers are remembered. */
export function bestEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  let best = bestByHeader.get(header);
  if (best === undefined) {
    best = acceptedEncodings(header)[0] ?? null;
    if (bestByHeader.size >= REMEMBERED_HEADERS) bestByHeader.clear();
    bestByHeader.set(header, best);
  }
  return best;
}

/** The fast levels both compressions use, for text made while a member waits. */
const brotliText = (size: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
});
const GZIP = { level: 6 };

/** A shared reply smaller than this goes as it is: compressing saves less than a packet. */
export const COMPRESS_SHARED_FROM = 1024;

const sharedEncoded = new WeakMap<Uint8Array, Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>>();

/**
 * A reply's bytes that many calls send as they are (get-nav's per navigation tree, get-appointments' per version
 * of a member's bookings), compressed once per encoding and kept as long as the bytes are. Brotli at quality 5
 * takes about 70 µs for 5 kB, once, and every later call sends a sixth of the bytes or less. The bytes must hold
 * no secret next to text a request chose (BREACH): these replies hold neither.
 */
export function compressShared(bytes: Uint8Array<ArrayBuffer>, encoding: ContentEncoding): Uint8Array<ArrayBuffer> {
  let encoded = sharedEncoded.get(bytes);
  if (!encoded) {
    encoded = {};
    sharedEncoded.set(bytes, encoded);
  }
  let compressed = encoded[encoding];
  if (!compressed) {
    const made = encoding === 'br' ? brotliCompressSync(bytes, brotliText(bytes.byteLength)) : gzipSync(bytes, GZIP);
    compressed = new Uint8Array(made.buffer, made.byteOffset, made.byteLength) as Uint8Array<ArrayBuffer>;
    encoded[encoding] = compressed;
  }
  return compressed;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compresses a page made per request (index.html with its nonce and the client's theme): a fast level, since it
 * runs on every page load and the page is small.
 */
export async function compressPage(body: string, encoding: ContentEncoding): Promise<Buffer> {
  const bytes = Buffer.from(body, 'utf8');
  return encoding === 'br' ? brotli(bytes, brotliText(bytes.length)) : gz(bytes, GZIP);
}
