import type { ProductFieldType } from '@print/core/print/product-field';
import type { ElementConditions } from '@print/core/print/template-types';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { productFieldDefinitions, productFields, type LocalizedText } from '../catalog.tables.ts';

// A product's personalisation fields as the shop uses them: the library field (name, type, options)
// with the product's overrides applied (label, required, default). Decision 0039.

/** A product's field with its overrides resolved (what the product form and the cart check use). */
export type FieldRow = {
  /** The product_field row (the product's use of the library field). */
  id: string;
  productId: string;
  fieldId: string;
  name: string;
  label: LocalizedText;
  type: ProductFieldType;
  required: boolean;
  defaultValue: string | null;
  options: { value: string; label: LocalizedText }[];
  min: number | null;
  max: number | null;
  step: number | null;
  /** The product's own conditions on the field (showWhen, hideWhen, optionalWhen). */
  conditions: ElementConditions;
  sortOrder: number;
};

const f = productFields;
const d = productFieldDefinitions;

/** The select list for resolved fields; the caller joins product_field (f) to its library field (d). */
export const resolvedFieldColumns = {
  id: f.id,
  productId: f.productId,
  fieldId: f.fieldId,
  name: d.name,
  // Per language: the product's text where it has one, else the library's.
  label: sql<LocalizedText>`coalesce(${d.label} || ${f.label}, ${d.label})`.as('label'),
  type: d.type,
  required: sql<boolean>`coalesce(${f.required}, ${d.required})`.as('required'),
  // An image field's default is the library's default picture unless the product sets its own.
  defaultValue: sql<string | null>`coalesce(${f.defaultValue}, ${d.defaultValue}, ${d.defaultUrl})`.as(
    'default_value',
  ),
  options: d.options,
  min: d.min,
  max: d.max,
  step: d.step,
  conditions: f.conditions,
  sortOrder: f.sortOrder,
};

/** The join of a product's fields to the library (same tenant, by field id). */
export const libraryJoin = and(eq(d.tenantId, f.tenantId), eq(d.id, f.fieldId))!;

/** Resolved fields of many products, in form order (one statement). */
export async function resolvedFieldsOf(tx: Tx, productIds: readonly string[]): Promise<FieldRow[]> {
  if (!productIds.length) return [];
  return tx
    .select(resolvedFieldColumns)
    .from(f)
    .innerJoin(d, libraryJoin)
    .where(inArray(f.productId, [...productIds]))
    .orderBy(asc(f.sortOrder), asc(d.name));
}

/** The library's ids of these field names, creating the missing ones from `defaults` (seeding, setup). */
export async function ensureLibraryFields(
  tx: Tx,
  defaults: readonly {
    name: string;
    label: LocalizedText;
    type: ProductFieldType;
    required: boolean;
    defaultValue?: string | null;
  }[],
): Promise<Map<string, string>> {
  const byName = new Map(defaults.map((field) => [field.name, field]));
  if (!byName.size) return new Map();
  await tx
    .insert(d)
    .values(
      [...byName.values()].map((field, sortOrder) => ({
        name: field.name,
        label: field.label,
        type: field.type,
        required: field.required,
        defaultValue: field.defaultValue ?? null,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: d.id, name: d.name })
    .from(d)
    .where(inArray(d.name, [...byName.keys()]));
  return new Map(rows.map((row) => [row.name, row.id]));
}
