import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../../platform/graphql/builder.ts';
import { serverModules } from '../../modules/index.ts';
import { moduleContributions } from '../module-contributions.ts';

// Each module registers its types and fields on the builder as its schema files load.
for (const module of serverModules) await module.schema?.();
// The platform's own fields: background jobs (platform/jobs).
const jobsSchema = await import('../../platform/jobs/jobs.schema.ts');

export const schema = builder.toSchema();

/** The root fields that run outside the operation's transaction: the modules' and the platform's. */
export const outsideTransactionFields: readonly string[] = [
  ...(moduleContributions.outsideTransactionFields ?? []),
  ...jobsSchema.JOBS_OUTSIDE_TRANSACTION,
];

/** The SDL committed as apps/server/schema.graphql (a test fails when it is stale). */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
