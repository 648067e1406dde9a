import { checkDomain } from '@print/core/validation/admin-rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { refusingDuplicates } from '../../../platform/db/pg-errors.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { conflict, invalidInput, notFound } from '../../../platform/errors.ts';
import { settingsSaved } from '../../../platform/events/settings-saved.ts';
import type { ServiceContext } from '../../../platform/service-context.ts';
import { domains } from '../tenancy.tables.ts';
import { queueDomainCheck } from './domain-check-queue.ts';

// A tenant's domain manager (spec §3 "tenant domain manager"): add, delete, set default, check now. The
// fallback domain (`<slug>.<platform domain>`) is the system's: it cannot be deleted. Every change is a
// settings change in the activity log ('domains') and public content (the domain table's trigger tells
// every instance to forget its host cache and kept pages).

export type DomainRow = typeof domains.$inferSelect;

const ACTIVITY_SECTION = 'domains';

/** The tenant's domains: the default first, then by name. */
export function listDomains(tx: Tx): Promise<DomainRow[]> {
  return tx
    .select()
    .from(domains)
    .orderBy(sql`${domains.isDefault} desc`, asc(domains.name));
}

/** One of the tenant's domains, held until the transaction ends; another tenant's id is not found. */
async function lockedDomain(tx: Tx, id: string): Promise<DomainRow> {
  const [row] = isUuid(id) ? await tx.select().from(domains).where(eq(domains.id, id)).for('update') : [];
  if (!row) throw notFound('admin.domainNotFound');
  return row;
}

const isPlatformName = (name: string, platformDomain: string | undefined) =>
  name === 'localhost' ||
  name.endsWith('.localhost') ||
  (platformDomain !== undefined && (name === platformDomain || name.endsWith(`.${platformDomain}`)));

const domainExists = () => conflict('validation.domainExists', { name: { key: 'validation.domainExists' } });

/**
 * Adds a domain as Pending and queues its first check. The same name added twice at once: the second
 * answers the first's row (the unique index decides); a name another tenant has is 'Domain already
 * exists', without saying whose.
 */
export async function addDomain(
  ctx: ServiceContext,
  input: { name: string; platformDomain?: string | undefined },
): Promise<DomainRow> {
  const name = input.name.trim().toLowerCase().replace(/\.$/, '');
  const problem = checkDomain(name);
  if (problem) throw invalidInput(problem.key, { name: problem });
  // The platform's own names are the fallback hosts of tenants (also of tenants not created yet):
  // no shop may claim one.
  if (isPlatformName(name, input.platformDomain)) throw domainExists();
  const { tx } = ctx;
  const [own] = await tx.select().from(domains).where(eq(domains.name, name));
  if (own) throw domainExists();
  const due = new Date();
  const [row] = await refusingDuplicates(
    tx,
    (savepoint) => savepoint.insert(domains).values({ name, nextCheckAt: due }).returning(),
    domainExists,
  );
  await settingsSaved(ctx, ACTIVITY_SECTION);
  queueDomainCheck(ctx.tenant.id, row!.id, due, ctx.log);
  return row!;
}

/** Deletes a domain; the fallback cannot go. Deleting the default makes the fallback the default. */
export async function deleteDomain(ctx: ServiceContext, id: string): Promise<void> {
  const { tx } = ctx;
  const row = await lockedDomain(tx, id);
  if (row.isFallback) throw invalidInput('validation.fallbackDomainDelete', {});
  await tx.delete(domains).where(eq(domains.id, row.id));
  if (row.isDefault) await tx.update(domains).set({ isDefault: true }).where(eq(domains.isFallback, true));
  await settingsSaved(ctx, ACTIVITY_SECTION);
}

/** Makes an Active domain the one the others redirect to (nothing changes when it is already). */
export async function setDefaultDomain(ctx: ServiceContext, id: string): Promise<DomainRow> {
  const { tx } = ctx;
  const row = await lockedDomain(tx, id);
  if (row.status !== 'Active') throw invalidInput('admin.domainNotActive', {});
  if (row.isDefault) return row;
  // The one default per tenant is a unique index: the old one first, both in this transaction.
  await tx.update(domains).set({ isDefault: false }).where(eq(domains.isDefault, true));
  const [updated] = await tx
    .update(domains)
    .set({ isDefault: true })
    .where(eq(domains.id, row.id))
    .returning();
  await settingsSaved(ctx, ACTIVITY_SECTION);
  return updated!;
}

/**
 * Checks a domain again at once, and then at growing intervals again (the attempts start over). A
 * fallback domain is the system's and needs no check.
 */
export async function checkDomainNow(ctx: ServiceContext, id: string): Promise<DomainRow> {
  const { tx } = ctx;
  const row = await lockedDomain(tx, id);
  if (row.isFallback) return row;
  // Milliseconds, as the job's `due` carries it (decision 0085): the row's value must equal it.
  const due = new Date();
  const [updated] = await tx
    .update(domains)
    .set({ checkAttempt: 0, nextCheckAt: due })
    .where(eq(domains.id, row.id))
    .returning();
  queueDomainCheck(ctx.tenant.id, row.id, due, ctx.log);
  return updated!;
}
