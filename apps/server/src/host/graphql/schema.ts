import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../../platform/graphql/builder.ts';
import { serverModules } from '../../modules/index.ts';

// Each module registers its types and fields on the builder as its schema files load.
for (const module of serverModules) await module.schema?.();
// The platform's own fields: background jobs (platform/jobs).
await import('../../platform/jobs/jobs.schema.ts');

export const schema = builder.toSchema();

/** The SDL committed as apps/server/schema.graphql (a test fails when it is stale). */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
