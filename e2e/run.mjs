// `npm run test:e2e`: the specs in E2E_SHARDS Playwright runs at once (default 1; 2 where the machine has
// cores to spare), each a shard of the spec files against its own server, data directory, mail catcher
// and card provider (ports.ts, slot n).
// One run waits much of its time for pages and servers (253 CPU s of 544 wall s, quiet machine), so a
// second shard uses that time; on a slow machine the two shards fill both cores (docs/benchmarks.md).
// With arguments (a spec file, --grep, --ui…) it is one ordinary Playwright run on slot 0, as
// `playwright test` with those arguments.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const args = process.argv.slice(2);
// One by default: on the two-core CI machine two shards load both cores fully (load 10–12), gain only a
// fifth of the time and made timing-bound specs (a 500 ms ripple) miss their moment (docs/benchmarks.md).
const shards = Number(process.env.E2E_SHARDS ?? 1);
if (!Number.isInteger(shards) || shards < 1 || shards > 10) {
  console.error(`E2E_SHARDS must be a number of shards from 1 to 10, not "${process.env.E2E_SHARDS}"`);
  process.exit(2);
}

/** One Playwright run; resolves with its exit code. `label` prefixes its lines when runs interleave. */
function playwright(playwrightArgs, slot, label, env = {}) {
  const child = spawn(process.execPath, [cli, 'test', ...playwrightArgs], {
    env: { ...process.env, ...env, E2E_SLOT: String(slot) },
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
    }
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/**
 * The spec files split into `count` shards of about equal time: longest first, each to the shard with the
 * least so far. Times are those of a whole run with one shard (spec-seconds.json; `E2E_SHARDS=1
 * E2E_RECORD=1 npm run test:e2e` rewrites it); a spec not listed there counts as the median.
 * Playwright's own --shard splits by test count, which put all the long admin specs into one shard.
 */
function shardsByTime(count) {
  const files = readdirSync(new URL('tests/', import.meta.url)).filter((file) => file.endsWith('.spec.ts'));
  const seconds = JSON.parse(readFileSync(new URL('spec-seconds.json', import.meta.url), 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 10;
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const byTime = files
    .map((file) => ({ file, time: seconds[file] ?? median }))
    .sort((a, b) => b.time - a.time);
  for (const { file, time } of byTime) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    // Playwright reads each argument as a regular expression over the file's path: this one file only.
    lightest.files.push(`/tests/${file.replaceAll('.', '\\.')}$`);
    lightest.seconds += time;
  }
  return shards.map((shard) => shard.files.sort());
}

/** After a whole run with E2E_RECORD=1: each spec file's seconds (its tests' durations) into spec-seconds.json. */
function recordSeconds(reportFile) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const seconds = {};
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file.split('/').pop();
      for (const test of spec.tests)
        for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  const rounded = Object.fromEntries(
    Object.entries(seconds)
      .sort()
      .map(([file, s]) => [file, Math.round(s)]),
  );
  writeFileSync(new URL('spec-seconds.json', import.meta.url), `${JSON.stringify(rounded, null, 2)}\n`);
  console.log(`Recorded the seconds of ${Object.keys(rounded).length} spec files in e2e/spec-seconds.json.`);
}

// Only a whole run records: a run of some files would forget the others' seconds.
const record = process.env.E2E_RECORD === '1' && args.length === 0;
const reportFile = new URL('test-results/last-run.json', import.meta.url).pathname;
const started = performance.now();
const codes =
  args.length > 0 || shards === 1
    ? [
        await playwright(
          record ? [...args, '--reporter=list,json'] : args,
          0,
          undefined,
          record ? { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } : {},
        ),
      ]
    : await Promise.all(shardsByTime(shards).map((files, i) => playwright(files, i, `[${i + 1}/${shards}]`)));
if (shards > 1 && args.length === 0) {
  const seconds = Math.round((performance.now() - started) / 1000);
  const failed = codes.flatMap((code, i) => (code === 0 ? [] : [`${i + 1}/${shards}`]));
  console.log(
    failed.length === 0
      ? `All ${shards} shards passed in ${seconds} s.`
      : `Shard ${failed.join(', ')} failed (${seconds} s): see the lines marked so above.`,
  );
}
if (record && codes.every((code) => code === 0)) recordSeconds(reportFile);
process.exit(codes.find((code) => code !== 0) ?? 0);
