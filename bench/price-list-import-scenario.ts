// The price list import for `npm run bench` (issue 15: a 10,000-row CSV imports in < 10 s): the admin
// previews and then applies a 10,000-row file to a new price list, and the apply is imported twice —
// first every scale added, then every price changed — each timed from request to answer.
import { shopperCookie, type startBenchMailbox } from './auth-scenarios.ts';
import { request } from './http.ts';

type Mailbox = Awaited<ReturnType<typeof startBenchMailbox>>;
export type PriceImportBenchResult = { rows: number; previewMs: number; addMs: number; changeMs: number };

async function mutate<T>(base: string, host: string, cookie: string, query: string, variables: object) {
  const response = await request(`${base}/service-api/graphql`, {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-print-csrf': '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const parsed = JSON.parse(response.body) as { data?: T; errors?: unknown[] };
  if (!response.ok || parsed.errors || !parsed.data)
    throw new Error(`bench GraphQL failed: ${response.body}`);
  return parsed.data;
}

const fileOf = (rows: number, cents: number) =>
  [
    'variant;quantity;unit_price',
    ...Array.from({ length: rows }, (_, i) => `;${i + 1};${cents + i},00`),
  ].join('\n');

const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return Math.round(performance.now() - start);
};

export async function runPriceImportBench(
  base: string,
  host: string,
  mailbox: Mailbox,
  rows = 10_000,
): Promise<PriceImportBenchResult> {
  const admin = await shopperCookie(base, host, mailbox, { login: 'admin', password: 'Admin#2026' });
  const { createPriceList } = await mutate<{ createPriceList: { id: string } }>(
    base,
    host,
    admin,
    'mutation BenchList($input: PriceListInput!) { createPriceList(input: $input) { id } }',
    { input: { name: `Bench import ${Date.now()}`, currency: 'EUR' } },
  );
  const run = (name: string, file: string) =>
    mutate(
      base,
      host,
      admin,
      `mutation ${name}($id: ID!, $file: String!) { ${name === 'BenchPreview' ? 'previewPriceListImport' : 'importPriceList'}(id: $id, file: $file) { added changed applied } }`,
      { id: createPriceList.id, file },
    );
  const first = fileOf(rows, 100);
  return {
    rows,
    previewMs: await timed(() => run('BenchPreview', first)),
    addMs: await timed(() => run('BenchImport', first)),
    changeMs: await timed(() => run('BenchImport', fileOf(rows, 200))),
  };
}
