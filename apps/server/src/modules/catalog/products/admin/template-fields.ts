import type { ProductTemplateKey } from '@print/core/catalog/product-settings';
import { SAMPLE_TEMPLATES } from '@print/core/print/sample-templates';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/client.ts';
import type { Tenant } from '../../../tenancy/tenancy.service.ts';
import { productFieldDefinitions as d, productFields as f } from '../../catalog.tables.ts';

// Choosing a sample print template on the Settings tab brings the fields its design binds to: a field
// the shop's library lacks is added to it (named, typed and labelled as the sample's), and the product
// uses every one it does not use yet, after its own. Fields the product has stay as they are, so an
// admin's overrides survive choosing the same kind of template again.

/** The sample's label in the tenant's languages; the default language gets the English text if missing. */
function labelFor(tenant: Tenant, label: Record<string, string>): Record<string, string> {
  const own = Object.fromEntries(
    tenant.languages.flatMap(({ code }) => (label[code] ? [[code, label[code]]] : [])),
  );
  if (!own[tenant.defaultLanguage])
    own[tenant.defaultLanguage] = label['en-GB'] ?? Object.values(label)[0] ?? '';
  return own;
}

/** Adds the sample's fields to the library and to the product; the number of fields the product gained. */
export async function addTemplateFields(
  tx: Tx,
  tenant: Tenant,
  productId: string,
  key: ProductTemplateKey,
): Promise<number> {
  const sample = SAMPLE_TEMPLATES[key].fields;
  const names = sample.map((field) => field.name.toLowerCase());
  const libraryIds = async () =>
    new Map(
      (
        await tx
          .select({ id: d.id, name: sql<string>`lower(${d.name})` })
          .from(d)
          .where(
            sql`lower(${d.name}) in (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )})`,
          )
      ).map((row) => [row.name, row.id]),
    );
  const known = await libraryIds();
  const missing = sample.filter((field) => !known.has(field.name.toLowerCase()));
  if (missing.length) {
    const [last] = await tx.select({ max: sql<number | null>`max(${d.sortOrder})` }).from(d);
    // A field of the same name added at the same moment (a second save) is the one kept.
    await tx
      .insert(d)
      .values(
        missing.map((field, index) => ({
          name: field.name,
          label: labelFor(tenant, field.label),
          type: field.type,
          required: field.required,
          sortOrder: (last?.max ?? -1) + 1 + index,
        })),
      )
      .onConflictDoNothing();
  }
  const ids = missing.length ? await libraryIds() : known;
  const [uses] = await tx
    .select({ max: sql<number | null>`max(${f.sortOrder})` })
    .from(f)
    .where(eq(f.productId, productId));
  const added = await tx
    .insert(f)
    .values(
      sample.map((field, index) => ({
        productId,
        fieldId: ids.get(field.name.toLowerCase())!,
        sortOrder: (uses?.max ?? -1) + 1 + index,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: f.fieldId });
  return added.length;
}
