// `npm run build` (server part): the initialised, migrated embedded database that a first start copies
// (see pglite-template.ts).
import { createDatabase } from './client.ts';
import { buildPgliteTemplate, PGLITE_TEMPLATE_DIR } from './pglite-template.ts';

await buildPgliteTemplate(async (dataDir) => {
  const database = await createDatabase({ dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
});
console.log(`Embedded database template written to ${PGLITE_TEMPLATE_DIR}`);
