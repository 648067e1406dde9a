import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { sendAfterCommit, type JobDefinition } from '../../platform/jobs/job-queue.ts';
import type { MediaReferenceSource } from '../../platform/storage/media-references.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import {
  isSerializedServiceContext,
  requireRight,
  restoreServiceContext,
  serializeServiceContext,
  type SerializedServiceContext,
  type ServiceContext,
  type ServiceContextParts,
} from '../../platform/service-context.ts';
import { serviceContextLoaders } from '../users/service-context-loaders.ts';
import { findMedia, lockMediaContent, storedName, thumbnailName } from './media.service.ts';
import { mediaFiles } from './media.tables.ts';

// Uploaded files no record names any more are deleted (decision 0049): when a change drops a file's
// address (a picture removed from a gallery or replaced, a product deleted), the change queues
// `media.remove-unused` with the files' ids once it commits. The job deletes a file only when no place
// any module declared (ServerModule.mediaReferences) names it: the same content is one file per tenant,
// so another product, a shopper's cart or an order may show the very same picture.
// The job acts for the admin whose change released the files (decision 0062): it carries their service
// context and runs only while they still hold catalog.write, the right every such change needs.

export const REMOVE_UNUSED_MEDIA = 'media.remove-unused';

/** The right the job's user must hold when it runs, as for the gallery changes that queue it. */
const CLEANUP_RIGHT = 'catalog.write';

/** `tenantId` marks whose job it is (the System page); `context`: who it acts for. */
export type RemoveUnusedMediaJob = {
  tenantId: string;
  mediaIds: string[];
  context?: SerializedServiceContext;
};

/**
 * Queues the cleanup of files whose addresses the current tenant transaction dropped, once it commits,
 * as the context's user.
 */
export function queueMediaCleanup(ctx: ServiceContextParts, mediaIds: readonly string[]) {
  if (!mediaIds.length) return;
  const job: RemoveUnusedMediaJob = {
    tenantId: ctx.tenant.id,
    mediaIds: [...mediaIds],
    context: serializeServiceContext(ctx),
  };
  sendAfterCommit(REMOVE_UNUSED_MEDIA, job, ctx.log);
}

/**
 * The context a job runs with. A job queued before jobs carried one (decision 0062) was queued by a
 * change that held the right then: it runs for the platform, as all of them did.
 */
function contextOf({ tenantId, context }: RemoveUnusedMediaJob): SerializedServiceContext {
  if (isSerializedServiceContext(context)) {
    // The owner mark and the context name one tenant, or the job is not ours to run.
    if (context.tenantId !== tenantId) throw new Error('job context of another tenant');
    return context;
  }
  const reason = 'media cleanup queued without a service context';
  return { tenantId, language: '', requestId: randomUUID(), actor: { kind: 'system', reason } };
}

/**
 * Which sources name the file — `/media/{id}` in any column, anywhere in its text, or the bare id as a
 * string of a value declared to hold ids — one statement each. Row-level security confines each to the
 * current tenant: another shop's records keep nothing here.
 */
async function mediaReferencesOf(
  tx: Tx,
  sources: readonly MediaReferenceSource[],
  mediaId: string,
): Promise<string[]> {
  const address = `%/media/${mediaId}%`;
  const bareId = `%"${mediaId}"%`;
  const named: string[] = [];
  for (const source of sources) {
    const names = or(
      ...source.columns.map((column) => sql`${column}::text ilike ${address}`),
      ...(source.idsIn ?? []).map((value) => sql`(${value})::text ilike ${bareId}`),
    );
    const result = await tx.execute(sql`select 1 from ${source.table} where ${names} limit 1`);
    if (result.rows.length) named.push(source.name);
  }
  return named;
}

type Outcome = { mediaId: string; outcome: 'removed' | 'kept' | 'gone'; keptBy?: string[] };
type CleanupDeps = {
  database: Database;
  storage: MediaStorage;
  sources: readonly MediaReferenceSource[];
  log: FastifyBaseLogger;
};

/**
 * Deletes one file of the tenant, row and bytes (the image and its thumbnail), if nothing names it.
 * Idempotent: a file already deleted is 'gone', bytes already missing are no error. The bytes go while
 * the row is locked and before it is deleted for good: a store that fails rolls the row back, and the
 * job's retry finds it again. Another tenant's id finds no row (row-level security): nothing happens.
 */
async function removeIfUnused(ctx: ServiceContext, deps: CleanupDeps, mediaId: string): Promise<Outcome> {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const row = await findMedia(tx, mediaId);
  if (!row) return { mediaId, outcome: 'gone' };
  // An upload of the same content waits for this, or this for it (storePrintImage).
  await lockMediaContent(tx, tenantId, row.sha256);
  // Attaching the file to a gallery locks it too (product-media.service.ts): the check below then
  // sees that gallery, or the attach finds the file gone.
  const [locked] = await tx
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.id, row.id)))
    .for('update');
  if (!locked) return { mediaId, outcome: 'gone' };
  const keptBy = await mediaReferencesOf(tx, deps.sources, locked.id);
  if (keptBy.length) return { mediaId, outcome: 'kept', keptBy };
  await tx.delete(mediaFiles).where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.id, locked.id)));
  await deps.storage.remove(tenantId, thumbnailName(locked));
  await deps.storage.remove(tenantId, storedName(locked));
  return { mediaId, outcome: 'removed' };
}

/**
 * The job's work: each named file of the tenant, one after the other, each in a transaction of its own
 * with the job's context restored (the user's rights as they are now), each logged.
 */
export async function removeUnusedMedia(deps: CleanupDeps, job: RemoveUnusedMediaJob): Promise<Outcome[]> {
  if (!deps.sources.length) throw new Error('no media reference sources: refusing to delete any file');
  const { tenantId, mediaIds } = job;
  const context = contextOf(job);
  const restore = { loaders: serviceContextLoaders, log: deps.log };
  const outcomes: Outcome[] = [];
  for (const mediaId of new Set((mediaIds ?? []).filter(isUuid).map((id) => id.toLowerCase()))) {
    const outcome = await restoreServiceContext(deps.database, context, restore, (ctx) => {
      // The same check as the gallery's GraphQL fields: a user who lost the right deletes nothing.
      if (!ctx.system) requireRight(ctx, CLEANUP_RIGHT);
      return removeIfUnused(ctx, deps, mediaId);
    });
    deps.log.info(
      { job: REMOVE_UNUSED_MEDIA, tenantId, reqId: context.requestId, ...outcome },
      'unused media cleanup',
    );
    outcomes.push(outcome);
  }
  return outcomes;
}

export function removeUnusedMediaJob(deps: CleanupDeps): JobDefinition<RemoveUnusedMediaJob> {
  return {
    name: REMOVE_UNUSED_MEDIA,
    // A store that is down: about 10, 20, 40 s later again; the job stays failed (and visible) after.
    retry: { limit: 3, delaySeconds: 10, maxDelaySeconds: 120 },
    expireSeconds: 5 * 60,
    run: (data) => removeUnusedMedia(deps, data),
  };
}
