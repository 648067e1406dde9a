import { expect } from '@playwright/test';
import { MAIL_CATCHER_HTTP_PORT } from '../mail-catcher.ts';

type Mail = { to: string[]; text: string };

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/messages`);
  const mails = (await response.json()) as Mail[];
  return mails.filter((mail) => mail.to.includes(address));
}

/**
 * Waits for the n-th mail to `address` whose text matches `pattern` (a job delivers each mail once its
 * action committed) and returns the first capture group.
 */
export async function readFromMail(address: string, pattern: RegExp, count = 1): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const matches = (await mailsTo(address)).map((mail) => pattern.exec(mail.text)?.[1]).filter(Boolean);
        found = matches[count - 1] ?? '';
        return found;
      },
      { timeout: 15_000, message: `mail #${count} to ${address} matching ${pattern}` },
    )
    .not.toBe('');
  return found;
}

/** How many mails to `address` match `pattern` so far (to wait for the next one). */
export async function countMails(address: string, pattern: RegExp): Promise<number> {
  return (await mailsTo(address)).filter((mail) => pattern.test(mail.text)).length;
}

export const LOGIN_CODE = /(?:code is|lautet):\s*(\d{6})/;
