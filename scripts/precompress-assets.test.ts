import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-assets.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pre-compressed assets', () => {
  it('writes .br and .gz beside each text asset worth compressing, decoding to the same bytes', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const script = Buffer.from('export const answer = () => 42;\n'.repeat(200));
    writeFileSync(path.join(dir, 'app-1.js'), script);
    writeFileSync(path.join(dir, 'tiny-1.css'), 'a{}'); // below the threshold
    writeFileSync(path.join(dir, 'logo-1.png'), script); // not a text format

    precompressDirectory(dir);

    expect(readdirSync(dir).sort()).toEqual([
      'app-1.js',
      'app-1.js.br',
      'app-1.js.gz',
      'logo-1.png',
      'tiny-1.css',
    ]);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'app-1.js.br'))).equals(script)).toBe(true);
    expect(gunzipSync(readFileSync(path.join(dir, 'app-1.js.gz'))).equals(script)).toBe(true);
  });
});
