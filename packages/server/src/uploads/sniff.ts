/**
 * The type of a file from its first bytes, never from its name or the type the browser claims: a renamed
 * executable or a video saved as .png is found out here.
 */
export type SniffedType = 'image/png' | 'image/jpeg' | 'application/pdf' | 'video' | 'other';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const textAt = (bytes: Uint8Array, offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));

/** ISO base media brands that are still images (HEIF, AVIF), not video */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'mif1', 'msf1', 'avif', 'avis']);

export function sniffType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  // MP4, MOV, M4V, 3GP: an ISO base media 'ftyp' box first
  if (startsWith(bytes, ascii('ftyp'), 4)) return IMAGE_BRANDS.has(textAt(bytes, 8, 4)) ? 'other' : 'video';
  // WebM and Matroska (EBML), AVI, FLV, MPEG program and elementary streams, ASF/WMV
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video';
  if (startsWith(bytes, ascii('RIFF')) && textAt(bytes, 8, 4) === 'AVI ') return 'video';
  if (startsWith(bytes, ascii('FLV'))) return 'video';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) return 'video';
  if (startsWith(bytes, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'video';
  // MPEG transport stream: a sync byte every 188 bytes
  if (bytes.length > 376 && bytes[0] === 0x47 && bytes[188] === 0x47 && bytes[376] === 0x47) return 'video';
  return 'other';
}
