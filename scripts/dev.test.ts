import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchTree } from './dev.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev notices every change of the sources', () => {
  it('keeps seeing a file after an editor saved it by writing a new file over it, and new folders', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'print-dev-watch-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'feature'));
    const file = path.join(dir, 'feature', 'page.tsx');
    writeFileSync(file, 'one');
    const changed = vi.fn();
    const stop = watchTree(dir, changed);
    const seen = async (name: string) => {
      await vi.waitFor(() => expect(changed).toHaveBeenCalledWith(name), { timeout: 2_000 });
      changed.mockClear();
    };

    // An atomic save (vim, sed -i): a new file renamed over the old one.
    writeFileSync(`${file}.tmp`, 'two');
    renameSync(`${file}.tmp`, file);
    await seen(path.join('feature', 'page.tsx'));
    // Then a save in place (VS Code): fs.watch's `recursive` on Linux no longer sees this one.
    writeFileSync(file, 'three');
    await seen(path.join('feature', 'page.tsx'));
    // A folder made while watching, and a file in it.
    mkdirSync(path.join(dir, 'feature', 'new'));
    await seen(path.join('feature', 'new'));
    writeFileSync(path.join(dir, 'feature', 'new', 'card.tsx'), 'x');
    await seen(path.join('feature', 'new', 'card.tsx'));
    // A folder deleted and made again (a branch switch): its files are seen again.
    rmSync(path.join(dir, 'feature', 'new'), { recursive: true });
    await seen(path.join('feature', 'new'));
    mkdirSync(path.join(dir, 'feature', 'new'));
    await seen(path.join('feature', 'new'));
    writeFileSync(path.join(dir, 'feature', 'new', 'card.tsx'), 'y');
    await seen(path.join('feature', 'new', 'card.tsx'));
    stop();
  });
});
