// `npm run dev`: no build step to remember. The server serves the web app from its sources through Vite's
// dev server in middleware mode (apps/server/src/platform/web/vite-dev.ts): a change of the web app shows
// in the open page at once (hot module replacement), and nothing reads apps/web/build, so `npm run build`
// beside it changes nothing here. A change of the server's code (or of packages/core, which it shares)
// restarts the server (decision 0057).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const SERVER_SOURCES = [path.join(root, 'apps/server/src'), path.join(root, 'packages/core/src')];

const log = (text) => console.log(`[dev] ${text}`);

/**
 * Calls `onChange` with the path (relative to `dir`) of whatever changes below `dir`. One watcher per
 * directory rather than fs.watch's `recursive`, which on Linux watches each file and so loses a file that
 * an editor (or sed -i) saves by writing a new file over it. A folder deleted and made again (a branch
 * switch) is watched anew: its old watcher is closed when the folder goes. Returns a function that stops.
 */
export function watchTree(dir, onChange) {
  /** Folder → its watcher. */
  const watchers = new Map();
  const forget = (folder) => {
    for (const [current, watcher] of watchers) {
      if (current === folder || current.startsWith(folder + path.sep)) {
        watcher.close();
        watchers.delete(current);
      }
    }
  };
  const add = (current) => {
    if (watchers.has(current)) return;
    let watcher;
    try {
      watcher = watch(current, (event, name) => {
        if (!name) return;
        const full = path.join(current, String(name));
        if (event === 'rename') {
          // Gone, or replaced: a folder there now is watched by a watcher of its own.
          forget(full);
          if (existsSync(full) && statSync(full).isDirectory()) add(full);
        }
        onChange(path.relative(dir, full));
      });
    } catch {
      return; // Gone before it could be watched: its parent's watcher reports it.
    }
    // A watched folder that is deleted ends its watcher with an error on some systems.
    watcher.on('error', () => forget(current));
    watchers.set(current, watcher);
    let entries = [];
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      // Deleted meanwhile: its watcher's error or its parent's event forgets it.
    }
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith('.')) add(path.join(current, entry.name));
    }
  };
  add(dir);
  return () => forget(dir);
}

/** The server, started again (after the running one stopped) on every change of its code. */
function serverRunner() {
  let server = null;
  let restarting = false;
  let stopping = false;
  const start = () => {
    server = spawn(process.execPath, ['--experimental-strip-types', 'src/main.ts'], {
      cwd: path.join(root, 'apps/server'),
      // PRINT_WEB_DEV: the web app through Vite, not from a build (config.ts). HOST: only this machine
      // by default, as Vite serves the sources (HOST=0.0.0.0 opens it to the network on purpose).
      env: {
        ...process.env,
        HOST: process.env.HOST?.trim() || '127.0.0.1',
        PRINT_WEB_DEV: 'vite',
        INIT_CWD: process.env.INIT_CWD ?? root,
      },
      stdio: 'inherit',
    });
    server.on('exit', (code, signal) => {
      if (restarting) {
        restarting = false;
        return start();
      }
      if (!stopping) log(`the server stopped (${signal ?? code}); it starts again on the next change`);
      server = null;
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      if (server) server.once('exit', () => process.exit(0)).kill(signal);
      else process.exit(0);
    });
  }
  start();
  return () => {
    if (!server) return start();
    if (restarting) return;
    restarting = true;
    log('restarting the server…');
    server.kill('SIGTERM');
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const restartServer = serverRunner();
  let timer = null;
  for (const dir of SERVER_SOURCES) {
    watchTree(dir, (file) => {
      // Tests and editors' temporary files change nothing the server runs.
      if (/(^|[\\/])\.|\.test\.tsx?$|~$/.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(restartServer, 200);
    });
  }
}
