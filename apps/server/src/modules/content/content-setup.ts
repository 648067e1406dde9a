import { readPageDocument } from '@print/core/pages/page-document';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { PageKind, PageStatus } from '@print/core/pages/page-rules';
import type { Tx } from '../../platform/db/client.ts';
import { contentPages, contentPageSlugs, contentPageVersions } from './content.tables.ts';

// A new shop's pages (the demo seed, the setup wizard): written as the shop writes them, in the
// transaction's tenant.

export type PageSetup = {
  kind: PageKind | null;
  title: LocalizedText;
  slugs: LocalizedText;
  seoTitle?: LocalizedText;
  seoDescription?: LocalizedText;
  /** A page document; it must read without a problem (a seed is not repaired silently). */
  document: unknown;
  /** Live unless said (a new tenant's pages wait inactive for their texts). */
  status?: PageStatus;
};

/** Adds pages (live unless said) with their addresses and first version; fails on a document with problems. */
export async function addContentPages(
  tx: Tx,
  languages: readonly string[],
  pages: readonly PageSetup[],
): Promise<void> {
  for (const page of pages) {
    const reading = readPageDocument(page.document, { languages });
    if (reading.problems.length) {
      throw new Error(`page ${page.slugs[languages[0]!]}: ${JSON.stringify(reading.problems.slice(0, 3))}`);
    }
    const [row] = await tx
      .insert(contentPages)
      .values({
        kind: page.kind,
        title: page.title,
        slugs: page.slugs,
        seoTitle: page.seoTitle ?? {},
        seoDescription: page.seoDescription ?? {},
        status: page.status ?? 'active',
        document: reading.document,
      })
      .returning();
    const pageId = row!.id;
    await tx
      .insert(contentPageSlugs)
      .values(Object.entries(page.slugs).map(([language, slug]) => ({ language, slug, pageId })));
    await tx
      .insert(contentPageVersions)
      .values({ pageId, version: 1, document: reading.document, title: page.title });
  }
}
