// What an uploaded print image is, read from its first bytes (no decoding, no DOM, no Node APIs): the
// server refuses what this does not recognise before decoding it with sharp, and the browser checks a
// chosen file's size against the limits before sending it (print-image-limits.ts).

import type { PrintImageType } from './print-image-limits.ts';

export type ImageInfo = { mimeType: PrintImageType; widthPx: number; heightPx: number };

const extension: Record<PrintImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const imageExtension = (type: PrintImageType): string => extension[type];

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function png(b: Uint8Array): ImageInfo | null {
  // Signature, then the IHDR chunk: length (4), "IHDR", width (4), height (4).
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => b[i] === byte) || ascii(b, 12, 4) !== 'IHDR') return null;
  return { mimeType: 'image/png', widthPx: u32be(b, 16), heightPx: u32be(b, 20) };
}

function jpeg(b: Uint8Array): ImageInfo | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { mimeType: 'image/jpeg', heightPx: u16be(b, i + 5), widthPx: u16be(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan data before any frame
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webp(b: Uint8Array): ImageInfo | null {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { mimeType: 'image/webp', widthPx: u16le(b, 26) & 0x3fff, heightPx: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { mimeType: 'image/webp', widthPx: (bits & 0x3fff) + 1, heightPx: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return { mimeType: 'image/webp', widthPx: u24le(b, 24) + 1, heightPx: u24le(b, 27) + 1 };
  return null;
}

/** Type and pixel size of a PNG, JPEG or WebP file; null for anything else (or a broken header). */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const info = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  if (!info || info.widthPx < 1 || info.heightPx < 1) return null;
  return info;
}
