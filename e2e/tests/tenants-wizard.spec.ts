import { expect, test } from '@playwright/test';
import { SHOP_PORT } from '../ports.ts';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 27: the platform operator sets up a tenant with the wizard (spec §2), and its shop answers at
// once at <slug>.localhost with the company name chosen; its legal pages exist as inactive placeholders,
// so a visitor at their addresses sees "page not found". Each run uses a slug of its own.

test.use({ locale: 'de-DE' });

test('the operator creates a tenant with the wizard and its shop answers at once', async ({
  page,
}, testInfo) => {
  const slug = `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const companyName = `Copy Corner ${slug}`;
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'plattform', 'Plattform#2026', 'plattform@druckerei.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  await page.goto(`${DRUCKEREI}/admin/tenants/new`);
  await waitForHydration(page);
  const next = page.getByTestId('tenant-wizard-next');
  await expect(page.getByTestId('tenant-wizard-step-pagebar')).toBeVisible();
  await next.click();

  await page.getByTestId('tenant-wizard-slug').fill(slug);
  await page.getByTestId('tenant-wizard-company-name').fill(companyName);
  await page.getByTestId('tenant-wizard-page-title').fill('Druck um die Ecke');
  await page.getByTestId('tenant-wizard-claim').fill('Schnell und scharf');
  // How the step looks on a phone and a desktop (kept with the test's results).
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`wizard-general-${width}.png`), fullPage: true });
  }
  await next.click();
  // The tenant exists now: the address resumes it after a closed browser.
  await expect(page.getByTestId('tenant-wizard-step-logos')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tenants\/new\?tenant=[0-9a-f-]{36}$/);

  for (const step of ['theme', 'translation', 'scheduling']) {
    await next.click();
    await expect(page.getByTestId(`tenant-wizard-step-${step}`)).toBeVisible();
  }
  await expect(next).toHaveText('Fertigstellen');
  await next.click();
  const shopAddress = `http://${slug}.localhost:${SHOP_PORT}/`;
  await expect(page.getByTestId('tenant-wizard-finished')).toContainText(`${slug}.localhost`);
  await expect(page.getByTestId('tenant-wizard-shop')).toHaveAttribute('href', shopAddress);
  await page.screenshot({ path: testInfo.outputPath('wizard-finished-1440.png'), fullPage: true });

  // A visitor (no session there: sessions belong to a host) sees the new shop at once.
  const visitor = await page.context().browser()!.newPage();
  const home = await visitor.goto(shopAddress);
  expect(home?.status()).toBe(200);
  await expect(visitor.getByText(companyName).first()).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('new-shop-home.png') });
  await expect(visitor.locator('footer a[href="/imprint"]')).toBeVisible();
  // The legal pages wait inactive for the shop's own texts: their addresses answer "page not found".
  for (const path of ['/imprint', '/privacy', '/terms']) {
    const answer = await visitor.goto(`http://${slug}.localhost:${SHOP_PORT}${path}`);
    expect(answer?.status(), path).toBe(404);
    await expect(visitor.getByText(/Seite nicht gefunden|Page not found/).first()).toBeVisible();
  }
  await visitor.close();
});
