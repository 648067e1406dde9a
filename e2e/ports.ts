// The ports of one end-to-end slot. `npm run test:e2e` runs the specs in two shards at once (run.mjs),
// each against its own server, data directory, mail catcher, card provider, stock photo provider and AI
// service: slot n (E2E_SLOT) shifts every port by 10·n, so the shards never see each other's data, mails
// or payments.
const slot = Number(process.env.E2E_SLOT ?? 0);
if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error(`E2E_SLOT must be 0-9, not "${slot}"`);

export const E2E_SLOT = slot;
export const SHOP_PORT = 3100 + 10 * slot;
export const MAIL_CATCHER_SMTP_PORT = 3125 + 10 * slot;
export const MAIL_CATCHER_HTTP_PORT = 3126 + 10 * slot;
export const FAKE_STRIPE_PORT = 3198 + 10 * slot;
export const FAKE_UNSPLASH_PORT = 3199 + 10 * slot;
export const FAKE_OPENAI_PORT = 3197 + 10 * slot;
/** The fake DNS server (UDP) the domain check asks, and its HTTP control port where specs set records. */
export const FAKE_DNS_PORT = 3103 + 10 * slot;
export const FAKE_DNS_CONTROL_PORT = 3104 + 10 * slot;
export const FAKE_DEEPL_PORT = 3194 + 10 * slot;
/** The fake print-design and Cal.com server (testing/fake-integrations-server.ts). */
export const FAKE_INTEGRATIONS_PORT = 3192 + 10 * slot;
