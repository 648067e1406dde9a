// `npm run build` (server part): the initialised, migrated embedded database that a first start copies
// (see pglite-template.ts).
import pino from 'pino';
import { startJobQueue } from '../jobs/job-queue.ts';
import { createDatabase } from './client.ts';
import { buildPgliteTemplate, PGLITE_TEMPLATE_DIR } from './pglite-template.ts';

await buildPgliteTemplate(async (dataDir) => {
  const database = await createDatabase({ dataDir });
  try {
    await database.migrate();
    // The job queue's own schema too (pg-boss installs it on its first start), so a first start skips it.
    const queue = await startJobQueue(database, [], pino({ level: 'silent' }), { work: false });
    await queue.stop();
  } finally {
    await database.close();
  }
});
console.log(`Embedded database template written to ${PGLITE_TEMPLATE_DIR}`);
