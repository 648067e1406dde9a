import { emptyPageDocument } from '@print/core/pages/page-document';
import { DEFAULT_MAX_CONTENT_PAGES, checkPageSchedule, type PageStatus } from '@print/core/pages/page-rules';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { differs } from '../../platform/db/differs.ts';
import { ownTextsSaved } from '../../platform/events/own-texts-saved.ts';
import { lockSortOrder } from '../../platform/db/sort-order.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, DomainError, invalidInput, notFound, unavailable } from '../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../audit/audit.service.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import {
  checkPageInput,
  pageLabel,
  readStoredDocument,
  type CheckedPageInput,
  type PageInput,
} from './content-page-input.ts';
import {
  contentPages,
  contentPageSlugs,
  contentPageVersions,
  type ContentPageRow,
} from './content.tables.ts';

// Creating, saving, publishing and deleting pages (issue 25). Each change is one transaction with its
// activity entry; each survives arriving twice at once (twice-at-once/content.cases.ts): creates are
// serialised per shop (the page count), a save names the version it started from, and the slug table's
// key refuses a second page at the same address.

export type PageChange = { tx: Tx; tenant: Tenant; actor: ActivityActor };

/** The page, locked for this change; not found also for another shop's id. */
export async function lockedPage(
  tx: Tx,
  id: string,
  missing = 'admin.pageNotFound',
): Promise<ContentPageRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(contentPages).where(eq(contentPages.id, id)).for('update')
    : [];
  if (!row) throw notFound(missing);
  return row;
}

export const updatedBy = (actor: ActivityActor) => ({
  updatedBy: actor?.id ?? null,
  updatedByName: actor?.name ?? null,
});

const slugTaken = (languages: string[]) =>
  conflict(
    'admin.pageSlugTaken',
    Object.fromEntries(languages.map((language) => [`slugs.${language}`, { key: 'admin.pageSlugTaken' }])),
  );

/**
 * Gives the page exactly these addresses. A slug another page holds (or is taking at this moment: the
 * insert waits for that transaction) is not written, and the change is refused with its field.
 */
async function writeSlugs(tx: Tx, pageId: string, slugs: Record<string, string>): Promise<void> {
  await tx.delete(contentPageSlugs).where(eq(contentPageSlugs.pageId, pageId));
  const rows = Object.entries(slugs).map(([language, slug]) => ({ language, slug, pageId }));
  if (!rows.length) return;
  const written = await tx
    .insert(contentPageSlugs)
    .values(rows)
    .onConflictDoNothing()
    .returning({ language: contentPageSlugs.language });
  const taken = rows.filter((row) => !written.some((w) => w.language === row.language));
  if (taken.length) throw slugTaken(taken.map((row) => row.language));
}

const storedValues = (input: CheckedPageInput) => ({
  title: input.title,
  slugs: input.slugs,
  seoTitle: input.seoTitle,
  seoDescription: input.seoDescription,
  socialImage: input.socialImage,
  document: input.document,
});

/** Keeps the page's document and title as it is now under its version number (every save's copy). */
export async function keepVersion(tx: Tx, row: ContentPageRow, actor: ActivityActor) {
  await tx.insert(contentPageVersions).values({
    pageId: row.id,
    version: row.version,
    document: row.document,
    title: row.title,
    savedBy: actor?.id ?? null,
    savedByName: actor?.name ?? null,
  });
}

/**
 * Refuses a new page beyond the shop's page count (`maxContentPages`), and holds the shop's page
 * creations until this transaction ends: two creates (or copies) at once would both count the pages
 * before either adds one.
 */
export async function reservePageCount(tx: Tx, tenant: Tenant): Promise<void> {
  await lockSortOrder(tx, 'content_page');
  await checkPageCount(tx, tenant);
}

/** Refuses a new page when the shop has as many as its page count allows ('admin.pageLimitReached'). */
export async function checkPageCount(tx: Tx, tenant: Tenant): Promise<void> {
  const max = tenant.settings.maxContentPages ?? DEFAULT_MAX_CONTENT_PAGES;
  const [pages] = await tx.select({ n: count() }).from(contentPages);
  if ((pages?.n ?? 0) >= max) throw unavailable('admin.pageLimitReached', { max: String(max) });
}

/** A new page (inactive until published), within the shop's page count. */
export async function createContentPage(
  { tx, tenant, actor }: PageChange,
  raw: PageInput,
  options: { kind?: ContentPageRow['kind']; status?: PageStatus } = {},
): Promise<ContentPageRow> {
  const input = checkPageInput(tenant, { ...raw, document: raw.document ?? emptyPageDocument() });
  await reservePageCount(tx, tenant);
  const [row] = await tx
    .insert(contentPages)
    .values({
      ...storedValues(input),
      kind: options.kind ?? null,
      status: options.status ?? 'inactive',
      ...updatedBy(actor),
    })
    .returning();
  await writeSlugs(tx, row!.id, input.slugs);
  await keepVersion(tx, row!, actor);
  await recordActivity(tx, actor, {
    action: 'page.create',
    entityType: 'page',
    entityId: row!.id,
    entityLabel: pageLabel(row!.title, tenant),
    entityLabels: row!.title,
    details: { slugs: row!.slugs },
  });
  return row!;
}

