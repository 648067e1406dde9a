import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type OutgoingMail = { fromName: string; to: string; cc?: string; subject: string; text: string };

/** The one way mail leaves the outbox: SMTP through nodemailer, or only shown (no SMTP_URL). */
export type MailTransport = {
  /** `smtp` hands the mail to a server (outbox status `sent`); `log` only shows it (status `logged`). */
  kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * The transport main.ts uses: SMTP for SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`), mails from
 * MAIL_FROM with the tenant's company name as display name; else a log-only transport, which shows the
 * mail's text only outside production.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  fromAddress: string;
  production: boolean;
  log: Pick<FastifyBaseLogger, 'info'>;
}): MailTransport {
  if (options.smtpUrl) return createSmtpTransport(options.smtpUrl, options.fromAddress);
  return options.production ? createHeadersOnlyLogTransport(options.log) : createConsoleMailTransport();
}

export function createSmtpTransport(smtpUrl: string, fromAddress: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ fromName, ...mail }) {
      await transporter.sendMail({ ...mail, from: { name: fromName, address: fromAddress } });
    },
    close: () => transporter.close(),
  };
}

/**
 * Development without SMTP_URL: each mail as a short block on stdout, outside the JSON log lines, so a
 * developer reads the sign-in code or reset link (each on its own line of the text) in the terminal.
 */
export function createConsoleMailTransport(print: (block: string) => void = console.log): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      print(formatMailBlock(mail));
    },
    close: () => {},
  };
}

/**
 * Production without SMTP_URL (only with ALLOW_LOG_ONLY_MAIL=1): one log entry with recipient and
 * subject. Never the text: it may hold a sign-in code or a password-reset link, and logs travel further
 * than the database (the text stays in mail_outbox).
 */
export function createHeadersOnlyLogTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info(
        { to: mail.to, ...(mail.cc ? { cc: mail.cc } : {}), subject: mail.subject },
        'mail not sent (no SMTP_URL, ALLOW_LOG_ONLY_MAIL): text kept in mail_outbox only',
      );
    },
    close: () => {},
  };
}

const RULE = '─'.repeat(64);

export function formatMailBlock(mail: OutgoingMail): string {
  return [
    '',
    `── Mail, not sent (SMTP_URL is not set) ${RULE}`.slice(0, RULE.length),
    `To:      ${mail.to}`,
    ...(mail.cc ? [`Cc:      ${mail.cc}`] : []),
    `Subject: ${mail.subject}`,
    '',
    mail.text,
    RULE,
    '',
  ].join('\n');
}
