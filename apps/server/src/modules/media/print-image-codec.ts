import { availableParallelism } from 'node:os';
import type { ImageInfo } from '@print/core/media/image-info';
import {
  MAX_PRINT_IMAGE_PIXELS,
  PRINT_IMAGE_THUMBNAIL_PX,
  printImageSizeProblem,
  type PrintImageType,
} from '@print/core/media/print-image-limits';
import sharp, { type Metadata, type Sharp } from 'sharp';

// Decoding and re-encoding shoppers' images with sharp (libvips). Nothing an uploader sent is stored as
// sent: the pixels are decoded and written anew, so appended data, metadata (EXIF with GPS, comments)
// and anything hidden behind a valid header are gone, and a file that does not decode is refused.

// Every upload is a new image: sharp's operation cache would only keep memory.
sharp.cache(false);

/** Why an image was refused (a translation key), or what to store. */
export type EncodedImage =
  | {
      ok: true;
      bytes: Buffer;
      /** Null when the thumbnail is left to the media.thumbnail job (admin uploads). */
      thumbnail: Buffer | null;
      mimeType: PrintImageType;
      widthPx: number;
      heightPx: number;
    }
  | { ok: false; key: string };

/**
 * Images decoded at once in this process. A 40-megapixel PNG takes about a second of one core; on a
 * small machine the others keep serving pages meanwhile (sharp itself uses one thread per image on glibc).
 */
const AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The decoder for untrusted bytes: refuses more pixels than the limit before decoding any, and a file
 * that is truncated or broken ('error'; minor warnings that every viewer shrugs off still pass).
 */
const decoder = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_PRINT_IMAGE_PIXELS, failOn: 'error' });

const FORMAT_OF: Record<PrintImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * The same format as uploaded, at print quality: PNG stays lossless; JPEG at quality 92, with full
 * colour resolution where the upload had it (logos with fine text); WebP lossless when it was, else at
 * quality 92. Colours are converted to sRGB and no metadata is written (sharp's defaults): browsers and
 * the print pipeline see the same picture.
 */
function encodeAs(image: Sharp, type: PrintImageType, source: Uint8Array, metadata: Metadata): Sharp {
  if (type === 'image/png') return image.png({ compressionLevel: 6 });
  if (type === 'image/jpeg')
    return image.jpeg({
      quality: 92,
      chromaSubsampling: metadata.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0',
    });
  return isLosslessWebp(source) ? image.webp({ lossless: true }) : image.webp({ quality: 92 });
}

/**
 * Decodes an upload whose header said `info`, refuses it when it does not decode as that type or has
 * too many pixels, and returns the re-encoded image (EXIF orientation applied, so the stored pixel size
 * is the upright one the dpi check needs) with its WebP thumbnail unless `withThumbnail` is false.
 */
export function encodePrintImage(
  bytes: Uint8Array,
  info: ImageInfo,
  { withThumbnail = true }: { withThumbnail?: boolean } = {},
): Promise<EncodedImage> {
  return oneOfFew(async () => {
    try {
      const metadata = await decoder(bytes).metadata();
      if (metadata.format !== FORMAT_OF[info.mimeType]) return { ok: false, key: 'shop.uploadUnreadable' };
      const sizeProblem = printImageSizeProblem({ widthPx: metadata.width, heightPx: metadata.height });
      if (sizeProblem) return { ok: false, key: sizeProblem };
      const upright = decoder(bytes).autoOrient();
      const encoded = await encodeAs(upright, info.mimeType, bytes, metadata).toBuffer({
        resolveWithObject: true,
      });
      return {
        ok: true,
        bytes: encoded.data,
        thumbnail: withThumbnail ? await thumbnail(encoded.data) : null,
        mimeType: info.mimeType,
        widthPx: encoded.info.width,
        heightPx: encoded.info.height,
      };
    } catch (error) {
      // libvips reports a bomb as "Input image exceeds pixel limit"; anything else is a broken file.
      const message = error instanceof Error ? error.message : '';
      return {
        ok: false,
        key: /pixel limit/i.test(message) ? 'shop.uploadTooManyPixels' : 'shop.uploadUnreadable',
      };
    }
  });
}

const thumbnail = (stored: Uint8Array) =>
  decoder(stored)
    .autoOrient()
    .resize(PRINT_IMAGE_THUMBNAIL_PX, PRINT_IMAGE_THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

/**
 * A small WebP of a stored image (its longer side PRINT_IMAGE_THUMBNAIL_PX at most, never enlarged): the
 * media.thumbnail job's work, and a file's stored before thumbnails were made at upload.
 */
export function thumbnailOf(stored: Uint8Array): Promise<Buffer> {
  return oneOfFew(() => thumbnail(stored));
}

/** Whether a WebP holds a lossless (VP8L) image: its RIFF chunks name the codec. */
function isLosslessWebp(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fourcc = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const chunk = fourcc(at);
    if (chunk === 'VP8L') return true;
    if (chunk === 'VP8 ') return false;
    at += 8 + view.getUint32(at + 4, true) + (view.getUint32(at + 4, true) % 2);
  }
  return false;
}
