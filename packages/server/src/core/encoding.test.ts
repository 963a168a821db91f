import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, bestEncoding, compressPage, compressShared } from './encoding';

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

describe('bestEncoding', () => {
  it('gives what acceptedEncodings puts first, for the same header again and again', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(bestEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(bestEncoding('gzip;q=1, br;q=0')).toBe('gzip');
      expect(bestEncoding('identity')).toBeNull();
    }
    expect(bestEncoding(undefined)).toBeNull();
  });
  it('stays right past the headers it remembers', () => {
    for (let i = 0; i < 200; i += 1) expect(bestEncoding(`gzip;q=0.${(i % 9) + 1}, x-${i}`)).toBe('gzip');
    expect(bestEncoding('br')).toBe('br');
  });
});

describe('compressShared', () => {
  const bytes = new Uint8Array(
    Buffer.from(
      JSON.stringify({
        success: true,
        appointments: Array.from({ length: 20 }, (_, i) => ({ appointmentId: i, appointmentType: 'Video' })),
      }),
    ),
  );
  it('round-trips in both encodings', () => {
    expect(brotliDecompressSync(compressShared(bytes, 'br'))).toEqual(Buffer.from(bytes));
    expect(gunzipSync(compressShared(bytes, 'gzip'))).toEqual(Buffer.from(bytes));
  });
  it('compresses the same bytes once per encoding', () => {
    expect(compressShared(bytes, 'br')).toBe(compressShared(bytes, 'br'));
    expect(compressShared(bytes, 'gzip')).not.toBe(compressShared(bytes, 'br'));
    // equal bytes in another array are another reply
    expect(compressShared(new Uint8Array(bytes), 'br')).not.toBe(compressShared(bytes, 'br'));
  });
});
