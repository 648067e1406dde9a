import { expect, test } from '@playwright/test';
import { acceptCookies, DRUCKEREI, waitForTranslations } from './shell.ts';

test.use({ locale: 'en-GB' });

test.beforeEach(async ({ page }) => {
  await page.goto(`${DRUCKEREI}/formtest`);
  await waitForTranslations(page);
  await acceptCookies(page);
  // The banner confirms the choice with a toast (the toast code loads with it); start from an empty
  // toast area once that toast has come and gone.
  const toasts = page.locator('.Toastify__toast');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveCount(0);
});

test('toasts appear at the bottom centre, newest on top', async ({ page }) => {
  // Keyboard presses: a toast that appears over the next button cannot swallow the click.
  await page.getByTestId('toast-info').press('Enter');
  await page.getByTestId('toast-success').press('Enter');

  const toasts = page.locator('.Toastify__toast');
  await expect(toasts).toHaveCount(2);
  // Toasts bounce in from below; measure once the entry animation is over, still well within the
  // two seconds they stay.
  const stack = await toasts.evaluateAll(async (elements) => {
    await Promise.all(
      elements.flatMap((element) => element.getAnimations().map((animation) => animation.finished)),
    );
    return elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent ?? '',
        centre: box.left + box.width / 2,
        bottom: box.bottom,
        top: box.top,
      };
    });
  });
  expect(stack.map((toast) => toast.text)).toEqual([
    expect.stringContaining('Test notification 2'),
    expect.stringContaining('Test notification 1'),
  ]);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  for (const toast of stack) {
    expect(Math.abs(toast.centre - viewport.width / 2)).toBeLessThan(4);
    expect(toast.bottom).toBeGreaterThan(viewport.height * 0.75);
  }
  expect(stack[0]!.top).toBeLessThan(stack[1]!.top);
  // Spec §2: toasts show no progress bar; none is in the page, not even a hidden one (counted at once,
  // while both toasts are open: a retrying assertion would pass once they have closed).
  await expect(toasts).toHaveCount(2);
  const bars = page.locator('.Toastify__progress-bar--wrp, .Toastify__progress-bar, [role="progressbar"]');
  expect(await bars.count()).toBe(0);
});

test('a toast closes on click', async ({ page }) => {
  await page.getByTestId('toast-error').press('Enter');
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toHaveCount(1);
  await toast.click();
  await expect(toast).toHaveCount(0);
});

test('toasts close by themselves after two seconds', async ({ page }) => {
  // Keep the pointer away: hovering would pause the timer.
  await page.mouse.move(0, 0);
  await page.getByTestId('toast-warning').press('Enter');
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toHaveCount(1);
  // The message keeps the time (no progress bar drives it); read exactly instead of measured.
  await expect(toast.locator('[data-auto-close-ms]')).toHaveAttribute('data-auto-close-ms', '2000');
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
});

test('hovering a toast pauses it; it closes after the pointer leaves', async ({ page }) => {
  await page.mouse.move(0, 0);
  await page.getByTestId('toast-info').press('Enter');
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toHaveCount(1);
  await toast.hover();

  // Well past the two seconds, still open while hovered.
  await page.waitForTimeout(3_000);
  expect(await toast.count()).toBe(1);
  await expect(toast).toBeVisible();

  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0, { timeout: 4_000 });
});
