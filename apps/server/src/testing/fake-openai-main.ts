// The fake OpenAI-compatible server as a process of its own, for the Playwright specs
// (e2e/playwright.config.ts): the shop started with AI_BASE_URL=http://127.0.0.1:<port>/v1 writes and
// translates pages through it. Nothing reaches the internet.
import { startFakeOpenAiServer } from './fake-openai-server.ts';

const port = Number(process.env.FAKE_OPENAI_PORT ?? 3197);
const server = await startFakeOpenAiServer({
  port,
  ...(process.env.FAKE_OPENAI_KEY ? { apiKey: process.env.FAKE_OPENAI_KEY } : {}),
});
console.log(`fake OpenAI listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
