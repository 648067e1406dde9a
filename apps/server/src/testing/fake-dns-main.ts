// The fake DNS server as a process of its own, for the Playwright specs (e2e/playwright.config.ts): the
// shop started with DNS_SERVERS=127.0.0.1:<port> checks tenants' domains against it, and the specs set
// records through its control port. Nothing reaches the internet.
import { startFakeDnsServer } from './fake-dns-server.ts';

const server = await startFakeDnsServer({
  port: Number(process.env.FAKE_DNS_PORT ?? 3253),
  controlPort: Number(process.env.FAKE_DNS_CONTROL_PORT ?? 3254),
});
console.log(`fake DNS on ${server.address}, control on ${server.controlUrl}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
