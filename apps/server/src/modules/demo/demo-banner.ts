import { demoTenants } from './demo-tenants.ts';

/** The demo URLs and accounts, printed at start so a newcomer can log in right away. */
export function printDemoAccess(port: number) {
  const lines = ['', 'Demo shops and accounts:'];
  for (const [index, tenant] of demoTenants.entries()) {
    const url = index === 0 ? `http://localhost:${port}` : `http://${tenant.slug}.localhost:${port}`;
    lines.push(`  ${tenant.name}  ${url}`);
    for (const account of tenant.accounts) {
      lines.push(`    ${account.role.padEnd(9)} ${account.email.padEnd(32)} password ${account.password}`);
    }
  }
  lines.push('');
  console.log(lines.join('\n'));
}
