// How long reading an uploaded file holds the event loop (issue 23): `npm run uploads --workspace
// @print/bench`. Each price list file is read as the server reads it (@print/core's readPriceListFile,
// a slice at a time); the figures are the whole read, the number of slices, and the longest slice —
// the longest other requests wait. Pure CPU, no server; median of RUNS runs.
import { readPriceListFile } from '../packages/core/src/pricing/price-list-csv.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const lines = (count: number, line: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => line(i));

const FILES: Record<string, string> = {
  // The issue's file: a header of 300,000 empty columns (the named ones first), then 50,000 lines.
  'hostile 391 KB (300,000 header columns, 50,000 lines)': `quantity,unit_price${','.repeat(300_000)}\n${'1\n'.repeat(50_000)}`,
  'largest accepted: 50,000 lines': [
    'variant;quantity;unit_price',
    ...lines(50_000, (i) => `A4-${i % 50};${i + 1};${i % 1000},5`),
  ].join('\n'),
  '1 MB of lines of 20 quoted columns': [
    ['variant', 'quantity', 'unit_price', ...lines(17, (i) => `n${i}`)].join(';'),
    ...lines(50_000, (i) => [`"${i % 9}"`, `"${i + 1}"`, '"1,5"', ...lines(17, () => '""')].join(';')),
  ]
    .join('\n')
    .slice(0, 999_999),
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log('| file | chars | read ms | slices | median / longest slice ms | report |');
console.log('|---|---:|---:|---:|---:|---|');
for (const [name, text] of Object.entries(FILES)) {
  const totals: number[] = [];
  const longest: number[] = [];
  const typical: number[] = [];
  let slices = 0;
  let report = '';
  for (let run = 0; run < RUNS; run++) {
    const steps = readPriceListFile(text, 'EUR');
    const start = performance.now();
    let sliceStart = start;
    const times: number[] = [];
    slices = 0;
    for (;;) {
      const step = steps.next();
      const now = performance.now();
      times.push(now - sliceStart);
      slices += 1;
      if (step.done) {
        const { rows, errors } = step.value;
        report = `${rows.length} scales, ${errors.length} errors${errors[0] ? ` (${errors[0].error.key})` : ''}`;
        break;
      }
      sliceStart = performance.now();
    }
    totals.push(performance.now() - start);
    longest.push(Math.max(...times));
    typical.push(median(times));
  }
  console.log(
    `| ${name} | ${text.length} | ${median(totals).toFixed(0)} | ${slices} | ${median(typical).toFixed(1)} / ${median(longest).toFixed(1)} | ${report} |`,
  );
}
