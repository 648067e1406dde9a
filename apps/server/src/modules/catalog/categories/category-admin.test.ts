import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditEntries } from '../../audit/audit.tables.ts';

// The categories administration (spec §2 Category editor, §3 Category, §5 link URL, §8): every rule and
// message, the rights, tenant isolation, the activity log, and the same form sent twice at once.

export const CATEGORY_FIELDS = `id slug parentId sortOrder name names { language text } descriptions { language text }
  published accessRoles linkUrl linkTarget displayMode productCount staticProducts { id slug name }`;
const LIST = `query AdminCategories { adminCategories(language: "de-DE") { ${CATEGORY_FIELDS} } }`;
const ONE = `query AdminCategory($id: ID!) { adminCategory(id: $id) { ${CATEGORY_FIELDS} } }`;
const CREATE = `mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`;
const UPDATE = `mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`;
const DELETE = 'mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }';
const OPTIONS = `query Options($search: String!) { categoryProductOptions(search: $search, language: "de-DE") { id slug name } }`;

type Category = {
  id: string;
  slug: string;
  parentId: string | null;
  name: string;
  names: { language: string; text: string }[];
  published: boolean;
  accessRoles: string[];
  linkUrl: string | null;
  displayMode: string;
  productCount: number;
  staticProducts: { id: string; slug: string; name: string }[];
};
type Body = { errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let reader: CookieJar;

export const categoryInput = (overrides: Record<string, unknown> = {}) => ({
  published: true,
  name: [
    { language: 'de-DE', text: 'Messebedarf' },
    { language: 'en-GB', text: 'Trade fair' },
  ],
  description: [{ language: 'de-DE', text: 'Alles für den Stand.' }],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  // A catalogue reader: may look at the tree, not change it.
  await graphqlAs(t, admin, 'mutation R($i: CreateRoleInput!) { createRole(input: $i) { name } }', {
    i: { name: 'katalogleser', rights: ['admin.access', 'catalog.read'] },
  });
  const email = 'leser@druckerei.test';
  const made = await graphqlAs(
    t,
    admin,
    'mutation U($i: UserAccountInput!) { createUser(input: $i) { id } }',
    {
      i: {
        email,
        username: 'leser',
        firstName: 'Lea',
        lastName: 'Leser',
        roles: ['katalogleser'],
        password: 'Leser#2026',
      },
    },
  );
  expect((made.body as Body).errors).toBeUndefined();
  reader = await loginAs(t, 'leser', 'Leser#2026', { email });
});
afterAll(() => t.close());

const errorOf = (body: Body) => body.errors?.[0];
const keyOf = (body: Body) => errorOf(body)?.extensions?.key;
const fieldKey = (body: Body, field: string) =>
  (errorOf(body)?.extensions?.fields as Record<string, { key: string }> | undefined)?.[field]?.key;

async function create(input: Record<string, unknown>, jar = admin) {
  return graphqlAs<{ createCategory: Category }>(t, jar, CREATE, { input });
}
async function list(jar = admin) {
  const { body } = await graphqlAs<{ adminCategories: Category[] }>(t, jar, LIST);
  expect(body.errors).toBeUndefined();
  return body.data!.adminCategories;
}

describe('categories administration', () => {
  it('lists every category with its status, access and products count', async () => {
    const rows = await list();
    const cards = rows.find((row) => row.slug === 'visitenkarten')!;
    expect(cards).toMatchObject({ name: 'Visitenkarten', published: true, parentId: null });
    expect(cards.productCount).toBeGreaterThan(0);
    expect(cards.accessRoles).toEqual([]);
  });

  it('creates a category with a slug from its name, and records it in the activity log', async () => {
    const { body } = await create(categoryInput());
    expect(body.errors).toBeUndefined();
    const created = body.data!.createCategory;
    expect(created).toMatchObject({
      slug: 'messebedarf',
      name: 'Messebedarf',
      published: true,
      productCount: 0,
    });
    const entries = await withSystem(t.database, (tx) =>
      tx.select().from(auditEntries).where(eq(auditEntries.entityId, created.id)),
    );
    expect(entries).toMatchObject([
      {
        action: 'category.create',
        entityType: 'category',
        entityLabel: 'Messebedarf',
        actorName: expect.any(String),
      },
    ]);
    expect(entries[0]!.actorName).not.toBe('');
  });

  it('makes one category of the same form sent twice at once', async () => {
    const input = categoryInput({ name: [{ language: 'de-DE', text: 'Doppelklick' }] });
    const answers = await Promise.all([create(input), create(input)]);
    const made = answers.filter((answer) => !answer.body.errors);
    expect(made).toHaveLength(1);
    const refused = answers.find((answer) => answer.body.errors)!;
    expect(keyOf(refused.body)).toBe('admin.categorySlugTaken');
    expect(fieldKey(refused.body, 'slug')).toBe('admin.categorySlugTaken');
    expect((await list()).filter((row) => row.slug === 'doppelklick')).toHaveLength(1);
  });

  it("refuses a link URL that is neither https:// nor relative with 'Please enter a valid URL.'", async () => {
    for (const linkUrl of ['www.example.com', 'http://example.com']) {
      const { body } = await create(categoryInput({ slug: 'link-test', linkUrl }));
      expect(errorOf(body)?.message).toBe('Please enter a valid URL.');
      expect(fieldKey(body, 'linkUrl')).toBe('validation.validUrlDot');
    }
    const ok = await create(
      categoryInput({ slug: 'link-test', linkUrl: '/catalog/flyer', linkTarget: 'new' }),
    );
    expect(ok.body.data!.createCategory.linkUrl).toBe('/catalog/flyer');
  });

  it('asks for the name in the default language and refuses bad slugs, texts and roles', async () => {
    const noName = await create(categoryInput({ name: [{ language: 'en-GB', text: 'Only English' }] }));
    expect(errorOf(noName.body)?.message).toBe('Please fill in all mandatory fields.');
    expect(fieldKey(noName.body, 'name.de-DE')).toBe('validation.required');
    const badSlug = await create(categoryInput({ slug: 'Messe Bedarf' }));
    expect(errorOf(badSlug.body)?.message).toBe('Invalid slug');
    const forbidden = await create(categoryInput({ name: [{ language: 'de-DE', text: 'Messe <b>' }] }));
    expect(keyOf(forbidden.body)).toBe('validation.forbiddenCharacters');
    const taken = await create(categoryInput({ slug: 'visitenkarten' }));
    expect(errorOf(taken.body)?.message).toBe(
      'A category with this address already exists. Please change the slug.',
    );
    const role = await create(categoryInput({ slug: 'rollen', accessRoles: ['niemand'] }));
    expect(errorOf(role.body)?.message).toBe('Unknown roles: niemand');
    const parent = await create(
      categoryInput({ slug: 'waise', parentId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(keyOf(parent.body)).toBe('admin.categoryNotFound');
    const product = await create(
      categoryInput({ slug: 'liste', staticProductIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(keyOf(product.body)).toBe('admin.categoryProductNotFound');
  });

  it('saves the editor: texts, offline, access roles, display mode with a static product list', async () => {
    const { body } = await create(categoryInput({ slug: 'editor-test' }));
    const id = body.data!.createCategory.id;
    const options = await graphqlAs<{ categoryProductOptions: { id: string; slug: string }[] }>(
      t,
      admin,
      OPTIONS,
      {
        search: 'karte',
      },
    );
    const found = options.body.data!.categoryProductOptions;
    expect(found.length).toBeGreaterThan(1);
    const staticProductIds = found
      .slice(0, 2)
      .map((option) => option.id)
      .reverse();
    const saved = await graphqlAs<{ updateCategory: Category }>(t, admin, UPDATE, {
      id,
      input: categoryInput({
        slug: 'editor-test',
        published: false,
        name: [
          { language: 'de-DE', text: 'Messe & Events' },
          { language: 'en-GB', text: 'Fairs & events' },
        ],
        accessRoles: ['customer'],
        displayMode: 'static',
        staticProductIds,
      }),
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.updateCategory).toMatchObject({
      name: 'Messe & Events',
      published: false,
      accessRoles: ['customer'],
      displayMode: 'static',
      staticProducts: staticProductIds.map((productId) => ({ id: productId })),
    });
    const read = await graphqlAs<{ adminCategory: Category }>(t, reader, ONE, { id });
    expect(read.body.data!.adminCategory.names).toEqual([
      { language: 'de-DE', text: 'Messe & Events' },
      { language: 'en-GB', text: 'Fairs & events' },
    ]);
  });

  it('refuses deleting a category with subcategories; deleting keeps its products', async () => {
    const parent = (await create(categoryInput({ slug: 'eltern' }))).body.data!.createCategory;
    await create(categoryInput({ slug: 'kind', parentId: parent.id }));
    const refused = await graphqlAs(t, admin, DELETE, { id: parent.id });
    expect(errorOf(refused.body as Body)?.message).toBe(
      'This category has subcategories. Move or delete them first.',
    );

    const cards = (await list()).find((row) => row.slug === 'visitenkarten')!;
    const removed = await graphqlAs<{ deleteCategory: boolean }>(t, admin, DELETE, { id: cards.id });
    expect(removed.body.data).toEqual({ deleteCategory: true });
    expect((await list()).some((row) => row.slug === 'visitenkarten')).toBe(false);
    const products = await graphqlAs<{ products: { total: number } }>(
      t,
      admin,
      'query P { products(search: "Visitenkarte") { total } }',
    );
    expect(products.body.data!.products.total).toBeGreaterThan(0);
    const twice = await graphqlAs(t, admin, DELETE, { id: cards.id });
    expect(keyOf(twice.body as Body)).toBe('admin.categoryNotFound');
    // Two deletes at once (a double click): one deletes, the other finds nothing (decision 0048).
    const child = (await list()).find((row) => row.slug === 'kind')!;
    const both = await Promise.all([
      graphqlAs(t, admin, DELETE, { id: child.id }),
      graphqlAs(t, admin, DELETE, { id: child.id }),
    ]);
    expect(both.map((answer) => keyOf(answer.body as Body) ?? 'deleted').sort()).toEqual([
      'admin.categoryNotFound',
      'deleted',
    ]);
  });

  it('lets catalogue readers look but not change; shoppers not even look', async () => {
    expect((await list(reader)).length).toBeGreaterThan(0);
    const refused = await create(categoryInput({ slug: 'leser' }), reader);
    expect(errorOf(refused.body)?.extensions?.code).toBe('FORBIDDEN');
    const shopper = await graphqlAs(t, customer, LIST);
    expect(errorOf(shopper.body as Body)?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphqlAs(t, null, LIST);
    expect((anonymous.body as Body).errors).toBeDefined();
  });

  it("reads another tenant's category as not found", async () => {
    const own = (await list()).find((row) => row.slug === 'flyer')!;
    const host = 'northprint.localhost';
    const northInput = { published: true, name: [{ language: 'en-GB', text: 'Trade fair' }] };
    const read = await graphqlAs(t, northAdmin, ONE, { id: own.id }, host);
    expect(read.body).toEqual({ data: { adminCategory: null } });
    const update = await graphqlAs(t, northAdmin, UPDATE, { id: own.id, input: northInput }, host);
    expect(keyOf(update.body as Body)).toBe('admin.categoryNotFound');
    const removed = await graphqlAs(t, northAdmin, DELETE, { id: own.id }, host);
    expect(keyOf(removed.body as Body)).toBe('admin.categoryNotFound');
    const asParent = await graphqlAs(
      t,
      northAdmin,
      CREATE,
      { input: { ...northInput, parentId: own.id } },
      host,
    );
    expect(keyOf(asParent.body as Body)).toBe('admin.categoryNotFound');
    expect((await list()).find((row) => row.id === own.id)?.name).toBe('Flyer');
  });
});
