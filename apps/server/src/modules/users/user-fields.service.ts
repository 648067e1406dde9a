import {
  userFieldDefinitionFromInput,
  validateUserFieldInput,
  type UserFieldInput,
} from '@print/core/users/user-field-admin';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { differs } from '../../platform/db/differs.ts';
import { ownTextsSaved } from '../../platform/events/own-texts-saved.ts';
import { refusingDuplicates } from '../../platform/db/pg-errors.ts';
import { lockSortOrder, nextSortOrder, reorderRows } from '../../platform/db/sort-order.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, invalidInput, notFound } from '../../platform/errors.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { textOf } from './user-field-texts.ts';
import { userFields, users } from './users.tables.ts';

/** The user fields as a sorted list (its lock, its order's tiebreak). */
const USER_FIELDS = { name: 'userFields', table: userFields, tiebreak: userFields.fieldName };

export type UserFieldRow = typeof userFields.$inferSelect;

/** The tenant's custom user fields in their order (RLS confines them to the tenant). */
export function listUserFields(tx: Tx): Promise<UserFieldRow[]> {
  return tx.select().from(userFields).orderBy(asc(userFields.sortOrder), asc(userFields.fieldName));
}

// Administration of the fields (spec §2 User-fields table): create, edit, delete, reorder.

/**
 * One field; with `lock` its row stays locked until the transaction ends, so a rename or delete reads
 * the name another save at the same moment just gave it (not the one before), and moves its values.
 */
async function findUserField(tx: Tx, id: string, options: { lock?: boolean } = {}): Promise<UserFieldRow> {
  const query = tx.select().from(userFields).where(eq(userFields.id, id));
  const [row] = isUuid(id) ? await (options.lock ? query.for('no key update') : query) : [];
  if (!row) throw notFound('admin.userFieldNotFound');
  return row;
}

/** The checked definition of the form; a field name is unique per tenant, whatever its case. */
async function checkedDefinition(tx: Tx, tenant: Tenant, input: UserFieldInput, exceptId: string | null) {
  const field = userFieldDefinitionFromInput(input);
  const errors = validateUserFieldInput(
    field,
    tenant.languages.map((language) => language.code),
  );
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first.key, errors);
  const [taken] = await tx
    .select({ id: userFields.id })
    .from(userFields)
    .where(
      and(
        sql`lower(${userFields.fieldName}) = lower(${field.fieldName})`,
        exceptId ? ne(userFields.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict('admin.fieldNameTaken', { fieldName: { key: 'admin.fieldNameTaken' } });
  return field;
}

/** A new field goes to the end of the list. */
export async function createUserField(tx: Tx, tenant: Tenant, input: UserFieldInput): Promise<UserFieldRow> {
  const field = await checkedDefinition(tx, tenant, input, null);
  await lockSortOrder(tx, USER_FIELDS.name);
  const [row] = await tx
    .insert(userFields)
    .values({ ...field, sortOrder: await nextSortOrder(tx, userFields) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('admin.fieldNameTaken', { fieldName: { key: 'admin.fieldNameTaken' } });
  return row;
}

/**
 * Saves a field; a renamed field takes the values users already entered along. `changed` is false when
 * the field was so already (the same save twice at once: only the first changes and is recorded).
 */
export async function updateUserField(
  tx: Tx,
  tenant: Tenant,
  id: string,
  input: UserFieldInput,
  savedBy: string | null = null,
): Promise<{ field: UserFieldRow; changed: boolean }> {
  const current = await findUserField(tx, id, { lock: true });
  const field = await checkedDefinition(tx, tenant, input, id);
  const [row] = await refusingDuplicates(
    tx,
    (savepoint) =>
      savepoint
        .update(userFields)
        .set(field)
        .where(and(eq(userFields.id, id), differs(userFields, field)))
        .returning(),
    () => conflict('admin.fieldNameTaken', { fieldName: { key: 'admin.fieldNameTaken' } }),
  );
  if (!row) return { field: await findUserField(tx, id), changed: false };
  const [before, after] = [textOf(id, current.config), textOf(id, row.config)];
  await ownTextsSaved({ tx, tenant, userId: savedBy }, [
    {
      entity: 'userField',
      id,
      field: 'label',
      before: before.texts,
      after: after.texts,
      base: { before: before.base, after: after.base },
    },
  ]);
  if (field.fieldName !== current.fieldName) {
    await tx
      .update(users)
      .set({
        customFields: sql`(${users.customFields} - ${current.fieldName}::text)
          || jsonb_build_object(${field.fieldName}::text, ${users.customFields} -> ${current.fieldName}::text)`,
      })
      .where(sql`${users.customFields} ? ${current.fieldName}::text`);
  }
  return { field: row, changed: true };
}

/** Deletes a field and the values users entered for it. */
export async function deleteUserField(tx: Tx, id: string): Promise<UserFieldRow> {
  const current = await findUserField(tx, id, { lock: true });
  // Of two deletes at once the second finds it gone: not found, as after the first.
  const deleted = await tx.delete(userFields).where(eq(userFields.id, id)).returning({ id: userFields.id });
  if (!deleted.length) throw notFound('admin.userFieldNotFound');
  await tx
    .update(users)
    .set({ customFields: sql`${users.customFields} - ${current.fieldName}::text` })
    .where(sql`${users.customFields} ? ${current.fieldName}::text`);
  return current;
}

/** The given fields first, in that order (see reorderRows); `changed` when any place changed. */
export async function reorderUserFields(
  tx: Tx,
  ids: readonly string[],
): Promise<{ fields: UserFieldRow[]; changed: boolean }> {
  const changed = await reorderRows(tx, USER_FIELDS, ids, 'admin.userFieldNotFound');
  return { fields: await listUserFields(tx), changed };
}