/**
 * Saves the editor's page: refused when someone saved since `expectedVersion` (two tabs, a double
 * click: the second of two saves at once finds the version moved on), else the next version, kept.
 * `machine`: the provider that wrote the texts the save changes (the page's AI translation).
 */
export async function updateContentPage(
  { tx, tenant, actor }: PageChange,
  id: string,
  expectedVersion: number,
  raw: PageInput,
  options: { machine?: string } = {},
): Promise<ContentPageRow> {
  const current = await lockedPage(tx, id);
  // A save without a document (the page's settings form) keeps the stored one: leaving it out must
  // never empty a page.
  const document = raw.document === undefined ? readStoredDocument(tenant, current.document) : raw.document;
  const input = checkPageInput(tenant, { ...raw, document });
  if (current.version !== expectedVersion) throw conflict('admin.pageChanged');
  const [row] = await tx
    .update(contentPages)
    .set({
      ...storedValues(input),
      version: current.version + 1,
      updatedAt: sql`now()`,
      ...updatedBy(actor),
    })
    .where(eq(contentPages.id, id))
    .returning();
  if (JSON.stringify(current.slugs) !== JSON.stringify(input.slugs)) await writeSlugs(tx, id, input.slugs);
  await ownTextsSaved(
    { tx, tenant, userId: actor?.id ?? null, ...(options.machine ? { machine: options.machine } : {}) },
    [{ entity: 'contentPage', id, field: 'title', before: current.title, after: row!.title }],
  );
  await keepVersion(tx, row!, actor);
  await recordActivity(tx, actor, {
    action: 'page.update',
    entityType: 'page',
    entityId: id,
    entityLabel: pageLabel(row!.title, tenant),
    entityLabels: row!.title,
    details: { version: row!.version },
  });
  return row!;
}

/** Publishes, deactivates or schedules a page; a change that changes nothing records nothing. */
export async function setContentPageStatus(
  { tx, tenant, actor }: PageChange,
  id: string,
  schedule: { status: PageStatus; publishAt: Date | null; unpublishAt: Date | null },
): Promise<ContentPageRow> {
  const order = checkPageSchedule(schedule.publishAt, schedule.unpublishAt);
  if (order) throw invalidInput(order.key, { unpublishAt: order });
  const current = await lockedPage(tx, id);
  const [row] = await tx
    .update(contentPages)
    .set({ ...schedule, updatedAt: sql`now()`, ...updatedBy(actor) })
    .where(and(eq(contentPages.id, id), differs(contentPages, schedule)))
    .returning();
  if (!row) return current;
  await recordActivity(tx, actor, {
    action: 'page.statusChange',
    entityType: 'page',
    entityId: id,
    entityLabel: pageLabel(row.title, tenant),
    entityLabels: row.title,
    details: {
      status: row.status,
      publishAt: row.publishAt?.toISOString() ?? null,
      unpublishAt: row.unpublishAt?.toISOString() ?? null,
    },
  });
  return row;
}

/** Deletes a page with its addresses and versions; the pages the shop links to itself stay. */
export async function deleteContentPage({ tx, tenant, actor }: PageChange, id: string): Promise<void> {
  const current = await lockedPage(tx, id, 'admin.errorDeletingPage');
  const label = pageLabel(current.title, tenant);
  if (current.kind) {
    throw new DomainError('conflict', 'admin.pageCannotBeDeleted', { params: { pageTitle: label } });
  }
  await tx.delete(contentPages).where(eq(contentPages.id, id));
  await recordActivity(tx, actor, {
    action: 'page.delete',
    entityType: 'page',
    entityId: id,
    entityLabel: label,
    entityLabels: current.title,
    details: { slugs: current.slugs },
  });
}

/**
 * Stores `document` as the page's next version (its history keeps it) and records `action` in the
 * activity log with `details` beside the new version: a restore and an in-page text edit end alike.
 */
export async function saveNextVersion(
  { tx, tenant, actor }: PageChange,
  current: ContentPageRow,
  document: unknown,
  action: string,
  details: Record<string, unknown>,
): Promise<ContentPageRow> {
  const [row] = await tx
    .update(contentPages)
    .set({ document, version: current.version + 1, updatedAt: sql`now()`, ...updatedBy(actor) })
    .where(eq(contentPages.id, current.id))
    .returning();
  await keepVersion(tx, row!, actor);
  await recordActivity(tx, actor, {
    action,
    entityType: 'page',
    entityId: current.id,
    entityLabel: pageLabel(row!.title, tenant),
    entityLabels: row!.title,
    details: { ...details, version: row!.version },
  });
  return row!;
}
