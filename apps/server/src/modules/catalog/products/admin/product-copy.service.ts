import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../../../platform/service-context.ts';
import { isUuid } from '../../../../platform/db/uuid.ts';
import { notFound } from '../../../../platform/errors.ts';
import { copyProductScales } from '../../../pricing/scale-copies.ts';
import {
  productCategories,
  productFields,
  products,
  productVariants,
  type LocalizedText,
} from '../../catalog.tables.ts';
import { adminProductColumns, type AdminProductRow } from './admin-product.service.ts';
import { recordProductActivity } from './product-activity.ts';

// Copy product (spec §4): a full copy — fields, variants with new unique codes, scales, categories,
// images, meta — named "… (copy)" in each language, unpublished. Two copies at once (a double click)
// give two products with their own slugs and codes.

type Ctx = Pick<ServiceContext, 'tx' | 'tenant' | 'user'>;

const COPY_SUFFIX_KEY = 'admin.productCopyNameSuffix';
const MAX_SLUG_ATTEMPTS = 50;

/** "Visitenkarten (Kopie)", "Business cards (copy)": the suffix in each name's language. */
function copyNames(names: LocalizedText, fallbackLanguage: string): LocalizedText {
  return Object.fromEntries(
    Object.entries(names).map(([language, name]) => {
      const suffix =
        catalogueForLanguage(language)[COPY_SUFFIX_KEY] ??
        catalogueForLanguage(fallbackLanguage)[COPY_SUFFIX_KEY];
      return [language, `${name} ${suffix ?? '(copy)'}`];
    }),
  );
}

const shortSuffix = () => randomBytes(3).toString('hex');

/** A variant code not yet used: the original with a short random ending. */
const newVariantCode = (code: string) => `${code.slice(0, 50)}-${shortSuffix()}`;

export async function copyProduct(ctx: Ctx, id: string): Promise<AdminProductRow> {
  if (!isUuid(id)) throw notFound('admin.productNotFound');
  const [source] = await ctx.tx.select().from(products).where(eq(products.id, id));
  if (!source) throw notFound('admin.productNotFound');
  const { id: _id, slug, createdAt: _created, updatedAt: _updated, searchText: _search, ...rest } = source;

  // The first free slug of `<slug>-copy`, `<slug>-copy-2`, …; a slug another copy takes at the same
  // moment is skipped (the insert waits for that copy's transaction and then does nothing).
  let copy: AdminProductRow | undefined;
  for (let attempt = 1; !copy && attempt <= MAX_SLUG_ATTEMPTS; attempt += 1) {
    const candidate = `${slug.slice(0, 150)}-copy${attempt > 1 ? `-${attempt}` : ''}`;
    [copy] = await ctx.tx
      .insert(products)
      .values({
        ...rest,
        slug: attempt < MAX_SLUG_ATTEMPTS ? candidate : `${slug.slice(0, 150)}-copy-${shortSuffix()}`,
        name: copyNames(source.name, ctx.tenant.defaultLanguage),
        published: false,
      })
      .onConflictDoNothing()
      .returning(adminProductColumns);
  }
  if (!copy) throw new Error('No free slug for the copy');
  const copyId = copy.id;

  const links = await ctx.tx.select().from(productCategories).where(eq(productCategories.productId, id));
  if (links.length)
    await ctx.tx.insert(productCategories).values(links.map((link) => ({ ...link, productId: copyId })));

  const variants = await ctx.tx.select().from(productVariants).where(eq(productVariants.productId, id));
  const variantIds = new Map<string, string>();
  for (const { id: variantId, ...variant } of variants) {
    const [made] = await ctx.tx
      .insert(productVariants)
      .values({ ...variant, productId: copyId, code: newVariantCode(variant.code) })
      .returning({ id: productVariants.id });
    variantIds.set(variantId, made!.id);
  }

  const fields = await ctx.tx.select().from(productFields).where(eq(productFields.productId, id));
  if (fields.length)
    await ctx.tx
      .insert(productFields)
      .values(fields.map(({ id: _fieldId, ...field }) => ({ ...field, productId: copyId })));

  await copyProductScales(ctx.tx, id, copyId, variantIds);

  await recordProductActivity(ctx, 'copy', copy, { from: id });
  return copy;
}
