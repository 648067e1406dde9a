import {
  validateProductSettings,
  type ProductSettingsInput,
  type ProductTemplateKey,
} from '@print/core/catalog/product-settings';
import { normalizeRichText } from '@print/core/rich-text/read-rich-text';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../../platform/service-context.ts';
import { differs } from '../../../../platform/db/differs.ts';
import { ownTextsSaved } from '../../../../platform/events/own-texts-saved.ts';
import { refusingDuplicates } from '../../../../platform/db/pg-errors.ts';
import { isUuid } from '../../../../platform/db/uuid.ts';
import { assertValid, conflict, invalidInput, notFound } from '../../../../platform/errors.ts';
import { products } from '../../catalog.tables.ts';
import { adminProductColumns, findAdminProduct, type AdminProductRow } from './admin-product.service.ts';
import { recordProductActivity } from './product-activity.ts';
import { templateFor, templateKeyOf } from './product-template.ts';
import { addTemplateFields } from './template-fields.ts';

// The product editor's Settings tab and the list's create, publish and archive (spec §2, §3, §4).

type Ctx = Pick<ServiceContext, 'tx' | 'tenant' | 'user'>;

const slugTaken = () => conflict('admin.productSlugTaken', { slug: { key: 'admin.productSlugTaken' } });

/** Only the tenant's languages, trimmed; empty texts dropped. */
function ownLanguages(ctx: Ctx, texts: Record<string, string>): Record<string, string> {
  const codes = new Set(ctx.tenant.languages.map((language) => language.code));
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([language, text]) => codes.has(language) && text.trim() !== '')
      .map(([language, text]) => [language, text.trim()]),
  );
}

/**
 * The shop's currency: a tenant has no currency setting, it sells in the currency of its products
 * (as its sales figures read it), so a new product takes the one most of them have. Undefined in a
 * shop without products (the column's default then).
 */
async function shopCurrency(ctx: Ctx): Promise<string | undefined> {
  const [row] = await ctx.tx
    .select({ currency: products.currency })
    .from(products)
    .groupBy(products.currency)
    .orderBy(desc(count()), products.currency)
    .limit(1);
  return row?.currency;
}

/** A new product, unpublished, named in the default language (spec §4: the editor opens next). */
export async function createProduct(
  ctx: Ctx,
  input: { name: string; slug: string },
): Promise<AdminProductRow> {
  const language = ctx.tenant.defaultLanguage;
  const settings = validateProductSettings(
    {
      names: { [language]: input.name },
      descriptions: {},
      slug: input.slug,
      articleCode: '',
      published: false,
      orderable: true,
      paymentMode: 'single',
      subscriptionInterval: null,
      trialDays: null,
      taxCategory: 'standard',
      templateKey: null,
    },
    language,
  );
  if (!settings.valid) {
    // The dialog's inputs are `name` and `slug`.
    const { [`names.${language}`]: name, ...rest } = settings.errors;
    const fields = name ? { name, ...rest } : rest;
    throw invalidInput(settings.formError?.key ?? Object.values(fields)[0]!.key, fields);
  }
  const currency = await shopCurrency(ctx);
  const [row] = await ctx.tx
    .insert(products)
    .values({
      slug: input.slug.trim(),
      name: { [language]: input.name.trim() },
      published: false,
      ...(currency ? { currency } : {}),
    })
    .onConflictDoNothing()
    .returning(adminProductColumns);
  if (!row) throw slugTaken();
  await recordProductActivity(ctx, 'create', row);
  return row;
}

