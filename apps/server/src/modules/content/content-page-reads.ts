import { localeFallbackChain } from '@print/core/i18n/locale';
import { isPageLive } from '@print/core/pages/page-rules';
import { pagePath } from '@print/core/shop-paths';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { contentPages, contentPageSlugs, type ContentPageRow } from './content.tables.ts';

// Reading pages: the admin's list and editor (every page, any status), the shop's page by slug (live
// pages only, checked at the moment of reading) and the sitemap's addresses.

export type AdminContentPageRow = ContentPageRow;

/** Every page of the shop (or the one with `id`), by title in the default language; one statement. */
export async function listAdminContentPages(
  tx: Tx,
  defaultLanguage: string,
  id?: string,
): Promise<AdminContentPageRow[]> {
  if (id !== undefined && !isUuid(id)) return [];
  return tx
    .select()
    .from(contentPages)
    .where(id === undefined ? undefined : eq(contentPages.id, id))
    .orderBy(
      sql`lower(coalesce(${contentPages.title}->>${defaultLanguage}, ''))`,
      asc(contentPages.createdAt),
      asc(contentPages.id),
    );
}

/** The active pages with this slug in some language, each with that language: at most one per language. */
export type SlugCandidate = { row: ContentPageRow; language: string };

/**
 * The active pages one of whose slugs is `slug`, whatever their window: whether one is live is decided
 * when it is shown (pickLivePage), so a kept answer turns live, and stops being live, on time.
 */
export async function findPageCandidates(tx: Tx, slug: string): Promise<SlugCandidate[] | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  const rows = await tx
    .select({ row: getTableColumns(contentPages), language: contentPageSlugs.language })
    .from(contentPageSlugs)
    .innerJoin(
      contentPages,
      sql`${contentPages.tenantId} = ${contentPageSlugs.tenantId} and ${contentPages.id} = ${contentPageSlugs.pageId}`,
    )
    .where(sql`${contentPageSlugs.slug} = ${slug} and ${contentPages.status} = 'active'`)
    .orderBy(asc(contentPageSlugs.language));
  return rows.length ? rows : null;
}

/**
 * The shop's active home page (kind home: at most one per shop), whatever its window: whether it is live
 * is decided when it is shown, as for a page found by its slug. One statement.
 */
export async function findHomePage(tx: Tx): Promise<ContentPageRow | null> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(sql`${contentPages.kind} = 'home' and ${contentPages.status} = 'active'`)
    .limit(1);
  return row ?? null;
}

/**
 * The live page among the candidates: the one whose slug is in the request's language, else along its
 * fallback chain, else in any language.
 */
export function pickLivePage(
  candidates: readonly SlugCandidate[],
  language: string,
  defaultLanguage: string,
  now: Date,
): SlugCandidate | null {
  const live = candidates.filter((candidate) => isPageLive(candidate.row, now));
  for (const locale of localeFallbackChain(language, defaultLanguage)) {
    const found = live.find((candidate) => candidate.language === locale);
    if (found) return found;
  }
  return live[0] ?? null;
}

/** The sitemap's pages (contributes.sitemapEntries): every slug of every page live now. */
export async function contentSitemapEntries(tx: Tx, limit: number): Promise<string[]> {
  const rows = await tx
    .select({
      slug: contentPageSlugs.slug,
      status: contentPages.status,
      publishAt: contentPages.publishAt,
      unpublishAt: contentPages.unpublishAt,
    })
    .from(contentPageSlugs)
    .innerJoin(
      contentPages,
      sql`${contentPages.tenantId} = ${contentPageSlugs.tenantId} and ${contentPages.id} = ${contentPageSlugs.pageId}`,
    )
    // The home page is the shop's address itself (/), listed by seo already.
    .where(sql`${contentPages.status} = 'active' and ${contentPages.kind} is distinct from 'home'`)
    .orderBy(asc(contentPageSlugs.slug))
    .limit(limit);
  const now = new Date();
  const slugs = rows.filter((row) => isPageLive(row, now)).map((row) => row.slug);
  return [...new Set(slugs)].map(pagePath);
}
