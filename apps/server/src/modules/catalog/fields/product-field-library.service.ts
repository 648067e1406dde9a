import {
  normalizeProductFieldInput,
  validateProductFieldDefinition,
  type ProductFieldDefinitionInput,
} from '@print/core/catalog/product-field-admin';
import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { differs } from '../../../platform/db/differs.ts';
import { ownTextsSaved } from '../../../platform/events/own-texts-saved.ts';
import { refusingDuplicates } from '../../../platform/db/pg-errors.ts';
import { lockSortOrder, nextSortOrder, reorderRows } from '../../../platform/db/sort-order.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { conflict, DomainError, invalidInput, notFound } from '../../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../../audit/audit.service.ts';
import type { Tenant } from '../../tenancy/tenancy.service.ts';
import { productFieldDefinitions as d, productFields } from '../catalog.tables.ts';

// The tenant's product-field library (spec §2 Product fields: field name, label, type, required, use):
// create, edit, delete, reorder. Templates bind to a field's name, so a field in use keeps its name
// and type, and is deleted only after the products stop using it (decision 0039).

/** The library as a sorted list (its lock, its order's tiebreak). */
const LIBRARY = { name: 'productFieldLibrary', table: d, tiebreak: d.name };

export type LibraryFieldRow = typeof d.$inferSelect & { useCount: number };

// Qualified by hand: in a one-table select the columns would be unqualified and bind to the subquery's.
const useCount = sql<number>`(select count(*)::int from ${productFields} u
  where u.tenant_id = product_field_definition.tenant_id and u.field_id = product_field_definition.id)`;

/** The library in its order, each with the number of products using it (one statement). */
export function listLibraryFields(tx: Tx): Promise<LibraryFieldRow[]> {
  return tx
    .select({ ...getTableColumns(d), useCount })
    .from(d)
    .orderBy(asc(d.sortOrder), asc(d.name));
}

/**
 * One library field with its use count. With `lock` its row is locked first (FOR UPDATE: it also waits
 * for, and then holds off, a product starting to use it, whose foreign key check takes KEY SHARE), and
 * the count is read after, so "in use" cannot change between the check and the rename or delete.
 */
async function findLibraryField(
  tx: Tx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LibraryFieldRow> {
  if (options.lock && isUuid(id)) await tx.select({ id: d.id }).from(d).where(eq(d.id, id)).for('update');
  const [row] = isUuid(id)
    ? await tx
        .select({ ...getTableColumns(d), useCount })
        .from(d)
        .where(eq(d.id, id))
    : [];
  if (!row) throw notFound('admin.productFieldNotFound');
  return row;
}

const nameTaken = () => conflict('admin.fieldNameTaken', { name: { key: 'admin.fieldNameTaken' } });

/** The checked field of the form; a name is unique per tenant, whatever its case. */
async function checkedField(
  tx: Tx,
  tenant: Tenant,
  input: ProductFieldDefinitionInput,
  exceptId: string | null,
) {
  const field = normalizeProductFieldInput(
    input,
    tenant.languages.map((language) => language.code),
  );
  const errors = validateProductFieldDefinition(field, tenant.defaultLanguage);
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first.key, errors, first.params);
  const [taken] = await tx
    .select({ id: d.id })
    .from(d)
    .where(and(sql`lower(${d.name}) = lower(${field.name})`, exceptId ? ne(d.id, exceptId) : undefined));
  if (taken) throw nameTaken();
  return field;
}

const columnsOf = (field: ProductFieldDefinitionInput) => ({
  name: field.name,
  label: field.label,
  type: field.type,
  required: field.required,
  options: field.options,
  min: field.min,
  max: field.max,
  step: field.step,
  defaultValue: field.defaultValue || null,
  defaultUrl: field.defaultUrl || null,
});

const labelIn = (tenant: Tenant, label: Record<string, string>) => label[tenant.defaultLanguage] ?? '';

/** A new field goes to the end of the library; the same name sent twice at once makes one field. */
export async function createLibraryField(
  tx: Tx,
  tenant: Tenant,
  actor: ActivityActor,
  input: ProductFieldDefinitionInput,
): Promise<LibraryFieldRow> {
  const field = await checkedField(tx, tenant, input, null);
  await lockSortOrder(tx, LIBRARY.name);
  const [row] = await tx
    .insert(d)
    .values({ ...columnsOf(field), sortOrder: await nextSortOrder(tx, d) })
    .onConflictDoNothing()
    .returning({ id: d.id });
  if (!row) throw nameTaken();
  await recordActivity(tx, actor, {
    action: 'productField.create',
    entityType: 'productField',
    entityId: row.id,
    entityLabel: field.name,
  });
  return findLibraryField(tx, row.id);
}

/** Saves a field; a field products use keeps its name and type (templates bind to the name). */
export async function updateLibraryField(
  tx: Tx,
  tenant: Tenant,
  actor: ActivityActor,
  id: string,
  input: ProductFieldDefinitionInput,
): Promise<LibraryFieldRow> {
  const current = await findLibraryField(tx, id, { lock: true });
  const field = await checkedField(tx, tenant, input, id);
  if (current.useCount > 0 && (field.name !== current.name || field.type !== current.type)) {
    const input = field.name !== current.name ? 'name' : 'type';
    throw conflict('admin.productFieldInUseRename', { [input]: { key: 'admin.productFieldInUseRename' } });
  }
  // Only when something changes (the same save twice at once is recorded once); a name another save
  // takes at the same moment answers as a name taken.
  const values = columnsOf(field);
  const [row] = await refusingDuplicates(
    tx,
    (savepoint) =>
      savepoint
        .update(d)
        .set(values)
        .where(and(eq(d.id, id), differs(d, values)))
        .returning({ id: d.id }),
    nameTaken,
  );
  if (!row) return findLibraryField(tx, id);
  await ownTextsSaved({ tx, tenant, userId: actor?.id ?? null }, [
    { entity: 'productField', id, field: 'label', before: current.label, after: values.label },
  ]);
  await recordActivity(tx, actor, {
    action: 'productField.update',
    entityType: 'productField',
    entityId: id,
    entityLabel: field.name,
    details: { label: labelIn(tenant, field.label) },
  });
  return findLibraryField(tx, id);
}

/** Deletes a field no product uses; otherwise says how many use it. */
export async function deleteLibraryField(tx: Tx, actor: ActivityActor, id: string): Promise<void> {
  const current = await findLibraryField(tx, id, { lock: true });
  if (current.useCount > 0)
    throw new DomainError('conflict', 'admin.productFieldInUseDelete', {
      params: { count: String(current.useCount) },
    });
  const deleted = await tx.delete(d).where(eq(d.id, id)).returning({ id: d.id });
  if (!deleted.length) throw notFound('admin.productFieldNotFound');
  await recordActivity(tx, actor, {
    action: 'productField.delete',
    entityType: 'productField',
    entityId: id,
    entityLabel: current.name,
  });
}

/** The given fields first, in that order (see reorderRows). */
export async function reorderLibraryFields(
  tx: Tx,
  actor: ActivityActor,
  ids: readonly string[],
): Promise<LibraryFieldRow[]> {
  if (await reorderRows(tx, LIBRARY, ids, 'admin.productFieldNotFound')) {
    await recordActivity(tx, actor, {
      action: 'productField.reorder',
      entityType: 'productField',
    });
  }
  return listLibraryFields(tx);
}
