import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { categories, products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { contentPages } from './content.tables.ts';
import { isWorkStatement } from '../../testing/statements.ts';

// Issue 25: the shop's own address shows its home page document (kind home) when it is live, and a
// page of 30 blocks with product rows costs the shop a bounded number of statements: its document, then
// the products of all its rows at once (what the storefront's page route asks).

const HOME = `query Home($language: String) { contentHomePage(language: $language) {
  id kind title slug seoDescription liveUntil document } }`;
const PAGE = `query Page($slug: String!) { contentPage(slug: $slug) { id document } }`;
const ROWS = `query Rows($rows: [ProductRowInput!]!) { productRows(rows: $rows) { id products { slug name
  imageUrl available unavailableReason fromPrice { quantity total { amountMinor currency } } } } }`;
const CREATE = `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { id } }`;
const UPDATE = `mutation Update($id: ID!, $v: Int!, $input: ContentPageInput!) {
  updateContentPage(id: $id, expectedVersion: $v, input: $input) { version } }`;
const STATUS = `mutation Status($id: ID!, $status: ContentPageStatus!, $publishAt: String) {
  setContentPageStatus(id: $id, status: $status, publishAt: $publishAt) { statusChip } }`;

type HomePage = { id: string; kind: string; title: string; slug: string; document: Document };
type Block = { id: string; type: string; props: Record<string, unknown> };
type Document = { sections: { blocks: Block[] }[] };

let t: TestApp;
let admin: CookieJar;
let homeId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  const [tenant] = await withSystem(t.database, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei')),
  );
  const [home] = await withSystem(t.database, (tx) =>
    tx
      .select({ id: contentPages.id, tenantId: contentPages.tenantId, kind: contentPages.kind })
      .from(contentPages),
  ).then((rows) => rows.filter((row) => row.kind === 'home' && row.tenantId === tenant!.id));
  homeId = home!.id;
});
afterAll(() => t.close());

async function home(language?: string, host?: string): Promise<HomePage | null> {
  const { body } = await graphqlAs<{ contentHomePage: HomePage | null }>(t, null, HOME, { language }, host);
  expect(body.errors).toBeUndefined();
  return body.data!.contentHomePage;
}

async function setStatus(status: string, publishAt?: Date) {
  const { body } = await graphqlAs(t, admin, STATUS, {
    id: homeId,
    status,
    publishAt: publishAt?.toISOString(),
  });
  expect(body.errors).toBeUndefined();
}

describe('the shop’s home page', () => {
  it('is the page of kind home, in the language asked for, per shop', async () => {
    const german = await home('de-DE');
    expect(german).toMatchObject({ id: homeId, kind: 'home', title: 'Startseite', slug: 'start' });
    expect(german!.document.sections[0]!.blocks[0]).toMatchObject({ type: 'hero' });
    expect(await home('en-GB')).toMatchObject({ id: homeId, title: 'Home', slug: 'home' });
    const north = await home(undefined, 'northprint.localhost');
    expect(north).toMatchObject({ kind: 'home', slug: 'home' });
    expect(north!.id).not.toBe(homeId);
  });

  it('is none while inactive or not yet live, so the shop shows its built-in home', async () => {
    await setStatus('inactive');
    expect(await home('de-DE')).toBeNull();
    await setStatus('active', new Date(Date.now() + 3_600_000));
    expect(await home('de-DE')).toBeNull();
    await setStatus('active');
    expect(await home('de-DE')).toMatchObject({ id: homeId });
  });
});

/** Every block of the document, those in columns included (as the storefront's loader finds them). */
function blocksOf(document: Document): Block[] {
  const found: Block[] = [];
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      found.push(block);
      const columns = block.props.columns as { blocks: Block[] }[] | undefined;
      if (block.type === 'columns') for (const column of columns ?? []) visit(column.blocks);
    }
  };
  for (const section of document.sections) visit(section.blocks);
  return found;
}

