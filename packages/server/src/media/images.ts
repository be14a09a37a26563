import { createHash } from 'node:crypto';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { IMAGE_NOT_AN_IMAGE, IMAGE_TOO_MANY_PIXELS, limits, sniffImageFormat } from '@firm/contract';
import { fieldError } from '../lib/http';

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) loaded on first use: an upload, or the demo content of a new database. Most
 * starts never need it, and loading it costs ~150 ms of start time and tens of megabytes.
 * libvips' operation cache is off: uploads are rare and never repeat, so it only held memory.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp as SharpFactory;
  });
  return loading;
}

/**
 * Widths made at upload for srcset; an image narrower than a width is never enlarged. 720 is a
 * post card on a phone (a 360–412 px wide card at 1.75–2× density) and on a 2× desktop.
 */
export const VARIANT_WIDTHS = [480, 720, 960, 1600] as const;
const MAX_WIDTH = 1600;
/** Refuse decompression bombs before decoding: ~40 megapixels is far beyond any photo we need. */
const MAX_INPUT_PIXELS = limits.maxImagePixels;

export type ProcessedImage = {
  hash: string;
  width: number;
  height: number;
  variants: { width: number; height: number; contentType: string; bytes: Buffer }[];
};

/** The processing step, replaceable in tests to simulate a failure mid-upload. */
export type ImageProcessor = (bytes: Buffer) => Promise<ProcessedImage>;

/** The widths stored for an image this wide: each variant width below it, and itself (at most MAX_WIDTH). */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, MAX_WIDTH);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

const notAnImage = () => fieldError(415, 'image', IMAGE_NOT_AN_IMAGE);
/**
 * An image that is one, but too large once decoded: 422, since the bytes are within the
 * upload limit (413) and of an accepted type (415); the content itself cannot be processed.
 */
const tooManyPixels = () => fieldError(422, 'image', IMAGE_TOO_MANY_PIXELS);

/**
 * Decodes, applies the EXIF orientation, drops every metadata block (EXIF, GPS, XMP, ICC
 * beyond sRGB) and re-encodes width variants as WebP. Anything that does not decode as
 * JPEG, PNG, GIF or WebP is refused with 415; one over 40 megapixels with 422, from its header.
 */
export const processImage: ImageProcessor = async (bytes) => {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw notAnImage();
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // Only the header is read here: the pixel limit is checked below, with its own message.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw notAnImage();
  // The header is enough to know; decoding it is what the limit protects against.
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_INPUT_PIXELS) throw tooManyPixels();
  const rotated = (meta.orientation ?? 1) >= 5;
  const widths = variantWidths(rotated ? meta.height : meta.width);

  const variants: ProcessedImage['variants'] = [];
  try {
    for (const w of widths) {
      // sharp never copies metadata to the output unless asked (withMetadata): EXIF and GPS are gone.
      const { data, info } = await sharp(bytes, options)
        .autoOrient()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, contentType: 'image/webp', bytes: data });
    }
  } catch {
    throw notAnImage();
  }
  return processedImage(bytes, variants);
};

/** An image as stored: named by the hash of its source bytes, sized by its largest variant. */
export function processedImage(source: Buffer, variants: ProcessedImage['variants']): ProcessedImage {
  const top = variants[variants.length - 1]!;
  return {
    hash: createHash('sha256').update(source).digest('hex').slice(0, 32),
    width: top.width,
    height: top.height,
    variants,
  };
}
