import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// The category tree (spec §2: drag to reorder and re-parent, the top-level sorter): moves, orders,
// never a cycle (also when two moves arrive at once), the shop's navigation following at once, and the
// admin's list in one statement however many categories there are.

const LIST = 'query AdminCategories { adminCategories { id slug parentId sortOrder } }';
const MOVE =
  'mutation MoveCategory($id: ID!, $parentId: ID, $position: Int!) { moveCategory(id: $id, parentId: $parentId, position: $position) }';
const REORDER =
  'mutation ReorderCategories($parentId: ID, $ids: [ID!]!) { reorderCategories(parentId: $parentId, ids: $ids) }';
const CREATE = 'mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }';
const UPDATE =
  'mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }';
const SHOP = 'query Nav { categories(language: "de-DE") { slug name subcategories { slug name } } }';

type Row = { id: string; slug: string; parentId: string | null; sortOrder: number };
type Body = { errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let admin: CookieJar;
let reader: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  reader = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t.close());

async function tree(): Promise<Row[]> {
  const { body } = await graphqlAs<{ adminCategories: Row[] }>(t, admin, LIST);
  expect(body.errors).toBeUndefined();
  return body.data!.adminCategories;
}
const idOf = async (slug: string) => (await tree()).find((row) => row.slug === slug)!.id;
/** Slugs of a parent's children in their order. */
const childrenOf = async (parentSlug: string | null) => {
  const rows = await tree();
  const parentId = parentSlug === null ? null : rows.find((row) => row.slug === parentSlug)!.id;
  return rows.filter((row) => row.parentId === parentId).map((row) => row.slug);
};
const move = (id: string, parentId: string | null, position: number) =>
  graphqlAs<{ moveCategory: boolean }>(t, admin, MOVE, { id, parentId, position });
