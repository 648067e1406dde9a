// A local stand-in for the mail provider during end-to-end runs: the app sends over SMTP to it (port
// MAIL_CATCHER_SMTP_PORT) and the specs read what arrived over HTTP (GET /messages on
// MAIL_CATCHER_HTTP_PORT), the way a person reads the login code in their inbox.
import { createServer } from 'node:http';
import { startFakeSmtpServer } from '../apps/server/src/testing/fake-smtp-server.ts';
import { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from './ports.ts';

export { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT };

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX bytes) of a message. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

if (import.meta.main) {
  const smtp = await startFakeSmtpServer({ port: MAIL_CATCHER_SMTP_PORT });
  createServer((request, response) => {
    if (request.url === '/health') return response.end('ok');
    const messages = smtp.messages.map((message) => ({
      to: message.to.map((line) => /<([^>]+)>/.exec(line)?.[1] ?? line),
      text: decodeQuotedPrintable(message.data),
    }));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages));
  }).listen(MAIL_CATCHER_HTTP_PORT, '127.0.0.1');
}
