import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sendAfterCommit } from '../../../platform/jobs/job-queue.ts';

export const CHECK_DOMAIN_JOB = 'tenancy.checkDomain';

export type CheckDomainData = { tenantId: string; domainId: string; due: string };

/**
 * The job id of one due check of one domain: queueing the same check twice (two "check now" at once,
 * a retry of the queueing) is one job (decision 0085).
 */
export function checkJobId(domainId: string, due: string): string {
  const hex = createHash('sha256').update(`${domainId}@${due}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues the check of a domain that is due at `due` (the row's next_check_at), once the transaction
 * commits. Without a running queue (tests, seeds) nothing runs: "check now" queues it again.
 */
export function queueDomainCheck(
  tenantId: string,
  domainId: string,
  due: Date,
  log?: Pick<FastifyBaseLogger, 'error'>,
): void {
  const data: CheckDomainData = { tenantId, domainId, due: due.toISOString() };
  const startAfterSeconds = Math.max(0, (due.getTime() - Date.now()) / 1000);
  sendAfterCommit(CHECK_DOMAIN_JOB, data, log, { id: checkJobId(domainId, data.due), startAfterSeconds });
}
