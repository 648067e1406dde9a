import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { categories, products } from '../catalog/catalog.tables.ts';
import { tenantLanguages, tenants } from '../tenancy/tenancy.tables.ts';
import { userFields } from '../users/users.tables.ts';
import { missingTranslations, type MissingTranslations } from './translatable-texts.ts';

// What the translations admin will list: per entity the modules declare translatable
// (contributes.translatableTexts) and per language of the shop, how many texts are still missing.

let t: TestApp;
let tenantId: string;
let otherTenantId: string;

const missing = () => withTenant(t.database, tenantId, (tx) => missingTranslations(tx, tenantId));

/** entity → language → missing, for comparing counts before and after a change. */
const byEntity = (counts: MissingTranslations[]) => {
  const table: Record<string, Record<string, number>> = {};
  for (const { entity, languageCode, missing } of counts) (table[entity] ??= {})[languageCode] = missing;
  return table;
};

beforeAll(async () => {
  t = await createTestApp();
  await withSystem(t.database, async (tx) => {
    const rows = await tx.select().from(tenants);
    tenantId = rows.find((row) => row.slug === 'druckerei')!.id;
    otherTenantId = rows.find((row) => row.slug !== 'druckerei')!.id;
    // The shop writes its texts in German and English.
    await tx.delete(tenantLanguages).where(eq(tenantLanguages.tenantId, tenantId));
    await tx.insert(tenantLanguages).values([
      { tenantId, languageCode: 'de-DE', isDefault: true, sortOrder: 0 },
      { tenantId, languageCode: 'en-GB', sortOrder: 1 },
    ]);
  });
});
afterAll(() => t.close());

describe('missing translations', () => {
  it('counts, per declared entity and language of the shop, the texts written elsewhere but not in it', async () => {
    const before = byEntity(await missing());
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['product', 'category', 'productField', 'userField']),
    );
    expect(Object.keys(before.product!)).toEqual(['de-DE', 'en-GB']);

    await withSystem(t.database, async (tx) => {
      // German only: its name is missing in English; the empty description is not a text at all.
      await tx.insert(products).values({ tenantId, slug: 'nur-deutsch', name: { 'de-DE': 'Nur Deutsch' } });
      // English only, and a blank German name: missing in German.
      await tx
        .insert(categories)
        .values({ tenantId, slug: 'english-only', name: { 'de-DE': ' ', 'en-GB': 'English only' } });
      // A base label for all languages and its German translation: missing in English.
      await tx.insert(userFields).values({
        tenantId,
        fieldName: 'vatNumber',
        config: {
          label: 'VAT number',
          labelTranslation: {
            baseTranslation: 'VAT number',
            translations: [{ languageCode: 'de-DE', translation: 'USt-IdNr.' }],
          },
        },
      });
      // Another shop's product is not this shop's concern.
      await tx
        .insert(products)
        .values({ tenantId: otherTenantId, slug: 'fremd', name: { 'de-DE': 'Fremd' } });
    });

    const after = byEntity(await missing());
    const grew = (entity: string, language: string) => after[entity]![language]! - before[entity]![language]!;
    expect([grew('product', 'de-DE'), grew('product', 'en-GB')]).toEqual([0, 1]);
    expect([grew('category', 'de-DE'), grew('category', 'en-GB')]).toEqual([1, 0]);
    expect([grew('userField', 'de-DE'), grew('userField', 'en-GB')]).toEqual([0, 1]);
    expect([grew('productField', 'de-DE'), grew('productField', 'en-GB')]).toEqual([0, 0]);
  });
});
