import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import { serverModules } from '../../modules/index.ts';

// Each module registers its types and fields on the builder as its schema files load.
for (const module of serverModules) await module.schema?.();

export const schema = builder.toSchema();

/** The SDL committed as apps/server/schema.graphql (a test fails when it is stale). */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
