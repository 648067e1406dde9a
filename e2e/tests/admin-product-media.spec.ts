import { expect, test, type Page } from '@playwright/test';
import { pngImage } from '@print/core/media/image-fixtures';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 15: the product media editor modal (spec §2, §3 Media) — uploads with thumbnails made in the
// background, order, standard and cover image, the external media link, delete after confirming —
// and the shop's product page showing the new standard image.

test.use({ locale: 'en-GB' });

const SLUG = 'briefumschlaege-din-lang';

type Shop = { origin: string; email: string; search: string; slug: string };
const DRUCKEREI_ENVELOPES: Shop = {
  origin: DRUCKEREI,
  email: 'admin@druckerei.test',
  search: 'EN-DL-FENSTER',
  slug: SLUG,
};

async function openMediaEditor(page: Page, shop: Shop = DRUCKEREI_ENVELOPES) {
  await page.goto(`${shop.origin}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', shop.email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto(`${shop.origin}/admin/products?q=${shop.search}`);
  await waitForHydration(page);
  await page.getByTestId(`product-link-${shop.slug}`).click();
  await expect(page.getByTestId('product-editor')).toBeVisible();
  await page.getByTestId('open-media-editor').click();
  const dialog = page.getByTestId('product-media-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const urlsOf = (page: Page) =>
  page
    .getByTestId('media-image-label')
    .evaluateAll((labels) => labels.map((label) => label.getAttribute('data-url') ?? ''));

test('the admin uploads, orders, covers, links and deletes product images; the shop shows the new first image', async ({
  page,
}) => {
  // A long walk (sign-in, two uploads and their thumbnails, five saves, the shop) on a shared machine.
  test.setTimeout(120_000);
  const dialog = await openMediaEditor(page);
  const images = dialog.getByTestId('media-image');
  await expect(images.first()).toBeVisible();
  const before = await images.count();

  // Two files at once through the file chooser.
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(640, 400)) },
      { name: 'back.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(600, 400)) },
    ]);
  await expect(images).toHaveCount(before + 2);
  // The thumbnails come from the background job: the placeholders give way to pictures.
  await expect(images.getByTestId('media-thumbnail-pending')).toHaveCount(0);
  await expect(images.getByTestId('media-thumbnail')).toHaveCount(before + 2);
  const [front, back] = (await urlsOf(page)).slice(-2);

  // The last one a place earlier (keyboard-reachable button; dragging does the same).
  await images.last().getByTestId('media-move-earlier').click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Image order saved' })).toBeVisible();
  expect((await urlsOf(page)).slice(-2)).toEqual([back, front]);

  // The back as the standard image, the front as the cover.
  await images.nth(before).click();
  await dialog.getByTestId('media-make-standard').click();
  await expect.poll(async () => (await urlsOf(page))[0]).toBe(back);
  await images.last().click();
  await dialog.getByTestId('media-toggle-cover').click();
  await expect(images.last().getByText('Cover image')).toBeVisible();

  // The external media link: refused until it is a URL.
  const link = dialog.getByTestId('media-external-url');
  await link.fill('video.example.com');
  await dialog.getByTestId('media-save-external-url').click();
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
  await link.fill('https://video.example.com/watch?v=42');
  await dialog.getByTestId('media-save-external-url').click();
  await expect(
    page.locator('.Toastify__toast').filter({ hasText: 'External media link saved' }),
  ).toBeVisible();

  // Delete the front after confirming.
  await images.last().click();
  await dialog.getByTestId('media-delete').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete image' }).click();
  await expect(images).toHaveCount(before + 1);
  expect(await urlsOf(page)).not.toContain(front);

  await dialog.getByTestId('media-close').click();
  await page.goto(`${DRUCKEREI}/products/${SLUG}`);
  await expect(page.getByTestId('product-main-image')).toHaveAttribute('src', back!);
  await expect(page.getByTestId('product-external-media')).toHaveAttribute(
    'href',
    'https://video.example.com/watch?v=42',
  );
});

test("in the other demo shop, an uploaded picture made the standard image is the shop's first image", async ({
  page,
}) => {
  const shop: Shop = {
    origin: NORTHPRINT,
    email: 'admin@northprint.test',
    search: 'BC-LUX-FOIL',
    slug: 'business-cards-luxe',
  };
  test.setTimeout(90_000);
  const dialog = await openMediaEditor(page, shop);
  const images = dialog.getByTestId('media-image');
  await expect(images.first()).toBeVisible();
  const before = await images.count();
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'luxe.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(500, 500)) }]);
  await expect(images).toHaveCount(before + 1);
  const uploaded = (await urlsOf(page)).at(-1)!;
  await images.last().click();
  await dialog.getByTestId('media-make-standard').click();
  await expect.poll(async () => (await urlsOf(page))[0]).toBe(uploaded);
  await dialog.getByTestId('media-close').click();
  await page.goto(`${NORTHPRINT}/products/${shop.slug}`);
  await expect(page.getByTestId('product-main-image')).toHaveAttribute('src', uploaded);
});

test('on a 1440 × 900 screen the dialog’s Close is in view without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The poster has two pictures and an alternative per language: the tallest dialog of the demo.
  const dialog = await openMediaEditor(page, {
    ...DRUCKEREI_ENVELOPES,
    search: 'PO-A1-MATT',
    slug: 'plakat-a1',
  });
  await expect(dialog.getByTestId('media-image-label').first()).toBeVisible();
  await expect(page.getByTestId('media-close')).toBeInViewport({ ratio: 1 });
  await page.getByTestId('media-close').click();
  await expect(dialog).toBeHidden();
});
