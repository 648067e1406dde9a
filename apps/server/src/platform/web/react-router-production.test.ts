import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../../..');

// Preloaded into the server: prints every file of React Router that Node loads.
const reportReactRouterFiles = `data:text/javascript,${encodeURIComponent(`
  import { registerHooks } from 'node:module';
  registerHooks({
    load(url, context, nextLoad) {
      const file = /react-router\\/dist\\/.*/.exec(url);
      if (file) process.stdout.write('react-router file: ' + file[0] + '\\n');
      return nextLoad(url, context);
    },
  });
`)}`;

/** Starts main.ts on a fresh embedded database and returns the React Router files it loaded. */
async function reactRouterFilesLoaded(nodeEnv: 'production' | 'development'): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'print-rr-'));
  const server = spawn(
    process.execPath,
    ['--import', reportReactRouterFiles, '--experimental-strip-types', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: nodeEnv,
        ALLOW_EMBEDDED_DATABASE: '1',
        ALLOW_LOG_ONLY_MAIL: '1',
        SEED_DEMO: '0',
        WEB_CONCURRENCY: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('shop ready')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    });
  } finally {
    server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
  return [...output.matchAll(/react-router file: (\S+)/g)].map((match) => match[1]!);
}

describe("React Router's build", () => {
  it('is the production build in production: no development warnings or "Hey developer" error page', async () => {
    const files = await reactRouterFilesLoaded('production');
    expect(files).toContain('react-router/dist/production/index.mjs');
    expect(files.filter((file) => file.includes('/development/'))).toEqual([]);
  });

  it('stays the development build in development', async () => {
    const files = await reactRouterFilesLoaded('development');
    expect(files).toContain('react-router/dist/development/index.mjs');
    expect(files.filter((file) => file.includes('/production/'))).toEqual([]);
  });
});
