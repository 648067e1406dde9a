// The fake Unsplash server as a process of its own, for the Playwright specs (e2e/playwright.config.ts):
// the shop started with UNSPLASH_API_BASE=http://127.0.0.1:<port> searches it and stores its pictures,
// and the admin's browser shows its thumbnails. Nothing reaches the internet.
import { startFakeUnsplashServer } from './fake-unsplash-server.ts';

const port = Number(process.env.FAKE_UNSPLASH_PORT ?? 3199);
const server = await startFakeUnsplashServer({
  port,
  ...(process.env.FAKE_UNSPLASH_KEY ? { accessKey: process.env.FAKE_UNSPLASH_KEY } : {}),
});
console.log(`fake Unsplash listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
