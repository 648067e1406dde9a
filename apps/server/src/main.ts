// Starts the shop: config → database → migrations → (demo data) → HTTP server.
import path from 'node:path';
import { appServices, buildApp } from './app.ts';
import { startCardOrderRecovery } from './modules/payments/payment-recovery.ts';
import { printDemoAccess } from './modules/demo/demo-banner.ts';
import { seedDemoData } from './modules/demo/seed-demo.ts';
import { startMailDelivery } from './modules/mail/mail-delivery.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { resolveAppSecret } from './platform/app-secret.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db/client.ts';
import { createKvStore } from './platform/kv/kv-store.ts';

async function main() {
  let config;
  try {
    // `npm start` at the repository root runs us in apps/server; relative paths mean the caller's directory.
    config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (config.seedDemo) await seedDemoData(database);
  const kv = await createKvStore({ redisUrl: config.redisUrl, database });

  const app = await buildApp({
    config,
    database,
    kv,
    appSecret,
    mediaDir: path.join(config.dataDir, 'media'),
    cardApiBase: config.cardApiBase,
  });
  // Without SMTP_URL mails are only shown: as a readable block in development, and in production (which
  // needs ALLOW_LOG_ONLY_MAIL for this) as recipient and subject, never the code or link they carry.
  const mailTransport = createMailTransport({
    smtpUrl: config.smtpUrl,
    fromAddress: config.mailFrom,
    production: config.nodeEnv === 'production',
    log: app.log,
  });
  const stopMailDelivery = startMailDelivery(database, mailTransport, app.log);
  // Card orders a crash or a lost webhook left In creation are settled at start and then periodically.
  const stopRecovery = startCardOrderRecovery(
    database,
    appServices({ appSecret, cardApiBase: config.cardApiBase }),
    app.log,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets running requests finish
      await stopRecovery();
      await stopMailDelivery();
      await kv.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.seedDemo) printDemoAccess(config.port);
  app.log.info({ db: database.kind, cache: kv.kind }, 'shop ready');
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
