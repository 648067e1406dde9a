import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { productId } from '../../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';
import { auditEntries } from '../../../audit/audit.tables.ts';

// The Category & Access tab (issue 15): a product's categories and the roles that may see and order
// it; the shop hides it by slug, in lists and in search from everyone else, and refuses it in the cart.

const ACCESS = `mutation UpdateProductAccess($id: ID!, $categoryIds: [ID!]!, $accessRoles: [String!]!) {
  updateProductAccess(id: $id, categoryIds: $categoryIds, accessRoles: $accessRoles) { id categoryIds accessRoles } }`;
const BY_SLUG = 'query P($slug: String!) { product(slug: $slug) { slug } }';
const SEARCH = 'query S($search: String) { products(search: $search, limit: 100) { items { slug } } }';
const ADD = `mutation Add($input: CartItemInput!) { addCartItem(kind: cart, input: $input, contentReleased: true) { id } }`;

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
});
afterAll(() => t.close());

describe('a product open to some roles only', () => {
  it('is hidden from callers without the role by slug, list and search, and refused in the cart', async () => {
    const id = await productId(t, 'plakat-a1');
    const set = await graphqlAs<{ updateProductAccess: { accessRoles: string[] } }>(t, admin, ACCESS, {
      id,
      categoryIds: [],
      accessRoles: ['shopadmin'],
    });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data!.updateProductAccess.accessRoles).toEqual(['shopadmin']);
    for (const jar of [customer, null]) {
      expect((await graphqlAs(t, jar, BY_SLUG, { slug: 'plakat-a1' })).body.data).toEqual({ product: null });
      const found = await graphqlAs<{ products: { items: { slug: string }[] } }>(t, jar, SEARCH, {
        search: 'plakat',
      });
      expect(found.body.data!.products.items.map((item) => item.slug)).not.toContain('plakat-a1');
    }
    const added = await graphqlAs<{ addCartItem: { id: string } | null }>(t, customer, ADD, {
      input: { productId: id, quantity: 1, fieldValues: {} },
    });
    expect(added.body.errors?.[0]).toBeDefined();
    expect(added.body.data?.addCartItem ?? null).toBeNull();

    // Open to customers: the customer sees it again.
    await graphqlAs(t, admin, ACCESS, { id, categoryIds: [], accessRoles: ['customer'] });
    expect((await graphqlAs(t, customer, BY_SLUG, { slug: 'plakat-a1' })).body.data).toEqual({
      product: { slug: 'plakat-a1' },
    });
    expect((await graphqlAs(t, null, BY_SLUG, { slug: 'plakat-a1' })).body.data).toEqual({ product: null });
    await graphqlAs(t, admin, ACCESS, { id, categoryIds: [], accessRoles: [] });
  });

  it('sets the categories, refusing an unknown one and another tenant’s product', async () => {
    const id = await productId(t, 'flyer-a6');
    const categories = await graphqlAs<{ categories: { id: string; slug: string }[] }>(
      t,
      admin,
      'query C { categories(includeUnpublished: true) { id slug } }',
    );
    const flyer = categories.body.data!.categories.find((category) => category.slug === 'flyer')!;
    const cards = categories.body.data!.categories.find((category) => category.slug === 'visitenkarten')!;
    const saved = await graphqlAs<{ updateProductAccess: { categoryIds: string[] } }>(t, admin, ACCESS, {
      id,
      categoryIds: [flyer.id, cards.id],
      accessRoles: [],
    });
    expect(saved.body.data!.updateProductAccess.categoryIds.sort()).toEqual([flyer.id, cards.id].sort());
    const unknown = await graphqlAs(t, admin, ACCESS, {
      id,
      categoryIds: ['00000000-0000-4000-8000-000000000000'],
      accessRoles: [],
    });
    expect(unknown.body.errors?.[0]?.extensions?.key).toBe('admin.productUnknownCategory');
    const north = await graphqlAs(
      t,
      northAdmin,
      ACCESS,
      { id, categoryIds: [], accessRoles: [] },
      'northprint.localhost',
    );
    expect(north.body.errors?.[0]?.extensions?.key).toBe('admin.productNotFound');
    expect(
      (await graphqlAs(t, customer, ACCESS, { id, categoryIds: [], accessRoles: [] })).body.errors?.[0]
        ?.message,
    ).toBe('Forbidden');
  });

  // Issue 23: roles were stored unchecked, so a typo hid the product from everyone and a role created
  // later under that name silently gained access. The category editor's rule now holds for products.
  it('refuses unknown roles and forbidden characters as the category editor does, storing nothing', async () => {
    const id = await productId(t, 'flyer-a6');
    const CATEGORY = `mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }`;
    const category = (accessRoles: string[]) =>
      graphqlAs(t, admin, CATEGORY, {
        input: {
          slug: 'rollen-test',
          published: true,
          name: [{ language: 'de-DE', text: 'Rollen' }],
          accessRoles,
        },
      });
    const logged = () =>
      withSystem(t.database, (tx) =>
        tx
          .select()
          .from(auditEntries)
          .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, 'product.update'))),
      );
    const before = (await logged()).length;
    for (const [accessRoles, message] of [
      [['customer', 'kunden'], 'Unknown roles: kunden'],
      [['<script>'], 'Forbidden characters < >'],
      [['cus\u0000tomer'], 'Forbidden characters U+0000'],
    ] as const) {
      const product = await graphqlAs(t, admin, ACCESS, {
        id,
        categoryIds: [],
        accessRoles: [...accessRoles],
      });
      const expected = (await category([...accessRoles])).body.errors?.[0];
      expect(product.body.errors?.[0]?.message).toBe(message);
      expect(product.body.errors?.[0]?.message).toBe(expected?.message);
      expect(product.body.errors?.[0]?.extensions).toEqual(expected?.extensions);
    }
    const stored = await graphqlAs<{ adminProduct: { accessRoles: string[] } }>(
      t,
      admin,
      'query P($id: ID!) { adminProduct(id: $id) { accessRoles } }',
      { id },
    );
    expect(stored.body.data!.adminProduct.accessRoles).toEqual([]);
    expect((await logged()).length).toBe(before);
  });
});
