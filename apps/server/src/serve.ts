// One shop instance: the HTTP app, its background work and its graceful shutdown. main.ts runs it in its
// own process, or in each cluster worker (WEB_CONCURRENCY > 1), on a database the primary has migrated.
import path from 'node:path';
import { appServices, buildApp } from './app.ts';
import { startCardOrderRecovery } from './modules/payments/payment-recovery.ts';
import { startMailDelivery } from './modules/mail/mail-delivery.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { createKvStore } from './platform/kv/kv-store.ts';

export async function serve(config: Config, database: Database, appSecret: string) {
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
  // Every instance (and cluster worker) runs both: they are safe side by side (rows claimed with SKIP
  // LOCKED, settling idempotent), so no worker is special.
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
  app.log.info({ db: database.kind, cache: kv.kind }, 'shop ready');
}
