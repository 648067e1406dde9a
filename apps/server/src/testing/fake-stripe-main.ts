// The fake Stripe server as a process of its own, for the Playwright specs (e2e/playwright.config.ts):
// the shop started with STRIPE_API_BASE=http://127.0.0.1:<port> talks to it through the real SDK, and the
// browser pays on its /pay page. Nothing reaches the internet.
import { startFakeStripeServer } from './fake-stripe-server.ts';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 3198);
const server = await startFakeStripeServer({
  port,
  ...(process.env.FAKE_STRIPE_KEY ? { apiKey: process.env.FAKE_STRIPE_KEY } : {}),
});
console.log(`fake Stripe listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
