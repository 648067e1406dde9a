import {
  normalizeCategoryInput,
  slugFromName,
  textIn,
  validateCategoryInput,
  type CategoryInput,
} from '@print/core/catalog/category-admin';
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { differs } from '../../../platform/db/differs.ts';
import { ownTextsSaved } from '../../../platform/events/own-texts-saved.ts';
import { lockSortOrder } from '../../../platform/db/sort-order.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { conflict, invalidInput, notFound } from '../../../platform/errors.ts';
import { recordActivity } from '../../audit/audit.service.ts';
import type { Tenant } from '../../tenancy/tenancy.service.ts';
import { assertKnownRoles } from '../access-roles.ts';
import { categories, productCategories, products, type LocalizedText } from '../catalog.tables.ts';
import { asLocalized, labelOf, type Change } from './category-change.ts';
import { CATEGORY_TREE, lockCategoryTree, refuseCycle } from './category-tree.ts';
import type { CategoryRow } from './category-access.ts';

// Categories administration (spec §2 Category editor, §3 Category, §8): create, edit, delete. Moving
// and ordering are in category-tree.ts. Every change is recorded in the activity log in its transaction.

export type AdminCategoryRow = CategoryRow & { productCount: number };

/**
 * Every category of the tenant (or the one with `id`) with the number of its products, in tree order
 * (one statement).
 */
export async function listAdminCategories(tx: Tx, id?: string): Promise<AdminCategoryRow[]> {
  if (id !== undefined && !isUuid(id)) return [];
  const productCount = sql<number>`(select count(*)::int from ${productCategories}
    where ${productCategories.tenantId} = ${categories.tenantId}
      and ${productCategories.categoryId} = ${categories.id})`;
  return tx
    .select({ ...categoryColumns(), productCount })
    .from(categories)
    .where(id === undefined ? undefined : eq(categories.id, id))
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
}

const categoryColumns = () => {
  const { tenantId, id, slug, parentId, name, description, published, sortOrder, accessRoles } = categories;
  const { linkUrl, linkTarget, displayMode, staticProductIds } = categories;
  return {
    ...{ tenantId, id, slug, parentId, name, description, published, sortOrder, accessRoles },
    ...{ linkUrl, linkTarget, displayMode, staticProductIds },
  };
};

/**
 * One category, or the category's not-found error (also for another tenant's id). `lock` holds its row
 * FOR NO KEY UPDATE, which leaves the KEY SHARE locks of product links being added alone (no deadlock
 * with an Access-tab save at the same moment).
 */
export async function findCategory(
  tx: Tx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CategoryRow> {
  const query = tx.select().from(categories).where(eq(categories.id, id));
  const [row] = isUuid(id) ? await (options.lock ? query.for('no key update') : query) : [];
  if (!row) throw notFound('admin.categoryNotFound');
  return row;
}

/** Products for the static list and its search: id, name and slug of any product not archived. */
export type ProductOption = { id: string; slug: string; name: LocalizedText; published: boolean };

const optionColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  published: products.published,
};

