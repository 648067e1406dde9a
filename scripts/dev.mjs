// `npm run dev`: the server restarted on every change of its code, the web app rebuilt on every change of
// its code, with no build step to remember. The web app is built into apps/web/build-dev (never
// apps/web/build, so `npm run build` beside it changes nothing here), first into a fresh directory that
// replaces the served one only when complete; the server then restarts on the new build and a reload of
// the page shows the change. Not yet: hot module replacement through Vite's
// dev server in the Fastify process (decision 0057).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const webDir = path.join(root, 'apps/web');
export const DEV_BUILD_DIR = path.join(webDir, 'build-dev');
const NEXT_BUILD_DIR = path.join(webDir, 'build-dev-next');
/** Written after each finished web build: without it, the first run builds before the server starts. */
const STAMP = path.join(webDir, 'build-dev/.built');
const WEB_SOURCES = [path.join(webDir, 'app'), path.join(root, 'packages/core/src')];
const SERVER_SOURCES = [path.join(root, 'apps/server/src'), path.join(root, 'packages/core/src')];

const log = (text) => console.log(`[dev] ${text}`);

/** One web build into the next directory, swapped in when it succeeded. Resolves true on success. */
function buildWeb() {
  const started = Date.now();
  return new Promise((resolve) => {
    const build = spawn(
      process.execPath,
      [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build', '--logLevel', 'error'],
      {
        cwd: webDir,
        // react-router.config.ts builds here instead of build/.
        env: { ...process.env, PRINT_WEB_BUILD_OUT: path.basename(NEXT_BUILD_DIR) },
        stdio: 'inherit',
      },
    );
    build.on('exit', (code) => {
      if (code !== 0) {
        log('the web app did not build (see above); the last good build stays served');
        return resolve(false);
      }
      rmSync(DEV_BUILD_DIR, { recursive: true, force: true });
      renameSync(NEXT_BUILD_DIR, DEV_BUILD_DIR);
      writeFileSync(STAMP, String(Date.now()));
      log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(true);
    });
  });
}

/**
 * Calls `onChange` with the path (relative to `dir`) of whatever changes below `dir`. One watcher per
 * directory rather than fs.watch's `recursive`, which on Linux watches each file and so loses a file that
 * an editor (or sed -i) saves by writing a new file over it.
 */
export function watchTree(dir, onChange) {
  const watched = new Set();
  const add = (current) => {
    if (watched.has(current)) return;
    watched.add(current);
    watch(current, (event, name) => {
      if (!name) return;
      const full = path.join(current, String(name));
      if (event === 'rename' && existsSync(full) && statSync(full).isDirectory()) add(full);
      onChange(path.relative(dir, full));
    });
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('.')) add(path.join(current, entry.name));
    }
  };
  add(dir);
}

/** Rebuilds after changes settle; a change during a build queues one more build after it. */
function watchWebSources(restartServer) {
  let timer = null;
  let building = false;
  let again = false;
  const run = async () => {
    if (building) return void (again = true);
    building = true;
    log('building the web app…');
    if (await buildWeb()) restartServer();
    building = false;
    if (again) {
      again = false;
      void run();
    }
  };
  for (const dir of WEB_SOURCES) {
    watchTree(dir, (file) => {
      if (/(^|[\\/])\.|\.test\.tsx?$/.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(run, 200);
    });
  }
  return run;
}

/** The server, started again (after the running one stopped) on every change of its code or build. */
function serverRunner() {
  let server = null;
  let restarting = false;
  let stopping = false;
  const start = () => {
    server = spawn(process.execPath, ['--experimental-strip-types', 'src/main.ts'], {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, PRINT_WEB_BUILD_DIR: DEV_BUILD_DIR, INIT_CWD: process.env.INIT_CWD ?? root },
      stdio: 'inherit',
    });
    server.on('exit', (code, signal) => {
      if (restarting) {
        restarting = false;
        return start();
      }
      if (signal !== 'SIGTERM' || !stopping)
        log(`the server stopped (${signal ?? code}); it starts again on the next change`);
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
  const firstRun = !existsSync(STAMP);
  if (firstRun) {
    log('building the web app once (apps/web/build-dev)…');
    if (!(await buildWeb())) process.exit(1);
  }
  const restartServer = serverRunner();
  let timer = null;
  for (const dir of SERVER_SOURCES) {
    watchTree(dir, () => {
      clearTimeout(timer);
      timer = setTimeout(restartServer, 200);
    });
  }
  const rebuild = watchWebSources(restartServer);
  // Sources may have changed while dev was not running: rebuild in the background.
  if (!firstRun) void rebuild();
}
