import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { pngImage } from '@print/core/media/image-fixtures';
import { NORTHPRINT_SHOP, signIn } from './demo-shops.ts';
import { waitForHydration } from './shell.ts';

// Issue 27, decision 0097: a shop's logos change after its setup, in the Settings tab's "Logos & icons".
// NorthPrint's own admin gives the shop a wide logo at /admin/settings, replaces it and removes it again
// (asked first); a visitor's next page (no session: the shared page cache serves it) shows each change.
// A picture of the wrong shape is refused with the wizard's message before anything is sent.

async function shot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Chooses a PNG of this size for the wide logo. */
const chooseWide = (section: Locator, width: number, height: number) =>
  section.getByTestId('tenant-logos-wideLogo').setInputFiles({
    name: 'wide-logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngImage(width, height)),
  });

/** The wide logo in the header of the page a visitor without a session gets, or null for none. */
async function visitorsWideLogo(page: Page): Promise<{ src: string; width: number } | null> {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await context.newPage();
  // The server's page, as loaded: its header names the logo.
  await visitor.goto(`${NORTHPRINT_SHOP.origin}/`);
  const logo = visitor.getByTestId('header-wide-logo');
  const shown = (await logo.count())
    ? {
        src: (await logo.getAttribute('src'))!,
        width: await logo.evaluate(async (img: HTMLImageElement) => {
          await img.decode();
          return img.naturalWidth;
        }),
      }
    : null;
  await context.close();
  return shown;
}

test('a tenant admin replaces the wide logo in the Settings tab and the shop header follows', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, NORTHPRINT_SHOP, NORTHPRINT_SHOP.admin);
  await page.goto(`${NORTHPRINT_SHOP.origin}/admin/settings`);
  await waitForHydration(page);
  const section = page.getByTestId('tenant-logos-settings');
  await expect(section.getByRole('heading', { name: 'Logos & icons' })).toBeVisible();
  const remove = section.getByTestId('tenant-logos-wideLogo-remove');
  const confirm = page.getByTestId('confirm-dialog');
  // The demo shop has no logo of its own: the header draws its mark and name.
  await expect(remove).toHaveCount(0);
  expect(await visitorsWideLogo(page)).toBeNull();

  // The wrong shape: said at the picture, nothing uploaded.
  await chooseWide(section, 600, 186);
  await expect(section.getByTestId('tenant-logos-wideLogo-field')).toContainText(
    'The wide logo must be 900×186 px (ratio 4.84) or larger in that ratio; this one is 600×186.',
  );

  await chooseWide(section, 900, 186);
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await expect(section.getByTestId('tenant-logos-wideLogo-preview')).toBeVisible();
  await expect(section.getByTestId('tenant-logos-wideLogo-field')).not.toContainText('must be');
  await shot(page, testInfo, 'tenant-settings-logos');
  const first = await visitorsWideLogo(page);
  expect(first).toMatchObject({ src: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/), width: 900 });

  // Replaced by a larger one of the same shape: the visitor's next page shows it.
  await chooseWide(section, 1800, 372);
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await expect.poll(async () => (await visitorsWideLogo(page))?.width).toBe(1800);
  expect((await visitorsWideLogo(page))?.src).not.toBe(first!.src);

  // Removing asks first; cancelling keeps it.
  await remove.click();
  await expect(confirm).toContainText(
    'Remove “Wide logo”? The shop no longer shows it from its next page on.',
  );
  await page.screenshot({ path: testInfo.outputPath('tenant-settings-logos-remove-1440.png') });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toHaveCount(0);
  expect(await visitorsWideLogo(page)).toBeNull();
});
