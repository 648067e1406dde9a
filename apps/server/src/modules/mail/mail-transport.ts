import nodemailer from 'nodemailer';

export type OutgoingMail = { fromName: string; to: string; cc?: string; subject: string; text: string };

/** The one way mail leaves the process; SMTP through nodemailer. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * An SMTP transport for SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`), or null without one.
 * Mails come from MAIL_FROM with the tenant's company name as display name.
 */
export function createMailTransport(smtpUrl: string | undefined, fromAddress: string): MailTransport | null {
  if (!smtpUrl) return null;
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ fromName, ...mail }) {
      await transporter.sendMail({ ...mail, from: { name: fromName, address: fromAddress } });
    },
    close: () => transporter.close(),
  };
}
