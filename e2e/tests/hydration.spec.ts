import { expect, test } from '@playwright/test';
import { DRUCKEREI, NORTHPRINT, waitForTranslations } from './shell.ts';

const PAGES = ['/', '/formtest', '/no-such-page'];

for (const origin of [DRUCKEREI, NORTHPRINT]) {
  test(`hydrates without errors or mismatch warnings on ${origin}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // The deliberate 404 of the not-found page shows up as a failed resource load.
      if (message.type() === 'error' && !message.text().includes('404')) problems.push(message.text());
    });
    for (const path of PAGES) {
      await page.goto(`${origin}${path}`);
      await waitForTranslations(page);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
}
