import { localeFallbackChain } from '@print/core/i18n/locale';
import { pickLocalized } from '@print/core/i18n/localized-text';
import type { NavEntry } from '@print/core/tenancy/navigation';
import type { HeaderLink } from '@print/core/theme/header-layout';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { categories, products } from '../../modules/catalog/catalog.tables.ts';
import { contentPages } from '../../modules/content/content.tables.ts';
import type { Tx } from '../../platform/db/client.ts';

// The shop's own navigation (tenancy/navigation) as the header shows it in one language: each entry
// resolved to where its category, product or CMS page is now (an admin renaming a slug does not break
// the menu). An entry whose target is gone, unpublished or open to some roles only is left out: the
// shell is the same for every visitor, so it names only what every visitor may open.

const NO_ROLES = sql`cardinality(${categories.accessRoles}) = 0`;

export async function resolveNavigation(
  tx: Tx,
  entries: readonly NavEntry[],
  language: string,
  defaultLanguage: string,
): Promise<HeaderLink[]> {
  if (!entries.length) return [];
  const ids = (kind: NavEntry['kind']) => entries.filter((e) => e.kind === kind).map((e) => e.target);
  const categoryIds = ids('category');
  const productIds = ids('product');
  const pageIds = ids('page');
  // Sequential: one transaction connection.
  const categoryRows = categoryIds.length
    ? await tx
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(and(inArray(categories.id, categoryIds), eq(categories.published, true), NO_ROLES))
    : [];
  const productRows = productIds.length
    ? await tx
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(
          and(
            inArray(products.id, productIds),
            eq(products.published, true),
            eq(products.archived, false),
            sql`cardinality(${products.accessRoles}) = 0`,
          ),
        )
    : [];
  const pageRows = pageIds.length
    ? await tx
        .select({ id: contentPages.id, slugs: contentPages.slugs, kind: contentPages.kind })
        .from(contentPages)
        .where(and(inArray(contentPages.id, pageIds), eq(contentPages.status, 'active')))
    : [];

  const chain = localeFallbackChain(language, defaultLanguage);
  const addresses = new Map<string, string>([
    ...categoryRows.map((row) => [row.id, `/catalog/${encodeURIComponent(row.slug)}`] as const),
    ...productRows.map((row) => [row.id, `/products/${encodeURIComponent(row.slug)}`] as const),
    ...pageRows.map((row) => {
      const slug = pickLocalized(row.slugs, chain)?.value;
      return [row.id, row.kind === 'home' || !slug ? '/' : `/${encodeURIComponent(slug)}`] as const;
    }),
  ]);
  return entries.flatMap((entry): HeaderLink[] => {
    const to = entry.kind === 'url' ? entry.target : addresses.get(entry.target);
    return to ? [{ id: entry.id, to, label: entry.label, newTab: entry.newTab }] : [];
  });
}