/** The products of a static list, in the list's order (one statement). */
export async function productOptionsByIds(tx: Tx, ids: readonly string[]): Promise<ProductOption[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  const rows = await tx.select(optionColumns).from(products).where(inArray(products.id, valid));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

/** Up to 20 products whose name (any language), slug or article code contains the search. */
export async function searchProductOptions(tx: Tx, search: string): Promise<ProductOption[]> {
  const term = `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return tx
    .select(optionColumns)
    .from(products)
    .where(
      and(
        eq(products.archived, false),
        or(
          sql`${products.name}::text ilike ${term}`,
          ilike(products.slug, term),
          ilike(products.articleCode, term),
        ),
      ),
    )
    .orderBy(asc(products.slug))
    .limit(20);
}

/** The form's rules, then what needs the database: the slug free, roles, parent and products known. */
async function checkedInput(
  tx: Tx,
  tenant: Tenant,
  raw: CategoryInput,
  exceptId: string | null,
): Promise<CategoryInput> {
  const input = normalizeCategoryInput(raw);
  const defaultName = textIn(input.name, tenant.defaultLanguage, tenant.defaultLanguage);
  if (input.slug === '') input.slug = slugFromName(defaultName) || 'category';
  const { errors, formError } = validateCategoryInput(input, {
    languages: tenant.languages.map((language) => language.code),
    defaultLanguage: tenant.defaultLanguage,
  });
  const first = formError ?? Object.values(errors)[0];
  if (first) throw invalidInput(first.key, errors, first.params);
  await assertKnownRoles(tx, input.accessRoles);
  if (input.parentId !== null && !(isUuid(input.parentId) && (await exists(tx, input.parentId)))) {
    throw invalidInput('admin.categoryNotFound', { parentId: { key: 'admin.categoryNotFound' } });
  }
  const found = await productOptionsByIds(tx, input.staticProductIds);
  if (found.length !== input.staticProductIds.length) {
    const error = { key: 'admin.categoryProductNotFound' };
    throw invalidInput(error.key, { staticProductIds: error });
  }
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, input.slug), exceptId ? ne(categories.id, exceptId) : undefined));
  if (taken) throw slugTaken();
  return input;
}

const slugTaken = () => conflict('admin.categorySlugTaken', { slug: { key: 'admin.categorySlugTaken' } });

async function exists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(categories).where(eq(categories.id, id));
  return (row?.n ?? 0) > 0;
}

const storedValues = (input: CategoryInput) => ({
  slug: input.slug,
  parentId: input.parentId,
  published: input.published,
  name: asLocalized(input.name),
  description: asLocalized(input.description),
  accessRoles: input.accessRoles,
  linkUrl: input.linkUrl === '' ? null : input.linkUrl,
  linkTarget: input.linkTarget,
  displayMode: input.displayMode,
  staticProductIds: input.staticProductIds,
});

/**
 * A new category goes last among its siblings. A slug in use is refused (not varied), so the same
 * form sent twice at once makes one category and one 'slug taken' answer.
 */
export async function createCategory(
  { tx, tenant, actor }: Change,
  raw: CategoryInput,
): Promise<CategoryRow> {
  const input = await checkedInput(tx, tenant, raw, null);
  // Two new categories at once would otherwise both take the place after the same last sibling.
  await lockSortOrder(tx, CATEGORY_TREE);
  const [last] = await tx
    .select({ max: sql<number | null>`max(${categories.sortOrder})` })
    .from(categories)
    .where(
      input.parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, input.parentId),
    );
  const [row] = await tx
    .insert(categories)
    .values({ ...storedValues(input), sortOrder: (last?.max ?? -1) + 1 })
    .onConflictDoNothing()
    .returning();
  if (!row) throw slugTaken();
  await recordActivity(tx, actor, {
    action: 'category.create',
    entityType: 'category',
    entityId: row.id,
    entityLabel: labelOf(row, tenant),
    entityLabels: row.name,
    details: { slug: row.slug, parentId: row.parentId },
  });
  return row;
}

/** Saves the editor's form; a new parent is checked like a move (no cycle) and puts it last there. */
export async function updateCategory(
  { tx, tenant, actor }: Change,
  id: string,
  raw: CategoryInput,
): Promise<CategoryRow> {
  // The tree's lock first (as moves take it), then the row: of two saves at once the second reads what
  // the first left, and a save that changes nothing is neither written nor recorded.
  await lockSortOrder(tx, CATEGORY_TREE);
  const current = await findCategory(tx, id, { lock: true });
  const input = await checkedInput(tx, tenant, raw, id);
  let sortOrder = current.sortOrder;
  if (input.parentId !== current.parentId) {
    const tree = await lockCategoryTree(tx);
    refuseCycle(tree, id, input.parentId);
    const siblings = tree.filter((row) => row.parentId === input.parentId && row.id !== id);
    sortOrder = Math.max(-1, ...siblings.map((row) => row.sortOrder)) + 1;
  }
  const values = { ...storedValues(input), sortOrder };
  const changed = Object.keys(values).filter(
    (key) =>
      JSON.stringify(values[key as keyof typeof values]) !==
      JSON.stringify(current[key as keyof typeof current]),
  );
  const [row] = await tx
    .update(categories)
    .set(values)
    .where(and(eq(categories.id, id), differs(categories, values)))
    .returning();
  if (!row) return current;
  await ownTextsSaved({ tx, tenant, userId: actor?.id ?? null }, [
    { entity: 'category', id, field: 'name', before: current.name, after: values.name },
    { entity: 'category', id, field: 'description', before: current.description, after: values.description },
  ]);
  await recordActivity(tx, actor, {
    action: 'category.update',
    entityType: 'category',
    entityId: id,
    entityLabel: labelOf(row, tenant),
    entityLabels: row.name,
    details: { changed },
  });
  return row;
}

/**
 * Deletes a category without subcategories (those are moved or deleted first, so a delete never takes
 * a subtree along unseen). Its products stay; only their links to it go (foreign key cascade).
 */
export async function deleteCategory({ tx, tenant, actor }: Change, id: string): Promise<void> {
  await lockCategoryTree(tx);
  const current = await findCategory(tx, id);
  const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  if ((children?.n ?? 0) > 0) throw conflict('admin.categoryHasSubcategories');
  await tx.delete(categories).where(eq(categories.id, id));
  await recordActivity(tx, actor, {
    action: 'category.delete',
    entityType: 'category',
    entityId: id,
    entityLabel: labelOf(current, tenant),
    entityLabels: current.name,
    details: { slug: current.slug },
  });
}
