/** The image formats the server accepts (§5: JPG, PNG, GIF; WebP too), by their first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const text = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * What the bytes say they are; the file name and declared type are never trusted. The first
 * 12 bytes are enough. Used by the server before decoding and by the image picker in the browser.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 6 && (text(bytes, 0, 6) === 'GIF87a' || text(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}
