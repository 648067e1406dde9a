// The fake DeepL server as a process of its own, for the Playwright specs (e2e/playwright.config.ts):
// the shop started with DEEPL_API_BASE=http://127.0.0.1:<port> translates through it. Nothing reaches
// the internet. FAKE_DEEPL_DROP_PLACEHOLDER_IN: texts containing it lose a placeholder (the refused case
// the translations spec provokes).
import { startFakeDeepLServer } from './fake-deepl-server.ts';

const port = Number(process.env.FAKE_DEEPL_PORT ?? 3194);
const server = await startFakeDeepLServer({
  port,
  ...(process.env.FAKE_DEEPL_KEY ? { authKey: process.env.FAKE_DEEPL_KEY } : {}),
});
server.dropPlaceholderIn = process.env.FAKE_DEEPL_DROP_PLACEHOLDER_IN || null;
console.log(`fake DeepL listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
