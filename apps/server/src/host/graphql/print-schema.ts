// Writes apps/server/schema.graphql: `npm run schema:print --workspace @print/server`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printedSchema } from './schema.ts';

const target = path.resolve(import.meta.dirname, '../../../schema.graphql');
writeFileSync(target, printedSchema());
console.log(`Wrote ${target}`);
