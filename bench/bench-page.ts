// The bench shop's CMS page of 30 blocks (issue 25: "a CMS page of 30 blocks is served at the same speed
// as today's home page"): every block type of the shop's renderer, seven product rows of every source
// (categories, the newest, a random pool, a selection) priced for the viewer, some blocks in columns.
// The bench shop itself keeps the built-in home at `/` (no home page document): today's home page.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addContentPages } from '../apps/server/src/modules/content/content-setup.ts';
import { categories } from '../apps/server/src/modules/catalog/catalog.tables.ts';
import { tenants } from '../apps/server/src/modules/tenancy/tenancy.tables.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { enterTenantScope, withSystem } from '../apps/server/src/platform/db/tenant-scope.ts';

export const BENCH_PAGE_PATH = '/aktion';
/** In the page's HTML only when its last block was drawn (the bench checks the answer before the load). */
export const BENCH_PAGE_LAST_BLOCK = 'data-block-id="b30"';

const two = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

/** A bench product's id as the seed derives it (bench-tenant.ts: md5('bench-product-' || n)::uuid). */
function benchProductId(n: number): string {
  const hex = createHash('md5').update(`bench-product-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Block = { id: string; type: string; props: Record<string, unknown> };

function benchDocument(categoryIds: string[]) {
  let n = 0;
  const block = (type: string, props: Record<string, unknown>): Block => ({ id: `b${++n}`, type, props });
  const heading = (de: string, en: string, level = 'h2') => block('heading', { text: two(de, en), level });
  const text = (de: string, en: string) =>
    block('text', { body: { 'de-DE': paragraph(de), 'en-GB': paragraph(en) } });
  const row = (props: Record<string, unknown>) =>
    block('productRow', { title: two('Auswahl', 'Selection'), limit: 8, layout: 'grid', ...props });
  const card = (i: number) =>
    block('linkPage', {
      url: `/catalog/sortiment-0${i}`,
      title: two(`Sortiment ${i}`, `Range ${i}`),
      description: two('Alles aus diesem Sortiment.', 'Everything in this range.'),
      image: { src: '/demo/flyer-a5.svg', alt: two('Ein Flyer', 'A flyer') },
    });
  const columns = (...cells: Block[][]) =>
    block('columns', { perRow: cells.length, columns: cells.map((blocks) => ({ blocks })) });
  // Each block is made (and numbered) in reading order, a columns block before the blocks it holds.
  const section = (id: string, make: () => Block[]) => ({ id, settings: {}, blocks: make() });
  const sections = [
    section('start', () => [
      block('hero', {
        title: two('Sommeraktion', 'Summer sale'),
        subtitle: two('Flyer und Plakate zum Sonderpreis.', 'Flyers and posters at special prices.'),
        buttonLabel: two('Zum Sortiment', 'Browse the range'),
        buttonUrl: '/catalog',
        artwork: 'printedMatter',
      }),
    ]),
    section('intro', () => [
      heading('Unsere Angebote', 'Our offers'),
      text('Drei Wochen lang drucken wir günstiger.', 'For three weeks we print for less.'),
      block('image', { image: { src: '/demo/plakat-a1.svg', alt: two('Ein Plakat', 'A poster') } }),
    ]),
    section('ranges', () => [
      heading('Sortimente', 'Ranges'),
      row({ source: 'category', categoryId: categoryIds[0] }),
    ]),
    section('newest', () => [heading('Neu', 'New'), row({ source: 'newest', layout: 'row' })]),
    section('cards', () => {
      const cells = columns([], [], []);
      cells.props.columns = [card(1), card(2), card(3)].map((made) => ({ blocks: [made] }));
      return [cells];
    }),
    section('picks', () => [
      heading('Zufällig', 'Random'),
      row({ source: 'random', limit: 4 }),
      row({ source: 'selection', productIds: [1, 2, 3, 4].map((i) => benchProductId(i * 100)), limit: 4 }),
    ]),
    section('actions', () => [
      block('cta', {
        label: two('Jetzt bestellen', 'Order now'),
        url: '/catalog',
        clickBehaviour: 'both',
        title: two('Sonderpreis', 'Special price'),
        description: two('Nur bis Ende Juli.', 'Until the end of July only.'),
      }),
      block('cloudbar', {
        links: [1, 2, 3, 4].map((i) => ({
          label: two(`Sortiment ${i}`, `Range ${i}`),
          url: `/catalog/sortiment-0${i}`,
        })),
      }),
      block('socialButtons', { buttons: [{ platform: 'instagram', url: 'https://instagram.com/bench' }] }),
    ]),
    section('more', () => {
      const cells = columns([], []);
      const left = [heading('Qualität', 'Quality', 'h3'), text('Geprüfte Papiere.', 'Tested papers.')];
      const right = [
        heading('Tempo', 'Speed', 'h3'),
        text('In drei Tagen bei Ihnen.', 'With you in three days.'),
      ];
      cells.props.columns = [{ blocks: left }, { blocks: right }];
      return [cells];
    }),
    section('more-ranges', () => [
      heading('Noch mehr', 'Even more'),
      row({ source: 'category', categoryId: categoryIds[1], layout: 'row' }),
      row({ source: 'category', categoryId: categoryIds[2] }),
    ]),
    section('end', () => [
      heading('Fragen?', 'Questions?'),
      text('Wir helfen gern.', 'We are happy to help.'),
      block('cta', { label: two('Kontakt', 'Contact'), url: '/faq' }),
      text('Angebot solange der Vorrat reicht.', 'While stocks last.'),
    ]),
  ];
  if (n !== 30) throw new Error(`the bench page has ${n} blocks, not 30`);
  return { schemaVersion: 1, sections };
}

/** Adds the page to the bench shop (seedBenchCatalogue, after the shop and its catalogue). */
export async function seedBenchPage(database: Database) {
  await withSystem(database, async (tx) => {
    const [bench] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'bench'));
    const slugs = ['sortiment-01', 'sortiment-02', 'sortiment-03'];
    const rows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.tenantId, bench!.id), inArray(categories.slug, slugs)));
    const ids = slugs.map((slug) => rows.find((row) => row.slug === slug)!.id);
    await enterTenantScope(tx, bench!.id);
    await addContentPages(
      tx,
      ['de-DE', 'en-GB'],
      [
        {
          kind: null,
          title: two('Sommeraktion', 'Summer sale'),
          slugs: two('aktion', 'aktion'),
          document: benchDocument(ids),
        },
      ],
    );
  });
}
