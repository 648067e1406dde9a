import { parseFlag, parseUrl } from './env-values.ts';
import type { ProcessSettings } from './process-config.ts';

/** How mails leave: the SMTP server, or only the outbox and the log. */
export type MailSettings = {
  smtpUrl: string | undefined;
  /**
   * ALLOW_LOG_ONLY_MAIL=1: production may run without SMTP_URL. Mails then stay in the outbox and the log
   * shows only recipient and subject, never the text (it may hold a sign-in code or a reset link).
   */
  allowLogOnlyMail: boolean;
  /** Sender address of every mail (the tenant's company name is the display name). */
  mailFrom: string;
};

export function readMailSettings(
  env: NodeJS.ProcessEnv,
  nodeEnv: ProcessSettings['nodeEnv'],
  problems: string[],
): MailSettings {
  const smtpUrl = parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:'], problems);

  const mailFrom = env.MAIL_FROM?.trim() || 'no-reply@localhost';
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(mailFrom))
    problems.push(`MAIL_FROM must be a plain e-mail address, not "${mailFrom}".`);

  const allowLogOnlyMail = parseFlag('ALLOW_LOG_ONLY_MAIL', env.ALLOW_LOG_ONLY_MAIL, problems);
  if (nodeEnv === 'production' && smtpUrl === undefined && !allowLogOnlyMail) {
    problems.push(
      'SMTP_URL is required with NODE_ENV=production: without a mail server nobody receives sign-in codes ' +
        'or password-reset links. Set ALLOW_LOG_ONLY_MAIL=1 to run without one anyway (mails stay in the ' +
        'mail_outbox table; the log shows recipient and subject only).',
    );
  }

  return { smtpUrl, allowLogOnlyMail, mailFrom };
}
