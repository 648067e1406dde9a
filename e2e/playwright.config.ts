import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  E2E_SLOT,
  FAKE_DNS_CONTROL_PORT,
  FAKE_DNS_PORT,
  FAKE_DEEPL_PORT,
  FAKE_INTEGRATIONS_PORT,
  FAKE_OPENAI_PORT,
  FAKE_STRIPE_PORT,
  FAKE_UNSPLASH_PORT,
  MAIL_CATCHER_HTTP_PORT,
  MAIL_CATCHER_SMTP_PORT,
  SHOP_PORT,
} from './ports.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PORT = SHOP_PORT;

// A fresh database per run. Playwright starts the web server before any globalSetup runs, so the
// old data is removed here, at config load, and only in the runner process (workers load this
// file too while the server is running). Absolute, because the server resolves relative paths
// against npm's INIT_CWD.
const dataDir = path.join(repoRoot, E2E_SLOT === 0 ? '.data-e2e' : `.data-e2e-${E2E_SLOT}`);
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  // Each slot its own results folder: a shard clears its folder when it starts.
  outputDir: E2E_SLOT === 0 ? 'test-results' : `test-results-${E2E_SLOT}`,
  workers: 1,
  // Two shards at once on two cores (run.mjs) make every step slower: the limits allow for it. A test or an
  // expectation ends the moment it is done, so a higher limit costs a passing run nothing.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: 'list',
  fullyParallel: false,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // Receives the app's mails (login codes, reset links) for the specs to read.
      command: 'node --experimental-strip-types mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The card provider for the payment specs: a local fake speaking Stripe's API (no internet).
      command: 'node --experimental-strip-types ../apps/server/src/testing/fake-stripe-main.ts',
      env: { FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT) },
      port: FAKE_STRIPE_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The stock photo provider for the page builder's image search: a local fake speaking Unsplash's API.
      command: 'node --experimental-strip-types ../apps/server/src/testing/fake-unsplash-main.ts',
      env: { FAKE_UNSPLASH_PORT: String(FAKE_UNSPLASH_PORT), FAKE_UNSPLASH_KEY: 'e2e-unsplash-key' },
      port: FAKE_UNSPLASH_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The AI service for the CMS pages' AI specs: a local fake speaking OpenAI's Chat Completions API.
      command: 'node --experimental-strip-types ../apps/server/src/testing/fake-openai-main.ts',
      env: { FAKE_OPENAI_PORT: String(FAKE_OPENAI_PORT), FAKE_OPENAI_KEY: 'sk-e2e-fake' },
      port: FAKE_OPENAI_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The DNS of tenants' own domains: a local fake answering A, CNAME and TXT as the specs set them.
      command: 'node --experimental-strip-types ../apps/server/src/testing/fake-dns-main.ts',
      env: { FAKE_DNS_PORT: String(FAKE_DNS_PORT), FAKE_DNS_CONTROL_PORT: String(FAKE_DNS_CONTROL_PORT) },
      url: `http://127.0.0.1:${FAKE_DNS_CONTROL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Machine translation for the translations specs: a local fake speaking DeepL's v2 API.
      command: 'node --experimental-strip-types ../apps/server/src/testing/fake-deepl-main.ts',
      env: {
        FAKE_DEEPL_PORT: String(FAKE_DEEPL_PORT),
        FAKE_DEEPL_KEY: 'e2e-deepl-key:fx',
        // translations-machine.spec.ts: a text with this word comes back without its placeholder.
        FAKE_DEEPL_DROP_PLACEHOLDER_IN: 'PLACEHOLDER-LOST',
      },
      port: FAKE_DEEPL_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A tenant's integrations (print-design endpoint, Cal.com's API v2): one local fake of both.
      command: 'node --experimental-strip-types ../apps/server/src/testing/fake-integrations-main.ts',
      env: {
        FAKE_INTEGRATIONS_PORT: String(FAKE_INTEGRATIONS_PORT),
        FAKE_PRINT_DESIGN_KEY: 'e2e-print-design-key',
        FAKE_CALCOM_KEY: 'cal_test_e2e',
      },
      url: `http://127.0.0.1:${FAKE_INTEGRATIONS_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --experimental-strip-types ../apps/server/src/main.ts',
      // Production mode (no dev overlay, production React) with the demo tenants seeded explicitly:
      // the server seeds them by itself only outside production. One server on the embedded database,
      // which production mode only accepts when asked to (ALLOW_EMBEDDED_DATABASE).
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        ALLOW_EMBEDDED_DATABASE: '1',
        // One browser signs in as the admin in almost every admin spec, from one address within minutes:
        // the sign-in limits are raised as for an office behind one address, so the suite never locks out.
        AUTH_RATE_LIMIT_FACTOR: '10',
        SEED_DEMO: '1',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`,
        STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
        UNSPLASH_API_BASE: `http://127.0.0.1:${FAKE_UNSPLASH_PORT}`,
        UNSPLASH_ACCESS_KEY: 'e2e-unsplash-key',
        UNSPLASH_APP_NAME: 'print_e2e',
        AI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
        AI_API_KEY: 'sk-e2e-fake',
        AI_MODEL: 'fake-model',
        DNS_SERVERS: `127.0.0.1:${FAKE_DNS_PORT}`,
        DOMAIN_CNAME_TARGET: 'shops.print-e2e.example',
        DOMAIN_A_RECORDS: '203.0.113.10',
        DEEPL_API_BASE: `http://127.0.0.1:${FAKE_DEEPL_PORT}`,
        DEEPL_API_KEY: 'e2e-deepl-key:fx',
        CALCOM_API_BASE: `http://127.0.0.1:${FAKE_INTEGRATIONS_PORT}`,
        // The fake print-design endpoint listens on loopback, which production never calls.
        INTEGRATIONS_ALLOW_PRIVATE_HOSTS: '1',
      },
      url: `http://localhost:${PORT}/service-api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
