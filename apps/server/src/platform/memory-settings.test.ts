import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS, serverStartCommand } from './memory-settings.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

// The start-time memory settings only work when the process is started with them (V8 and glibc read
// them once): `npm start`, which production runs, must give every one of them.
describe('memory settings of the server process', () => {
  it('are what `npm start` starts the server with', () => {
    const start: string = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts
      .start;
    expect(start).toBe(serverStartCommand());
    for (const flag of SERVER_NODE_FLAGS) expect(start).toContain(` ${flag} `);
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV))
      expect(start).toContain(`${name}=${value} `);
  });
});
