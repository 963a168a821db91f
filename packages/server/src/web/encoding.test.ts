import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, compressPage } from './encoding';

describe('acceptedEncodings', () => {
  it('prefers brotli to gzip whatever the order asked', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
  });
  it('honours q=0 and the wildcard', () => {
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
  it('allows nothing without a header', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
  });
});

describe('compressPage', () => {
  const page = `<!doctype html>${'<p>calm and clear</p>'.repeat(200)}`;
  it('round-trips in both encodings and shrinks the page', async () => {
    const br = await compressPage(page, 'br');
    const gz = await compressPage(page, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    expect(gunzipSync(gz).toString('utf8')).toBe(page);
    expect(br.length).toBeLessThan(page.length / 10);
  });
});
