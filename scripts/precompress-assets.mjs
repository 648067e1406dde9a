#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` beside every compressible built asset, once at build time, at the
// strongest settings: the server sends these files as they are (@fastify/static `preCompressed`), so no
// request pays for compressing them and they come out smaller than on-the-fly compression would make them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|map)$/;
/** The on-the-fly compression threshold: smaller files are not worth a second request header. */
export const MIN_BYTES = 1024;

export const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
export const gzip = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });

/** Compresses the files of `dir` (recursively); returns what was written. */
export function precompressDirectory(dir) {
  const written = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    for (const [extension, compress] of [
      ['.br', brotli],
      ['.gz', gzip],
    ]) {
      const compressed = compress(bytes);
      // A variant no smaller than the original is left out; the server then sends the original.
      if (compressed.length >= bytes.length) continue;
      writeFileSync(file + extension, compressed);
      written.push({ file: file + extension, bytes: compressed.length });
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: precompress-assets.mjs <directory>');
    process.exit(2);
  }
  const written = precompressDirectory(path.resolve(dir));
  console.log(`precompressed: ${written.length} files (.br and .gz) in ${dir}`);
}
