import type { ServerModule } from '../server-module.ts';
import { mailJobs } from './mail-delivery.ts';
import { createMailTransport } from './mail-transport.ts';

/** The outbox every mail is written to, and its delivery. */
export const mailModule: ServerModule = {
  name: 'mail',
  // Without SMTP_URL mails are only shown: as a readable block in development, and in production (which
  // needs ALLOW_LOG_ONLY_MAIL for this) as recipient and subject, never the code or link they carry.
  jobs: ({ database, config, log, send, onStop }) => {
    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      fromAddress: config.mailFrom,
      production: config.nodeEnv === 'production',
      log,
    });
    onStop(() => transport.close());
    return mailJobs(database, transport, log, send);
  },
};
