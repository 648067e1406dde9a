import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';
import { auditEntries } from '../../../audit/audit.tables.ts';

// Issue 23: the same admin change sent several times at once (double clicks, two tabs, two admins).
// Races only show on PostgreSQL (PGlite runs one transaction at a time); CI runs this there too.

type Answer<T> = {
  data?: T;
  errors?: { message: string; extensions?: { key?: string } }[];
};

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

const call = async <T>(query: string, variables: Record<string, unknown> = {}) =>
  (await graphqlAs<T>(t, admin, query, variables)).body as Answer<T>;
const times = <T>(n: number, send: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => send(index)));
const messages = (answers: Answer<unknown>[]) =>
  answers.flatMap((answer) => answer.errors ?? []).map((error) => error.message);

const CREATE = `mutation CreateProduct($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }`;

const createProduct = async (slug: string) =>
  (await call<{ createProduct: { id: string } }>(CREATE, { name: slug, slug })).data!.createProduct.id;

describe('renaming products to the same slug at once', () => {
  it('gives the slug to one and answers the others "slug taken"', async () => {
    const ids = await times(4, (index) => createProduct(`umbenennen-${index}`));
    const answers = await Promise.all(
      ids.map((id) =>
        call(
          `mutation UpdateProductSettings($id: ID!, $input: ProductSettingsInput!) {
            updateProductSettings(id: $id, input: $input) { slug } }`,
          {
            id,
            input: {
              names: [{ language: 'de-DE', text: 'Gleich' }],
              descriptions: [],
              slug: 'gleicher-slug',
              articleCode: '',
              published: false,
              orderable: true,
              paymentMode: 'single',
              taxCategory: 'standard',
            },
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.data)).toHaveLength(1);
    const keys = answers.flatMap((answer) => answer.errors ?? []).map((error) => error.extensions?.key);
    expect(keys).toEqual(['admin.productSlugTaken', 'admin.productSlugTaken', 'admin.productSlugTaken']);
  });
});

describe('reordering the field libraries at once', () => {
  for (const library of [
    { list: 'productFieldLibrary', reorder: 'reorderProductFields', create: 'createProductField' },
    { list: 'productMetaFields', reorder: 'reorderProductMetaFields', create: 'createProductMetaField' },
  ]) {
    it(`${library.reorder}: one of the requested orders, every position once`, async () => {
      for (const index of [1, 2, 3, 4]) {
        await call(
          `mutation Create($input: ${library.create === 'createProductField' ? 'ProductFieldDefinitionInput' : 'ProductMetaFieldInput'}!) { ${library.create}(input: $input) { id } }`,
          {
            input: {
              name: `${library.reorder}${index}`,
              type: 'text',
              label: [{ language: 'de-DE', text: 'Feld' }],
            },
          },
        );
      }
      const read = async () =>
        (
          await call<Record<string, { id: string; order: number }[]>>(
            `query L { ${library.list} { id order } }`,
          )
        ).data![library.list]!;
      const ids = (await read()).map((field) => field.id);
      // Orders that each move every field, so two of them interleaved row by row cross each other.
      const requested = [
        ids,
        [...ids].reverse(),
        [...ids.slice(1), ids[0]!],
        [ids.at(-1)!, ...ids.slice(0, -1)],
      ];
      const answers = await times(10, (index) =>
        call(`mutation R($ids: [ID!]!) { ${library.reorder}(ids: $ids) { id } }`, {
          ids: requested[index % requested.length],
        }),
      );
      expect(messages(answers)).toEqual([]);
      const after = await read();
      expect(after.map((field) => field.order)).toEqual(after.map((_, index) => index));
      expect(requested).toContainEqual(after.map((field) => field.id));
    });
  }
});

describe('archiving a product ten times at once', () => {
  it('archives it once and records it once', async () => {
    const id = await createProduct('zehnmal-archiviert');
    const archive = (archived: boolean) =>
      times(10, () =>
        call(
          `mutation SetProductArchived($id: ID!, $archived: Boolean!) { setProductArchived(id: $id, archived: $archived) { archived } }`,
          { id, archived },
        ),
      );
    const answers = await archive(true);
    expect(messages(answers)).toEqual([]);
    expect(answers.map((answer) => answer.data)).toEqual(
      Array(10).fill({ setProductArchived: { archived: true } }),
    );
    await archive(false);
    const entries = (action: string) =>
      withSystem(t.database, (tx) =>
        tx
          .select({ id: auditEntries.id })
          .from(auditEntries)
          .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, action))),
      );
    expect(await entries('product.archive')).toHaveLength(1);
    expect(await entries('product.restore')).toHaveLength(1);
  });
});
