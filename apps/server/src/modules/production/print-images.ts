import { mediaIdOf } from '@print/core/media/media-paths';
import sharp from 'sharp';
import type { Tx } from '../../platform/db/client.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { findMedia, openMedia, type MediaRow } from '../media/media.service.ts';
import type { PrintImage } from './print-pdf.ts';

// The pictures a print file places: shoppers' uploads (/media/{id}) read from the tenant's media
// storage, and base64 data URLs of a template's fixed pictures. Nothing is fetched from another host:
// a template's http(s) picture is not printed but reported, so the file never depends on a third
// party's server (nor lets a value make this server call one).

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/]+={0,2})$/i;

/** PDF takes PNG and JPEG as they are; WebP, SVG and the rest become PNG (keeping transparency). */
async function asPrintImage(bytes: Uint8Array): Promise<PrintImage | null> {
  const { format } = await sharp(bytes).metadata();
  if (format === 'png') return { format: 'png', bytes };
  if (format === 'jpeg') return { format: 'jpg', bytes };
  // SVG at print resolution.
  const png = await sharp(bytes, { density: 300 }).png().toBuffer();
  return { format: 'png', bytes: new Uint8Array(png) };
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The uploads among these values, read in the current tenant (row-level security). */
export async function uploadsOf(tx: Tx, values: readonly string[]): Promise<Map<string, MediaRow>> {
  const found = new Map<string, MediaRow>();
  for (const value of new Set(values)) {
    const id = mediaIdOf(value.trim());
    const row = id ? await findMedia(tx, id) : null;
    if (row) found.set(value.trim(), row);
  }
  return found;
}

/** The loader the PDF renderer asks for each picture; null: the picture cannot be had. */
export function printImageLoader(storage: MediaStorage, uploads: ReadonlyMap<string, MediaRow>) {
  return async (source: string): Promise<PrintImage | null> => {
    const upload = uploads.get(source);
    if (upload) {
      const opened = await openMedia(storage, upload);
      return opened ? asPrintImage(await readAll(opened.stream)) : null;
    }
    const data = DATA_URL.exec(source)?.[1];
    if (data) return asPrintImage(new Uint8Array(Buffer.from(data, 'base64'))).catch(() => null);
    return null;
  };
}
