import { localizedText } from '@print/core/i18n/localized-text';
import { validateVariant, type VariantInput } from '@print/core/catalog/variant-rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { differs } from '../../../platform/db/differs.ts';
import { refusingDuplicates } from '../../../platform/db/pg-errors.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { assertValid, conflict, notFound } from '../../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../../audit/audit.service.ts';
import { products, productVariants, type LocalizedText } from '../catalog.tables.ts';
import { resolvedFieldsOf, type FieldRow } from '../fields/product-fields.ts';
import { referencedVariants } from './variant-references.ts';

// The product editor's Variants tab (spec §2, §3 variants, §4 "Variant removal is final only after
// saving", §5 unique code). A variant is created at once; changes and removals wait for the editor's
// Save, which applies them together (saveVariants).

export type VariantRow = typeof productVariants.$inferSelect;
export type AdminVariant = VariantRow & { ordered: boolean };
export type Tenant = { id: string; defaultLanguage: string; languages: { code: string }[] };

export const PRODUCT_NOT_FOUND = 'admin.productNotFoundForVariant';
const CODE_TAKEN = 'validation.variantCodeExists';

export const codeTaken = () => conflict(CODE_TAKEN, { code: { key: CODE_TAKEN } });

/** The product's name (for the activity log); not found for an unknown or another shop's product. */
export async function productOf(tx: Tx, productId: string): Promise<{ id: string; name: LocalizedText }> {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const [row] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** All variants of a product (archived and unpublished too), each saying whether orders name it. */
export async function listVariants(tx: Tx, productId: string): Promise<AdminVariant[]> {
  await productOf(tx, productId);
  const rows = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.code));
  const ordered = await referencedVariants(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, ordered: ordered.has(row.id) }));
}

/** The product's fields a variant may overwrite (resolved: label, type, default). */
export const productFieldsOf = (tx: Tx, productId: string): Promise<FieldRow[]> =>
  resolvedFieldsOf(tx, [productId]);

/** Trimmed, names only in the shop's languages, overwritten values only for the product's fields. */
function cleanInput(input: VariantInput, tenant: Tenant): VariantInput {
  const languages = tenant.languages.map((language) => language.code);
  const name = Object.fromEntries(
    Object.entries(input.name)
      .filter(([language]) => languages.includes(language))
      .map(([language, value]) => [language, value.trim()])
      .filter(([, value]) => value !== ''),
  );
  return {
    code: input.code.trim(),
    name,
    published: input.published,
    archivedAt: input.archivedAt?.trim() || null,
    fieldValues: Object.fromEntries(
      Object.entries(input.fieldValues).map(([field, value]) => [field, value.trim()]),
    ),
  };
}

async function checked(tx: Tx, tenant: Tenant, productId: string, input: VariantInput) {
  const variant = cleanInput(input, tenant);
  const fields = await productFieldsOf(tx, productId);
  assertValid(
    validateVariant(variant, {
      defaultLanguage: tenant.defaultLanguage,
      fieldNames: fields.map((field) => field.name),
    }),
  );
  return {
    code: variant.code,
    name: variant.name,
    published: variant.published,
    archivedAt: variant.archivedAt === null ? null : new Date(variant.archivedAt),
    fieldValues: variant.fieldValues,
  };
}

const labelOf = (tenant: Tenant, product: { name: LocalizedText }, variant: { code: string }) =>
  `${localizedText(product.name, tenant.defaultLanguage, tenant.defaultLanguage)} (${variant.code})`;

/**
 * A new variant, at the end of the product's list. The code is unique per tenant: the unique index
 * decides, so the same code sent twice at once (a double click) makes one variant and the message.
 */
export async function createVariant(
  tx: Tx,
  tenant: Tenant,
  actor: ActivityActor,
  productId: string,
  input: VariantInput,
): Promise<AdminVariant> {
  const product = await productOf(tx, productId);
  const values = await checked(tx, tenant, productId, input);
  const [row] = await tx
    .insert(productVariants)
    .values({
      productId,
      ...values,
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from ${productVariants} where product_id = ${productId})`,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw codeTaken();
  await recordActivity(tx, actor, {
    action: 'variant.create',
    entityType: 'product',
    entityId: productId,
    entityLabel: labelOf(tenant, product, row),
    // Per language as the product's other entries, the variant's code beside its name.
    entityLabels: Object.fromEntries(
      Object.entries(product.name).map(([language, name]) => [language, `${name} (${row.code})`]),
    ),
    details: { code: row.code },
  });
  return { ...row, ordered: false };
}

/**
 * The tab's Save: the edited variants and the removals together, or nothing. A variant that orders
 * name is not deleted ('admin.variantOrdered': archive it instead). A code another variant has answers
 * with the spec's message; the check runs in a savepoint, so the request's transaction survives it.
 */
export async function saveVariants(
  tx: Tx,
  tenant: Tenant,
  actor: ActivityActor,
  productId: string,
  change: { variants: (VariantInput & { id: string })[]; removedIds: string[] },
): Promise<AdminVariant[]> {
  const product = await productOf(tx, productId);
  const existing = await listVariants(tx, productId);
  const byId = new Map(existing.map((variant) => [variant.id, variant]));
  const removed = [...new Set(change.removedIds)].filter((id) => byId.has(id));
  const ordered = removed.filter((id) => byId.get(id)!.ordered);
  if (ordered.length) throw conflict('admin.variantOrdered');
  const updates: { id: string; values: Awaited<ReturnType<typeof checked>> }[] = [];
  for (const variant of change.variants) {
    if (!byId.has(variant.id)) throw notFound('admin.variantNotFound');
    if (removed.includes(variant.id)) continue;
    updates.push({ id: variant.id, values: await checked(tx, tenant, productId, variant) });
  }
  // Rows are written only where they change: the same Save again (twice at once: the second waits for
  // the first's rows) writes and records nothing.
  const deleted = removed.length
    ? await tx
        .delete(productVariants)
        .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, removed)))
        .returning({ id: productVariants.id })
    : [];
  const written = await refusingDuplicates(
    tx,
    async (savepoint) => {
      let count = 0;
      for (const { id, values } of updates.sort((a, b) => a.id.localeCompare(b.id))) {
        const rows = await savepoint
          .update(productVariants)
          .set(values)
          .where(
            and(
              eq(productVariants.id, id),
              eq(productVariants.productId, productId),
              differs(productVariants, values),
            ),
          )
          .returning({ id: productVariants.id });
        count += rows.length;
      }
      return count;
    },
    codeTaken,
  );
  if (!deleted.length && !written) return listVariants(tx, productId);
  await recordActivity(tx, actor, {
    action: 'variant.save',
    entityType: 'product',
    entityId: productId,
    entityLabel: localizedText(product.name, tenant.defaultLanguage, tenant.defaultLanguage),
    entityLabels: product.name,
    details: {
      changed: updates.map((update) => update.values.code),
      removed: removed.map((id) => byId.get(id)!.code),
    },
  });
  return listVariants(tx, productId);
}
