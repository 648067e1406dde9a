import { describe, expect, it } from 'vitest';
import { pngHeader } from './image-fixtures.ts';
import { readImageInfo } from './image-info.ts';

function jpegHeader(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with precision 8, height, width.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...Array.from({ length: 12 }, () => 0)]);
}

function webpVp8xHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(30);
  bytes.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  );
  bytes.set(
    [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
    8,
  );
  const w = width - 1;
  const h = height - 1;
  bytes.set([w & 255, (w >> 8) & 255, (w >> 16) & 255, h & 255, (h >> 8) & 255, (h >> 16) & 255], 24);
  return bytes;
}

/** ASCII text as bytes (core has neither DOM nor Node typings, so no TextEncoder). */
const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('readImageInfo', () => {
  it('reads the size of a PNG', () => {
    expect(readImageInfo(pngHeader(1063, 650))).toEqual({
      mimeType: 'image/png',
      widthPx: 1063,
      heightPx: 650,
    });
  });

  it('reads the size of a JPEG from its frame header, past other segments', () => {
    expect(readImageInfo(jpegHeader(2480, 3508))).toEqual({
      mimeType: 'image/jpeg',
      widthPx: 2480,
      heightPx: 3508,
    });
  });

  it('reads the size of an extended WebP', () => {
    expect(readImageInfo(webpVp8xHeader(4000, 3000))).toEqual({
      mimeType: 'image/webp',
      widthPx: 4000,
      heightPx: 3000,
    });
  });

  it('refuses what is not a supported image, whatever its name says', () => {
    const svg = bytesOf('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(readImageInfo(svg)).toBeNull();
    expect(readImageInfo(bytesOf('GIF89a....'))).toBeNull();
    expect(readImageInfo(new Uint8Array())).toBeNull();
    expect(readImageInfo(pngHeader(0, 10))).toBeNull();
  });
});