const create = async (slug: string, parentId: string | null = null) => {
  const { body } = await graphqlAs<{ createCategory: { id: string } }>(t, admin, CREATE, {
    input: { slug, parentId, published: true, name: [{ language: 'de-DE', text: slug }] },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.createCategory.id;
};
const shop = async () => {
  const { body } = await graphqlAs<{
    categories: { slug: string; name: string; subcategories: { slug: string; name: string }[] }[];
  }>(t, null, SHOP);
  return body.data!.categories;
};
// On PostgreSQL the database's notice about a change arrives a moment after the commit.
const soon = { timeout: 2_000, interval: 20 };

describe('category tree', () => {
  it('reorders siblings and re-parents a category, and the shop follows at once', async () => {
    const before = await childrenOf(null);
    expect(before.length).toBeGreaterThan(2);
    // The last category a visitor sees (some are open to certain roles only) goes first.
    const last = (await shop()).at(-1)!.slug;
    expect((await move(await idOf(last), null, 0)).body.data).toEqual({ moveCategory: true });
    expect(await childrenOf(null)).toEqual([last, ...before.filter((slug) => slug !== last)]);
    await vi.waitFor(async () => expect((await shop())[0]!.slug).toBe(last), soon);

    // flyer goes under visitenkarten, as its first subcategory.
    await move(await idOf('flyer'), await idOf('visitenkarten'), 0);
    expect((await childrenOf('visitenkarten'))[0]).toBe('flyer');
    expect(await childrenOf(null)).not.toContain('flyer');
    await vi.waitFor(async () => {
      const cards = (await shop()).find((category) => category.slug === 'visitenkarten')!;
      expect(cards.subcategories.map((category) => category.slug)).toContain('flyer');
    }, soon);
  });

  it('shows a renamed category in the shop at once', async () => {
    const id = await idOf('visitenkarten');
    const { body } = await graphqlAs(t, admin, UPDATE, {
      id,
      input: {
        slug: 'visitenkarten',
        published: true,
        name: [{ language: 'de-DE', text: 'Karten für Profis' }],
      },
    });
    expect((body as Body).errors).toBeUndefined();
    await vi.waitFor(async () => {
      expect((await shop()).find((category) => category.slug === 'visitenkarten')?.name).toBe(
        'Karten für Profis',
      );
    }, soon);
  });

  it('refuses a parent that is the category itself or one of its descendants', async () => {
    const top = await create('zyklus-oben');
    const middle = await create('zyklus-mitte', top);
    const bottom = await create('zyklus-unten', middle);
    for (const parent of [top, middle, bottom]) {
      const { body } = await move(top, parent, 0);
      expect((body as Body).errors?.[0]?.message).toBe(
        'A category cannot be moved into itself or one of its subcategories',
      );
    }
    // The editor's parent choice is held to the same rule.
    const viaEditor = await graphqlAs(t, admin, UPDATE, {
      id: top,
      input: {
        slug: 'zyklus-oben',
        parentId: bottom,
        published: true,
        name: [{ language: 'de-DE', text: 'x' }],
      },
    });
    expect((viaEditor.body as Body).errors?.[0]?.extensions?.key).toBe('admin.categoryCycle');
    expect((await tree()).find((row) => row.id === top)!.parentId).toBeNull();
  });

  it('never makes a cycle of two moves that arrive at once', async () => {
    const a = await create('gleichzeitig-a');
    const b = await create('gleichzeitig-b');
    const answers = await Promise.all([move(a, b, 0), move(b, a, 0)]);
    const refused = answers.filter((answer) => (answer.body as Body).errors);
    expect(refused).toHaveLength(1);
    expect((refused[0]!.body as Body).errors![0]!.extensions?.key).toBe('admin.categoryCycle');
    const rows = await tree();
    const parents = [a, b].map((id) => rows.find((row) => row.id === id)!.parentId);
    expect(parents.filter((parent) => parent === null)).toHaveLength(1);
  });

  it('leaves the tree as one move does when the same move arrives twice', async () => {
    const parent = await create('doppelt-eltern');
    const first = await create('doppelt-1', parent);
    await create('doppelt-2', parent);
    const moving = await create('doppelt-3', parent);
    const answers = await Promise.all([move(moving, parent, 0), move(moving, parent, 0)]);
    expect(answers.map((answer) => (answer.body as Body).errors)).toEqual([undefined, undefined]);
    expect(await childrenOf('doppelt-eltern')).toEqual(['doppelt-3', 'doppelt-1', 'doppelt-2']);
    const orders = (await tree()).filter((row) => row.parentId === parent).map((row) => row.sortOrder);
    expect(orders).toEqual([0, 1, 2]);
    expect(first).toBeTruthy();
  });

  it('saves the top-level sorter; refuses ids that are not top-level; readers cannot', async () => {
    const top = await childrenOf(null);
    const rows = await tree();
    const reversed = [...top].reverse().map((slug) => rows.find((row) => row.slug === slug)!.id);
    const saved = await graphqlAs(t, admin, REORDER, { parentId: null, ids: reversed });
    expect((saved.body as Body).errors).toBeUndefined();
    expect(await childrenOf(null)).toEqual([...top].reverse());
    const child = rows.find((row) => row.parentId !== null)!;
    const refused = await graphqlAs(t, admin, REORDER, { parentId: null, ids: [child.id] });
    expect((refused.body as Body).errors?.[0]?.extensions?.key).toBe('admin.categoryOrderOutdated');
    const forbidden = await graphqlAs(t, reader, REORDER, { parentId: null, ids: reversed });
    expect((forbidden.body as Body).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notFound = await move('00000000-0000-4000-8000-000000000000', null, 0);
    expect((notFound.body as Body).errors?.[0]?.extensions?.key).toBe('admin.categoryNotFound');
  });

  it('records moves and orders in the activity log', async () => {
    const rows = await withSystem(t.database, (tx) =>
      tx.execute<{ action: string }>(sql`select action from audit_entry where entity_type = 'category'`),
    );
    const actions = rows.rows.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['category.move', 'category.reorder', 'category.update']));
  });

  it('reads the admin list in one statement, however many categories', async () => {
    const counted = async () => {
      const statements: string[] = [];
      t.database.onStatement = (text) => {
        if (/\bcategory\b/.test(text)) statements.push(text);
      };
      try {
        await tree();
      } finally {
        t.database.onStatement = undefined;
      }
      return statements;
    };
    const few = await counted();
    for (let n = 0; n < 5; n++) await create(`viele-${n}`);
    const many = await counted();
    expect(many).toHaveLength(1);
    expect(many.length).toBe(few.length);
  });
});
