import {
  normalizeProductMetaFieldInput,
  validateProductMetaField,
  type ProductMetaFieldInput,
} from '@print/core/catalog/product-field-admin';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { differs } from '../../../platform/db/differs.ts';
import { refusingDuplicates } from '../../../platform/db/pg-errors.ts';
import { lockSortOrder, nextSortOrder, reorderRows } from '../../../platform/db/sort-order.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { conflict, invalidInput, notFound } from '../../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../../audit/audit.service.ts';
import type { Tenant } from '../../tenancy/tenancy.service.ts';
import { productMetaFields as m, products } from '../catalog.tables.ts';

// The tenant's product meta fields (spec §2 Product meta fields): name, label per language, type,
// required, order. Their values live in product.meta_values, edited on the product's Meta Fields tab.

/** The meta fields as a sorted list (its lock, its order's tiebreak). */
const META_FIELDS = { name: 'productMetaFields', table: m, tiebreak: m.name };

export type MetaFieldRow = typeof m.$inferSelect;

export function listMetaFields(tx: Tx): Promise<MetaFieldRow[]> {
  return tx.select().from(m).orderBy(asc(m.sortOrder), asc(m.name));
}

/**
 * One meta field; with `lock` its row stays locked until the transaction ends, so a rename or delete
 * reads the name another save at the same moment just gave it (not the one before), and moves its values.
 */
async function findMetaField(tx: Tx, id: string, options: { lock?: boolean } = {}): Promise<MetaFieldRow> {
  const query = tx.select().from(m).where(eq(m.id, id));
  const [row] = isUuid(id) ? await (options.lock ? query.for('no key update') : query) : [];
  if (!row) throw notFound('admin.productFieldNotFound');
  return row;
}

const nameTaken = () => conflict('admin.fieldNameTaken', { name: { key: 'admin.fieldNameTaken' } });

async function checkedMetaField(
  tx: Tx,
  tenant: Tenant,
  input: ProductMetaFieldInput,
  exceptId: string | null,
) {
  const field = normalizeProductMetaFieldInput(
    input,
    tenant.languages.map((language) => language.code),
  );
  const errors = validateProductMetaField(field, tenant.defaultLanguage);
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first.key, errors, first.params);
  const [taken] = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(sql`lower(${m.name}) = lower(${field.name})`, exceptId ? ne(m.id, exceptId) : undefined));
  if (taken) throw nameTaken();
  return field;
}

export async function createMetaField(
  tx: Tx,
  tenant: Tenant,
  actor: ActivityActor,
  input: ProductMetaFieldInput,
): Promise<MetaFieldRow> {
  const field = await checkedMetaField(tx, tenant, input, null);
  await lockSortOrder(tx, META_FIELDS.name);
  const [row] = await tx
    .insert(m)
    .values({ ...field, sortOrder: await nextSortOrder(tx, m) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw nameTaken();
  await recordActivity(tx, actor, {
    action: 'productMetaField.create',
    entityType: 'productMetaField',
    entityId: row.id,
    entityLabel: row.name,
  });
  return row;
}

/**
 * Saves a meta field. A rename moves the values products hold under the old name along (the products'
 * meta_values are keyed by name), in the same statement for all products.
 */
export async function updateMetaField(
  tx: Tx,
  tenant: Tenant,
  actor: ActivityActor,
  id: string,
  input: ProductMetaFieldInput,
): Promise<MetaFieldRow> {
  const current = await findMetaField(tx, id, { lock: true });
  const field = await checkedMetaField(tx, tenant, input, id);
  // Only when something changes (the same save twice at once is recorded once); a name another save
  // takes at the same moment answers as a name taken.
  const [row] = await refusingDuplicates(
    tx,
    (savepoint) =>
      savepoint
        .update(m)
        .set(field)
        .where(and(eq(m.id, id), differs(m, field)))
        .returning(),
    nameTaken,
  );
  if (!row) return findMetaField(tx, id);
  if (field.name !== current.name) {
    await tx
      .update(products)
      .set({
        metaValues: sql`(${products.metaValues} - ${current.name}::text)
          || jsonb_build_object(${field.name}::text, ${products.metaValues} -> ${current.name}::text)`,
      })
      .where(sql`${products.metaValues} ? ${current.name}::text`);
  }
  await recordActivity(tx, actor, {
    action: 'productMetaField.update',
    entityType: 'productMetaField',
    entityId: id,
    entityLabel: row.name,
  });
  return row;
}

export async function deleteMetaField(tx: Tx, actor: ActivityActor, id: string): Promise<void> {
  const current = await findMetaField(tx, id, { lock: true });
  // Of two deletes at once the second finds it gone: not found, as after the first.
  const deleted = await tx.delete(m).where(eq(m.id, id)).returning({ id: m.id });
  if (!deleted.length) throw notFound('admin.productFieldNotFound');
  // Its values go too (the confirmation says so): a later field of the same name starts empty.
  await tx
    .update(products)
    .set({ metaValues: sql`${products.metaValues} - ${current.name}::text` })
    .where(sql`${products.metaValues} ? ${current.name}::text`);
  await recordActivity(tx, actor, {
    action: 'productMetaField.delete',
    entityType: 'productMetaField',
    entityId: id,
    entityLabel: current.name,
  });
}

export async function reorderMetaFields(
  tx: Tx,
  actor: ActivityActor,
  ids: readonly string[],
): Promise<MetaFieldRow[]> {
  if (await reorderRows(tx, META_FIELDS, ids, 'admin.productFieldNotFound')) {
    await recordActivity(tx, actor, {
      action: 'productMetaField.reorder',
      entityType: 'productMetaField',
    });
  }
  return listMetaFields(tx);
}
