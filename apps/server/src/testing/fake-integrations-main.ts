// The fake print-design and Cal.com server as a process of its own, for the Playwright specs
// (e2e/playwright.config.ts): the shop started with CALCOM_API_BASE=http://127.0.0.1:<port> tests its
// scheduling through it, and a print-design endpoint http://127.0.0.1:<port>/print-design answers.
import { startFakeIntegrationsServer } from './fake-integrations-server.ts';

const port = Number(process.env.FAKE_INTEGRATIONS_PORT ?? 3192);
const server = await startFakeIntegrationsServer({
  port,
  ...(process.env.FAKE_PRINT_DESIGN_KEY ? { printDesignKey: process.env.FAKE_PRINT_DESIGN_KEY } : {}),
  ...(process.env.FAKE_CALCOM_KEY ? { calComKey: process.env.FAKE_CALCOM_KEY } : {}),
});
console.log(`fake integrations listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