/** Saves the Settings tab. */
export async function updateProductSettings(
  ctx: Ctx,
  id: string,
  input: Omit<ProductSettingsInput, 'templateKey'> & { templateKey: ProductTemplateKey | 'custom' | null },
): Promise<AdminProductRow> {
  if (!isUuid(id)) throw notFound('admin.productNotFound');
  const checked = { ...input, templateKey: input.templateKey === 'custom' ? null : input.templateKey };
  assertValid(validateProductSettings(checked, ctx.tenant.defaultLanguage));
  const template = templateFor(input.templateKey);
  // The row as it is, locked for this save: a newly chosen sample brings its fields, and the texts'
  // translation states follow what the save changes (read before the update overwrites them).
  const [stored] = await ctx.tx
    .select({ template: products.template, name: products.name, description: products.description })
    .from(products)
    .where(eq(products.id, id))
    .for('no key update');
  const sample = input.templateKey === 'custom' ? null : input.templateKey;
  const sampleChosen = sample !== null && stored !== undefined && templateKeyOf(stored.template) !== sample;
  const subscription = input.paymentMode === 'subscription';
  const changes = {
    name: ownLanguages(ctx, input.names),
    // Stored in one form (decision 0050): legacy plain text sent by a client becomes Slate JSON.
    description: ownLanguages(
      ctx,
      Object.fromEntries(
        Object.entries(input.descriptions).map(([code, value]) => [code, normalizeRichText(value)]),
      ),
    ),
    slug: input.slug.trim(),
    articleCode: input.articleCode.trim() || null,
    published: input.published,
    orderable: input.orderable,
    paymentMode: input.paymentMode,
    subscriptionInterval: subscription ? input.subscriptionInterval : null,
    trialDays: subscription ? input.trialDays : null,
    taxCategory: input.taxCategory,
    ...(template === undefined ? {} : { template }),
    updatedAt: sql`now()`,
  };
  // Another product's slug: refused before writing (a unique violation would abort the transaction).
  const [other] = await ctx.tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, changes.slug), sql`${products.id} <> ${id}`));
  if (other) throw slugTaken();
  // The slug may be taken at the same moment by another save, which the check above cannot see.
  // Only when something changes: the same save twice at once is stored and recorded once.
  const [row] = await refusingDuplicates(
    ctx.tx,
    (savepoint) =>
      savepoint
        .update(products)
        .set(changes)
        .where(and(eq(products.id, id), differs(products, changes)))
        .returning(adminProductColumns),
    slugTaken,
  );
  if (!row) return unchangedProduct(ctx, id);
  await ownTextsSaved({ tx: ctx.tx, tenant: ctx.tenant, userId: ctx.user?.userId ?? null }, [
    { entity: 'product', id, field: 'name', before: stored!.name, after: changes.name },
    { entity: 'product', id, field: 'description', before: stored!.description, after: changes.description },
  ]);
  const fieldsAdded = sampleChosen ? await addTemplateFields(ctx.tx, ctx.tenant, id, sample) : 0;
  await recordProductActivity(ctx, 'update', row, {
    tab: 'settings',
    ...(fieldsAdded ? { fieldsAdded } : {}),
  });
  return row;
}

/** Publishes or unpublishes one product (the list's row and bulk actions). */
export async function setProductPublished(
  ctx: Ctx,
  id: string,
  published: boolean,
): Promise<AdminProductRow> {
  return setState(ctx, id, { published }, published ? 'publish' : 'unpublish');
}

/** Archives (hidden from the shop and the default list) or restores one product. */
export async function setProductArchived(ctx: Ctx, id: string, archived: boolean): Promise<AdminProductRow> {
  return setState(ctx, id, { archived }, archived ? 'archive' : 'restore');
}

async function setState(
  ctx: Ctx,
  id: string,
  changes: { published?: boolean; archived?: boolean },
  action: string,
): Promise<AdminProductRow> {
  if (!isUuid(id)) throw notFound('admin.productNotFound');
  // Only a product not in that state yet: of ten archives at once (double clicks, two admins) the
  // others wait for the first's row, then find nothing to change and record nothing.
  const [row] = await ctx.tx
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), differs(products, changes)))
    .returning(adminProductColumns);
  if (row) {
    await recordProductActivity(ctx, action, row);
    return row;
  }
  return unchangedProduct(ctx, id);
}

/** A product a change left as it was (it was so already), or not found. */
export async function unchangedProduct(ctx: Pick<Ctx, 'tx'>, id: string): Promise<AdminProductRow> {
  const unchanged = await findAdminProduct(ctx.tx, id);
  if (!unchanged) throw notFound('admin.productNotFound');
  return unchanged;
}