describe('statements of a page of 30 blocks', () => {
  let categoryIds: string[];
  let productIds: string[];

  beforeAll(async () => {
    categoryIds = (
      await withSystem(t.database, (tx) => tx.select({ id: categories.id }).from(categories))
    ).map((row) => row.id);
    productIds = (await withSystem(t.database, (tx) => tx.select({ id: products.id }).from(products))).map(
      (row) => row.id,
    );
  });

  /** A live page of `rows` product rows (every source in turn, some in columns) among other blocks. */
  async function pageWith(slug: string, rows: number, others: number): Promise<void> {
    const sources = ['category', 'selection', 'newest', 'random'];
    const row = (n: number): Block => ({
      id: `row${n}`,
      type: 'productRow',
      props: {
        title: { 'de-DE': `Reihe ${n}` },
        source: sources[n % 4],
        categoryId: categoryIds[n % categoryIds.length],
        productIds: productIds.slice(n % 5, (n % 5) + 3),
        limit: 2 + (n % 4),
        layout: n % 2 ? 'grid' : 'row',
      },
    });
    const text = (n: number): Block => ({
      id: `text${n}`,
      type: 'heading',
      props: { text: { 'de-DE': `Überschrift ${n}` }, level: 'h2' },
    });
    const blocks: Block[] = [
      ...Array.from({ length: others }, (_, n) => text(n)),
      ...Array.from({ length: rows - 2 }, (_, n) => row(n)),
    ];
    // Two rows inside columns: found there too.
    blocks.push({
      id: 'cols',
      type: 'columns',
      props: { perRow: 2, columns: [{ blocks: [row(rows - 2)] }, { blocks: [row(rows - 1)] }] },
    });
    const document = { schemaVersion: 1, sections: [{ id: 'main', blocks }] };
    const created = await graphqlAs<{ createContentPage: { id: string } }>(t, admin, CREATE, {
      input: { title: [{ language: 'de-DE', text: slug }], slugs: [{ language: 'de-DE', text: slug }] },
    });
    const id = created.body.data!.createContentPage.id;
    const saved = await graphqlAs(t, admin, UPDATE, {
      id,
      v: 1,
      input: {
        title: [{ language: 'de-DE', text: slug }],
        slugs: [{ language: 'de-DE', text: slug }],
        document,
      },
    });
    expect(saved.body.errors).toBeUndefined();
    const status = await graphqlAs(t, admin, STATUS, { id, status: 'active' });
    expect(status.body.errors).toBeUndefined();
  }

  /** The page and its rows' products as the storefront reads them, with the statements both sent. */
  async function visit(slug: string) {
    t.app.publicContent.changed('*');
    const statements: string[] = [];
    // Transaction control and PostgreSQL's read of the change counts (decision 0075) left out.
    t.database.onStatement = (text) => {
      if (isWorkStatement(text)) statements.push(text);
    };
    try {
      const page = await graphqlAs<{ contentPage: { document: Document } }>(t, null, PAGE, { slug });
      expect(page.body.errors).toBeUndefined();
      const rows = blocksOf(page.body.data!.contentPage.document)
        .filter((block) => block.type === 'productRow')
        .map(({ id, props }) => ({
          id,
          source: props.source,
          categoryId: props.categoryId,
          productIds: props.productIds,
          limit: props.limit,
        }));
      const answer = await graphqlAs<{ productRows: { products: unknown[] }[] }>(t, null, ROWS, { rows });
      expect(answer.body.errors).toBeUndefined();
      return { rows: answer.body.data!.productRows, statements };
    } finally {
      t.database.onStatement = undefined;
    }
  }

  it('reads the page and the products of all its rows in as many statements as a page of four blocks', async () => {
    await pageWith('dreissig', 20, 9); // 9 headings, 18 rows, a columns block with 2 more: 30 blocks
    await pageWith('vier', 4, 0);
    await visit('vier'); // the host's tenant
    const small = await visit('vier');
    const large = await visit('dreissig');
    expect(large.rows).toHaveLength(20);
    expect(large.rows.filter((row) => row.products.length > 0).length).toBeGreaterThan(10);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
    // The page (its scope and the page), then the rows: their scope, the categories (first read at this
    // data version), the picks of every row, their products, their prices.
    expect(large.statements.length, large.statements.join('\n')).toBe(7);
  });
});
