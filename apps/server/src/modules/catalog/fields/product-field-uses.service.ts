import {
  normalizeFieldUse,
  validateFieldUse,
  type ProductFieldUseInput,
} from '@print/core/catalog/product-field-use';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { invalidInput, notFound } from '../../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../../audit/audit.service.ts';
import type { Tenant } from '../../tenancy/tenancy.service.ts';
import { productFieldDefinitions as d, productFields as f, products } from '../catalog.tables.ts';

// The product editor's Fields tab: which library fields a product uses, in which order, with which
// overrides (label, required, default) and conditions. Saved as a whole, like the form the admin sees.

/** A product's use of a library field with the library's values beside (the tab shows what is inherited). */
export type FieldUseRow = {
  fieldId: string;
  name: string;
  type: (typeof d.$inferSelect)['type'];
  options: (typeof d.$inferSelect)['options'];
  min: number | null;
  max: number | null;
  step: number | null;
  libraryLabel: Record<string, string>;
  libraryRequired: boolean;
  /** The library's default value, or for an image field its default picture. */
  libraryDefault: string | null;
  label: Record<string, string> | null;
  required: boolean | null;
  defaultValue: string | null;
  conditions: (typeof f.$inferSelect)['conditions'];
};

const PRODUCT_NOT_FOUND = 'shop.productNotFoundTitle';

/** The product's fields in form order (one statement); an unknown product is not found. */
export async function fieldUsesOf(tx: Tx, productId: string): Promise<FieldUseRow[]> {
  await productOrNotFound(tx, productId, false);
  return tx
    .select({
      fieldId: f.fieldId,
      name: d.name,
      type: d.type,
      options: d.options,
      min: d.min,
      max: d.max,
      step: d.step,
      libraryLabel: d.label,
      libraryRequired: d.required,
      libraryDefault: sql<string | null>`coalesce(${d.defaultValue}, ${d.defaultUrl})`,
      label: f.label,
      required: f.required,
      defaultValue: f.defaultValue,
      conditions: f.conditions,
    })
    .from(f)
    .innerJoin(d, and(eq(d.tenantId, f.tenantId), eq(d.id, f.fieldId)))
    .where(eq(f.productId, productId))
    .orderBy(asc(f.sortOrder), asc(d.name));
}

/** The product's name in the default language; `lock` holds the row until the transaction ends. */
async function productOrNotFound(tx: Tx, productId: string, lock: boolean): Promise<Record<string, string>> {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const query = tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row.name;
}

/**
 * Replaces the product's fields with the given list (its order is the form's order). Each use is
 * checked with the shared rules; errors are keyed `fields.<index>.<input>`. The product row is locked
 * first, so two saves at once (a double click) run one after the other and end in the same state.
 */
export async function saveFieldUses(
  tx: Tx,
  tenant: Tenant,
  actor: ActivityActor,
  productId: string,
  inputs: readonly ProductFieldUseInput[],
): Promise<FieldUseRow[]> {
  const productName = await productOrNotFound(tx, productId, true);
  const languages = tenant.languages.map((language) => language.code);
  const uses = inputs.map((input) => normalizeFieldUse(input, languages));
  const ids = uses.map((use) => use.fieldId);
  if (ids.some((id) => !isUuid(id)) || new Set(ids).size !== ids.length)
    throw notFound('admin.productFieldNotFound');
  const library = ids.length
    ? await tx
        .select({ id: d.id, name: d.name, type: d.type, options: d.options })
        .from(d)
        .where(inArray(d.id, ids))
    : [];
  if (library.length !== ids.length) throw notFound('admin.productFieldNotFound');
  const byId = new Map(library.map((field) => [field.id, field]));
  const names = library.map((field) => field.name);
  const errors: Record<string, { key: string; params?: Record<string, string> }> = {};
  for (const [index, use] of uses.entries()) {
    const field = byId.get(use.fieldId)!;
    const found = validateFieldUse(
      use,
      { ...field, options: field.options.map((option) => option.value) },
      names,
    );
    for (const [input, error] of Object.entries(found)) errors[`fields.${index}.${input}`] = error;
  }
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first.key, errors, first.params);

  // Rows are written only where they change: the same save again (twice at once: after the first,
  // under the product's lock) writes and records nothing.
  const removed = await tx
    .delete(f)
    .where(and(eq(f.productId, productId), ids.length ? notInArray(f.fieldId, ids) : undefined))
    .returning({ id: f.fieldId });
  let written = 0;
  if (uses.length) {
    const rows = await tx
      .insert(f)
      .values(
        uses.map((use, sortOrder) => ({
          productId,
          fieldId: use.fieldId,
          label: use.label,
          required: use.required,
          defaultValue: use.defaultValue,
          conditions: use.conditions,
          sortOrder,
        })),
      )
      .onConflictDoUpdate({
        target: [f.tenantId, f.productId, f.fieldId],
        set: {
          label: sql`excluded.label`,
          required: sql`excluded.required`,
          defaultValue: sql`excluded.default_value`,
          conditions: sql`excluded.conditions`,
          sortOrder: sql`excluded.sort_order`,
        },
        setWhere: sql`(${f.label}, ${f.required}, ${f.defaultValue}, ${f.conditions}, ${f.sortOrder})
          is distinct from (excluded.label, excluded.required, excluded.default_value, excluded.conditions, excluded.sort_order)`,
      })
      .returning({ id: f.fieldId });
    written = rows.length;
  }
  if (!removed.length && !written) return fieldUsesOf(tx, productId);
  await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
  await recordActivity(tx, actor, {
    action: 'product.fields',
    entityType: 'product',
    entityId: productId,
    entityLabel: productName[tenant.defaultLanguage] ?? Object.values(productName)[0] ?? '',
    entityLabels: productName,
    details: { fields: uses.map((use) => byId.get(use.fieldId)!.name) },
  });
  return fieldUsesOf(tx, productId);
}
