import { demoTenants } from './demo-tenants.ts';

export type MailDelivery = 'terminal' | 'smtp' | 'outbox';

/** Where mails go: printed here (development without SMTP_URL), sent, or only kept in `mail_outbox`. */
export function mailDelivery(config: { smtpUrl?: string | undefined; nodeEnv: string }): MailDelivery {
  if (config.smtpUrl) return 'smtp';
  return config.nodeEnv === 'production' ? 'outbox' : 'terminal';
}

const SIGN_IN_CODES: Record<MailDelivery, string> = {
  terminal:
    'Signing in asks for a 6-digit code sent by e-mail: without SMTP_URL, sign-in codes (and every other mail) appear in this terminal.',
  smtp: 'Signing in asks for a 6-digit code sent by e-mail, through SMTP_URL.',
  outbox:
    'Signing in asks for a 6-digit code sent by e-mail: without SMTP_URL it is only kept in the mail_outbox table.',
};

/**
 * The demo URLs and accounts, printed last at start so a newcomer can sign in right away: the user
 * names (what the sign-in form asks for), the passwords, and where the sign-in code arrives.
 */
export function demoAccessText(port: number, mail: MailDelivery): string {
  const lines = ['', 'Demo shops and accounts (user name / password):'];
  for (const [index, tenant] of demoTenants.entries()) {
    const url = index === 0 ? `http://localhost:${port}` : `http://${tenant.slug}.localhost:${port}`;
    lines.push(`  ${tenant.name}  ${url}  (admin: ${url}/admin)`);
    for (const account of tenant.accounts) {
      lines.push(`    ${account.username.padEnd(10)} ${account.password.padEnd(15)} ${account.role}`);
    }
  }
  lines.push('', SIGN_IN_CODES[mail], '');
  return lines.join('\n');
}

export function printDemoAccess(port: number, mail: MailDelivery) {
  console.log(demoAccessText(port, mail));
}
