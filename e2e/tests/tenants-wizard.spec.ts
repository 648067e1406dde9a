import { expect, test, type Page } from '@playwright/test';
import { pngImage } from '@print/core/media/image-fixtures';
import { SHOP_PORT } from '../ports.ts';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 27: the platform operator sets up a tenant with the wizard (spec §2), and its shop answers at
// once at <slug>.localhost with the company name chosen and the logos, favicon and login background
// uploaded in the wizard; its legal pages exist as inactive placeholders, so a visitor at their
// addresses sees "page not found". A setup left unfinished is deleted from the tenants list. Each run
// uses a slug of its own.

test.use({ locale: 'de-DE' });

const newSlug = () => `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;

async function signInAsOperator(page: Page) {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'plattform', 'Plattform#2026', 'plattform@druckerei.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/** The wizard's first two steps: the tenant exists once the second one's Next is pressed. */
async function startSetup(page: Page, slug: string, companyName: string) {
  await page.goto(`${DRUCKEREI}/admin/tenants/new`);
  await waitForHydration(page);
  await expect(page.getByTestId('tenant-wizard-step-pagebar')).toBeVisible();
  await page.getByTestId('tenant-wizard-next').click();
  await page.getByTestId('tenant-wizard-slug').fill(slug);
  await page.getByTestId('tenant-wizard-company-name').fill(companyName);
  await page.getByTestId('tenant-wizard-page-title').fill('Druck um die Ecke');
  await page.getByTestId('tenant-wizard-claim').fill('Schnell und scharf');
}

/** Chooses a picture of the given size for one of the logo step's kinds and waits for its upload. */
async function uploadLogo(page: Page, kind: string, width: number, height: number) {
  await page.getByTestId(`tenant-wizard-${kind}`).setInputFiles({
    name: `${kind}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(pngImage(width, height)),
  });
  const step = page.getByTestId(`tenant-wizard-${kind}`).locator('..');
  await expect(step.getByRole('button', { name: 'Entfernen' })).toBeVisible();
}

test('the operator creates a tenant with the wizard and its shop answers at once', async ({
  page,
}, testInfo) => {
  const slug = newSlug();
  const companyName = `Copy Corner ${slug}`;
  await signInAsOperator(page);
  await startSetup(page, slug, companyName);
  const next = page.getByTestId('tenant-wizard-next');
  // How the step looks on a phone and a desktop (kept with the test's results).
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`wizard-general-${width}.png`), fullPage: true });
  }
  await next.click();
  // The tenant exists now: the address resumes it after a closed browser.
  await expect(page.getByTestId('tenant-wizard-step-logos')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tenants\/new\?tenant=[0-9a-f-]{36}$/);
  // Logos & icons: each picture checked for its size, then uploaded into the new tenant.
  await uploadLogo(page, 'logo', 256, 256);
  await uploadLogo(page, 'wideLogo', 900, 186);
  await uploadLogo(page, 'favicon', 512, 512);
  await uploadLogo(page, 'loginBackground', 1280, 720);
  await page.screenshot({ path: testInfo.outputPath('wizard-logos-1440.png'), fullPage: true });

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
  // The wide logo in the header (it carries the name), and the favicon, both as uploaded.
  await expect(visitor.getByRole('link', { name: companyName }).first()).toBeVisible();
  const wideLogo = visitor.getByTestId('header-wide-logo');
  await expect(wideLogo).toBeVisible();
  await expect(wideLogo).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
  expect(await wideLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  const favicon = await visitor.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toMatch(/^\/media\/[0-9a-f-]{36}$/);
  for (const width of [375, 1440]) {
    await visitor.setViewportSize({ width, height: 800 });
    await visitor.screenshot({ path: testInfo.outputPath(`new-shop-home-${width}.png`) });
  }
  await expect(visitor.locator('footer a[href="/imprint"]')).toBeVisible();
  // The login page shows the uploaded background behind its form.
  await visitor.goto(`http://${slug}.localhost:${SHOP_PORT}/login`);
  await expect(visitor.getByTestId('auth-backdrop')).toHaveAttribute(
    'style',
    /background-image: ?url\("\/media\/[0-9a-f-]{36}"\)/,
  );
  await visitor.screenshot({ path: testInfo.outputPath('new-shop-login-1440.png') });
  // The favicon is the uploaded picture itself (and /favicon.ico leads there too).
  const icon = await visitor.goto(`http://${slug}.localhost:${SHOP_PORT}${favicon}`);
  expect(icon?.headers()['content-type']).toMatch(/^image\//);
  const ico = await visitor.goto(`http://${slug}.localhost:${SHOP_PORT}/favicon.ico`);
  expect(new URL(ico!.url()).pathname).toBe(favicon);
  // The legal pages wait inactive for the shop's own texts: their addresses answer "page not found".
  for (const path of ['/imprint', '/privacy', '/terms']) {
    const answer = await visitor.goto(`http://${slug}.localhost:${SHOP_PORT}${path}`);
    expect(answer?.status(), path).toBe(404);
    await expect(visitor.getByText(/Seite nicht gefunden|Page not found/).first()).toBeVisible();
  }
  await visitor.close();
});

test('the operator deletes a setup left unfinished from the tenants list, after confirming', async ({
  page,
}, testInfo) => {
  const slug = newSlug();
  const companyName = `Abandoned ${slug}`;
  await signInAsOperator(page);
  await startSetup(page, slug, companyName);
  await page.getByTestId('tenant-wizard-next').click();
  await expect(page.getByTestId('tenant-wizard-step-logos')).toBeVisible();

  await page.goto(`${DRUCKEREI}/admin/tenants`);
  await waitForHydration(page);
  await page.getByTestId('tenants-search').fill(slug);
  const table = page.getByTestId('tenants-table');
  await expect(table).toContainText(companyName);
  await expect(table).toContainText('In Einrichtung');
  const remove = table.getByTestId(`delete-tenant-setup-${slug}`);
  await page.screenshot({ path: testInfo.outputPath('tenants-setup-1440.png'), fullPage: true });

  // Asked first (here on a phone): cancelling keeps it.
  await page.setViewportSize({ width: 375, height: 800 });
  await remove.click();
  const question = page.getByTestId('confirm-dialog');
  await expect(question).toContainText(`Die Einrichtung von „${companyName}“ löschen?`);
  await page.screenshot({ path: testInfo.outputPath('tenants-delete-question-375.png') });
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toBeHidden();
  await expect(table).toContainText(companyName);
  await page.setViewportSize({ width: 1440, height: 900 });

  await remove.click();
  await question.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(`Die Einrichtung von „${companyName}“ wurde gelöscht.`)).toBeVisible();
  await expect(table).not.toContainText(companyName);
  // Its wizard address finds nothing to continue.
  await page.reload();
  await waitForHydration(page);
  await page.getByTestId('tenants-search').fill(slug);
  await expect(table).not.toContainText(companyName);
});
