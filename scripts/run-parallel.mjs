// `node scripts/run-parallel.mjs lint typecheck`: the named npm scripts at once, each one's output kept
// and printed whole when it ends (so their lines never interleave); fails if any of them fails. `npm test`
// checks style and types this way: each is one process on one core, and CI has two.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>…');
  process.exit(2);
}

function run(script) {
  const started = performance.now();
  const child = spawn('npm', ['run', '-s', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32', // npm is npm.cmd there
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      const failed = code !== 0 || signal !== null;
      const seconds = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`\n> npm run ${script} (${failed ? 'failed' : 'passed'}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(!failed);
    }),
  );
}

const passed = await Promise.all(scripts.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
