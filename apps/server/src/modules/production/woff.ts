import { inflateSync } from 'node:zlib';

// WOFF 1.0 → the plain TrueType/OpenType file it wraps (W3C WOFF File Format 1.0, §3–§5). The
// registry's fonts ship as WOFF; fontkit reads WOFF too, but inflates every table with a JavaScript
// inflater on each read, which made that most of a print render's time. Unwrapped once per face with
// the native zlib, every PDF embeds the plain font.

const HEADER = 44;
const ENTRY = 20;
const SFNT_ENTRY = 16;
const SFNT_HEADER = 12;

const align4 = (n: number) => (n + 3) & ~3;

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = HEADER + i * ENTRY;
    const offset = input.readUInt32BE(at + 4);
    const compLength = input.readUInt32BE(at + 8);
    const origLength = input.readUInt32BE(at + 12);
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag: input.readUInt32BE(at), checksum: input.readUInt32BE(at + 16), data };
  });
  const size = tables.reduce(
    (sum, table) => sum + align4(table.data.length),
    SFNT_HEADER + numTables * SFNT_ENTRY,
  );
  const out = Buffer.alloc(size);
  // The offset table's binary search hints (OpenType spec, "Table directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += align4(table.data.length);
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
