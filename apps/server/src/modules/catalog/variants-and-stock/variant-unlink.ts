import { localizedText } from '@print/core/i18n/localized-text';
import { and, eq, getTableColumns, isNull, like } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { notFound } from '../../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../../audit/audit.service.ts';
import { productCategories, productFields, products, productVariants } from '../catalog.tables.ts';
import { copySimpleScales } from '../../pricing/scale-copies.ts';
import { resolvedFieldsOf } from '../fields/product-fields.ts';
import { referencedVariants } from './variant-references.ts';
import type { Tenant } from './variants.service.ts';

// Unlinking a variant (spec §4): it becomes a product of its own — the product's settings, pictures,
// template, fields (the variant's overwritten values as the new product's defaults), simple prices and
// categories, its name "<product> <variant>", unpublished until the admin has looked at it. The variant
// leaves the product; one that orders name is archived there instead of deleted (decision 0047).

/** "flyer-a5" + "FL-A5-170" → "flyer-a5-fl-a5-170", with -2, -3 … while taken. */
async function freeSlug(tx: Tx, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(like(products.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const slugPart = (code: string) =>
  code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export async function unlinkVariant(
  tx: Tx,
  tenant: Tenant,
  actor: ActivityActor,
  variantId: string,
): Promise<{ id: string; slug: string }> {
  if (!isUuid(variantId)) throw notFound('admin.variantNotFound');
  // Locked: a second unlink of the same variant (a double click) waits, then finds it gone or archived.
  const [variant] = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), isNull(productVariants.archivedAt)))
    .for('update');
  if (!variant) throw notFound('admin.variantNotFound');
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    searchText: _search,
    ...source
  } = getTableColumns(products);
  const [product] = await tx.select(source).from(products).where(eq(products.id, variant.productId));
  if (!product) throw notFound('admin.variantNotFound');

  const name = Object.fromEntries(
    Object.entries(product.name).map(([language, text]) => [
      language,
      `${text} ${localizedText(variant.name, language, tenant.defaultLanguage)}`.trim(),
    ]),
  );
  const [created] = await tx
    .insert(products)
    .values({
      ...product,
      slug: await freeSlug(tx, `${product.slug}-${slugPart(variant.code)}`.slice(0, 120)),
      name,
      articleCode: variant.code,
      published: false,
      // Its own count when it had one; else it counted from the product's pool, which stays there.
      stock: variant.stock,
    })
    .returning({ id: products.id, slug: products.slug });
  const newId = created!.id;

  const fields = await tx.select().from(productFields).where(eq(productFields.productId, variant.productId));
  const byField = await fieldNames(tx, variant.productId);
  if (fields.length) {
    await tx.insert(productFields).values(
      fields.map(({ id: _fieldRowId, productId: _old, ...field }) => {
        const overwritten = variant.fieldValues[byField.get(field.fieldId) ?? ''];
        return { ...field, productId: newId, defaultValue: overwritten ?? field.defaultValue };
      }),
    );
  }
  await copySimpleScales(tx, variant.productId, newId);
  const links = await tx
    .select()
    .from(productCategories)
    .where(eq(productCategories.productId, variant.productId));
  if (links.length) {
    await tx.insert(productCategories).values(links.map((link) => ({ ...link, productId: newId })));
  }

  if ((await referencedVariants(tx, [variantId])).has(variantId)) {
    await tx
      .update(productVariants)
      .set({ archivedAt: new Date(), published: false })
      .where(eq(productVariants.id, variantId));
  } else {
    await tx.delete(productVariants).where(eq(productVariants.id, variantId));
  }
  await recordActivity(tx, actor, {
    action: 'variant.unlink',
    entityType: 'product',
    entityId: newId,
    entityLabel: localizedText(name, tenant.defaultLanguage, tenant.defaultLanguage),
    entityLabels: name,
    details: { code: variant.code, fromProductId: variant.productId },
  });
  return created!;
}

/** Library field id → field name, for the product's fields. */
async function fieldNames(tx: Tx, productId: string): Promise<Map<string, string>> {
  const rows = await resolvedFieldsOf(tx, [productId]);
  return new Map(rows.map((row) => [row.fieldId, row.name]));
}
