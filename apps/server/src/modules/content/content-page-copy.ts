import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import { PAGE_SLUG_MAX, PAGE_TITLE_MAX } from '@print/core/pages/page-rules';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { notFound } from '../../platform/errors.ts';
import { recordActivity } from '../audit/audit.service.ts';
import { pageLabel, readStoredDocument } from './content-page-input.ts';
import { keepVersion, reservePageCount, updatedBy, type PageChange } from './content-page-writes.ts';
import { contentPages, contentPageSlugs, type ContentPageRow } from './content.tables.ts';

// Duplicate page (issue 25): a copy of a page's document and texts, titled "… (copy)" in each language,
// at the first free slug of `<slug>-copy`, `<slug>-copy-2`, … per language, inactive, without a
// schedule and never one of the shop's own pages (imprint, …). Within the page count. Two clicks are
// two copies, as the products' "Copy": each call is serialised behind the other by the page count's
// lock, so the second finds the first copy's slugs taken and takes the next ones.

const SUFFIX_KEY = 'admin.pageCopySuffix';
const MAX_SLUG_ATTEMPTS = 20;

/** "Impressum (Kopie)", "Imprint (copy)": the suffix in each title's language, within the title limit. */
function copyTitles(titles: LocalizedText, defaultLanguage: string): LocalizedText {
  return Object.fromEntries(
    Object.entries(titles).map(([language, title]) => {
      const suffix =
        catalogueForLanguage(language)[SUFFIX_KEY] ??
        catalogueForLanguage(defaultLanguage)[SUFFIX_KEY] ??
        '(copy)';
      return [language, `${title.slice(0, PAGE_TITLE_MAX - suffix.length - 1)} ${suffix}`];
    }),
  );
}

/** `<slug>-copy`, `<slug>-copy-2`, …, the last a random one; each within the slug limit. */
function slugCandidates(slug: string): string[] {
  const base = slug.slice(0, PAGE_SLUG_MAX - '-copy-xxxxxx'.length).replace(/-+$/, '');
  const numbered = Array.from(
    { length: MAX_SLUG_ATTEMPTS },
    (_, n) => `${base}-copy${n > 0 ? `-${n + 1}` : ''}`,
  );
  return [...numbered, `${base}-copy-${randomBytes(3).toString('hex')}`];
}

/** Takes the first free candidate per language (the slug table's key refuses a taken one). */
async function takeSlugs(tx: Tx, pageId: string, slugs: LocalizedText): Promise<LocalizedText> {
  const taken: LocalizedText = {};
  for (const [language, slug] of Object.entries(slugs)) {
    for (const candidate of slugCandidates(slug)) {
      const [written] = await tx
        .insert(contentPageSlugs)
        .values({ language, slug: candidate, pageId })
        .onConflictDoNothing()
        .returning({ slug: contentPageSlugs.slug });
      if (written) {
        taken[language] = written.slug;
        break;
      }
    }
  }
  return taken;
}

export async function duplicateContentPage(
  { tx, tenant, actor }: PageChange,
  id: string,
): Promise<ContentPageRow> {
  const [source] = isUuid(id) ? await tx.select().from(contentPages).where(eq(contentPages.id, id)) : [];
  if (!source) throw notFound('admin.pageNotFound');
  await reservePageCount(tx, tenant);
  const [made] = await tx
    .insert(contentPages)
    .values({
      kind: null,
      title: copyTitles(source.title, tenant.defaultLanguage),
      seoTitle: source.seoTitle,
      seoDescription: source.seoDescription,
      socialImage: source.socialImage,
      status: 'inactive',
      document: readStoredDocument(tenant, source.document),
      ...updatedBy(actor),
    })
    .returning();
  const slugs = await takeSlugs(tx, made!.id, source.slugs);
  const [copy] = await tx
    .update(contentPages)
    .set({ slugs })
    .where(eq(contentPages.id, made!.id))
    .returning();
  await keepVersion(tx, copy!, actor);
  await recordActivity(tx, actor, {
    action: 'page.copy',
    entityType: 'page',
    entityId: copy!.id,
    entityLabel: pageLabel(copy!.title, tenant),
    entityLabels: copy!.title,
    details: { from: id, slugs },
  });
  return copy!;
}
