// How long the theme editor's contrast check takes (issue 26): `npm run theme-contrast --workspace
// @print/bench`. The editor checks every text/background pair of the theme on each change, so the whole
// matrix must fit in one frame (target under 16 ms). Timed here for the default theme and every built-in
// preset: the matrix (checkThemeContrast), the followers of every entry (colourFollowers, also per
// change) and the one-click fix of a failing pair (fixPair). Pure CPU, no server; RUNS calls each.
import { cpus, loadavg } from 'node:os';
import { colourFollowers } from '../packages/core/src/theme/colour-followers.ts';
import { fixPair } from '../packages/core/src/theme/contrast-fix.ts';
import { checkThemeContrast, CONTRAST_PAIRS } from '../packages/core/src/theme/contrast-pairs.ts';
import { defaultTheme } from '../packages/core/src/theme/default-theme.ts';
import { BUILT_IN_THEME_PRESETS } from '../packages/core/src/theme/theme-presets.ts';
import type { Theme } from '../packages/core/src/theme/types.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const BUDGET_MS = 16;

const themes: [string, Theme][] = [
  ['default theme', defaultTheme],
  ...BUILT_IN_THEME_PRESETS.map((preset): [string, Theme] => [preset.id, preset.config]),
];

function time(work: () => unknown): { median: number; p95: number; max: number } {
  for (let warm = 0; warm < 20; warm++) work();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))]!;
  return { median: at(0.5), p95: at(0.95), max: samples.at(-1)! };
}

const ms = (value: number) => value.toFixed(3);
console.log(
  `${cpus().length} cores (${cpus()[0]?.model}), load ${loadavg()[0]!.toFixed(1)}, ${RUNS} runs each`,
);
console.log(
  `| theme | pairs | failing | matrix median / p95 / max ms | followers median ms | fix of a pair median ms |`,
);
console.log('|---|---:|---:|---:|---:|---:|');
let worst = 0;
for (const [name, theme] of themes) {
  const failing = checkThemeContrast(theme);
  const matrix = time(() => checkThemeContrast(theme));
  const followers = time(() => colourFollowers(theme));
  // A failing pair to fix: the theme's own, or the primary button made unreadable.
  const broken = structuredClone(theme);
  (broken.colors.colors['primary'] as Record<string, unknown>)['text'] = { color: '#9db8f5' };
  const pair = CONTRAST_PAIRS.find((candidate) => candidate.id === 'button.primary')!;
  const fix = time(() => fixPair(broken, pair));
  worst = Math.max(worst, matrix.p95);
  console.log(
    `| ${name} | ${CONTRAST_PAIRS.length} | ${failing.length} | ${ms(matrix.median)} / ${ms(matrix.p95)} / ${ms(matrix.max)} | ${ms(followers.median)} | ${ms(fix.median)} |`,
  );
}
console.log(
  `\nWhole contrast matrix, worst p95: ${ms(worst)} ms (target < ${BUDGET_MS} ms: ${worst < BUDGET_MS ? 'met' : 'MISSED'})`,
);
