import { readPageDocument } from '@print/core/pages/page-document';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { tenantLanguageCodes } from './content-page-input.ts';
import { lockedPage, saveNextVersion, type PageChange } from './content-page-writes.ts';
import { contentPageVersions, type ContentPageRow } from './content.tables.ts';

// A page's saved versions (issue 25: "every save keeps a version; earlier versions can be viewed and
// restored"): the list (newest first, in pages), one version's document, and restoring one — a new
// version with the old document, refused like a save when the page was saved since the editor read it.

export type VersionRow = typeof contentPageVersions.$inferSelect;
export type VersionSummary = Omit<VersionRow, 'document'>;

/** At most this many versions per request of the list (older ones page on with `before`). */
export const MAX_VERSIONS_LISTED = 100;

const summaryColumns = {
  tenantId: contentPageVersions.tenantId,
  pageId: contentPageVersions.pageId,
  version: contentPageVersions.version,
  title: contentPageVersions.title,
  savedAt: contentPageVersions.savedAt,
  savedBy: contentPageVersions.savedBy,
  savedByName: contentPageVersions.savedByName,
};

/** The page's versions, newest first, without their documents; one statement. [] for an unknown page. */
export async function listPageVersions(
  tx: Tx,
  pageId: string,
  options: { first: number; before?: number | null },
): Promise<VersionSummary[]> {
  if (!isUuid(pageId)) return [];
  const first = Math.min(Math.max(options.first, 1), MAX_VERSIONS_LISTED);
  return tx
    .select(summaryColumns)
    .from(contentPageVersions)
    .where(
      and(
        eq(contentPageVersions.pageId, pageId),
        options.before == null ? undefined : lt(contentPageVersions.version, options.before),
      ),
    )
    .orderBy(desc(contentPageVersions.version))
    .limit(first);
}

/** One version with its document as stored (the caller reads it), or null. */
export async function findPageVersion(tx: Tx, pageId: string, version: number): Promise<VersionRow | null> {
  if (!isUuid(pageId) || !Number.isSafeInteger(version)) return null;
  const [row] = await tx
    .select()
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.pageId, pageId), eq(contentPageVersions.version, version)));
  return row ?? null;
}

/**
 * Makes an earlier version's document the page's again, as a new version (the history keeps both).
 * The page's texts, addresses and status stay: a version holds the content. Refused when the page was
 * saved since `expectedVersion` (two restores at once, or a save in another tab: the second finds the
 * version moved on). The old document is read by today's rules, repaired where it must be (a language
 * the shop no longer offers), as stored pages are.
 */
export async function restorePageVersion(
  { tx, tenant, actor }: PageChange,
  pageId: string,
  version: number,
  expectedVersion: number,
): Promise<ContentPageRow> {
  const current = await lockedPage(tx, pageId);
  if (current.version !== expectedVersion) throw conflict('admin.pageChanged');
  const old = await findPageVersion(tx, pageId, version);
  if (!old) throw notFound('admin.pageVersionNotFound');
  const reading = readPageDocument(old.document, { languages: tenantLanguageCodes(tenant) });
  // Written by a newer app (a rolling deploy): shown, never saved over by this one (decision 0069).
  if (reading.newerThanApp) throw conflict('admin.pageVersionNewer');
  return saveNextVersion({ tx, tenant, actor }, current, reading.document, 'page.restore', {
    restoredVersion: version,
  });
}
