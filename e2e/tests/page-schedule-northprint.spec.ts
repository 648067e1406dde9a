import { expect, test } from '@playwright/test';
import { NORTHPRINT_SHOP, signIn } from './demo-shops.ts';
import { localTimeIn, putPageLive } from './publish-page.ts';
import { NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 25 in NorthPrint (cms-journey runs the same in Druckerei, with a start only): a page scheduled
// with a start and an end a few seconds apart is "not found" before its start, live between, and "not
// found" again after its end — each at its moment, for a visitor served from the shop's page cache,
// without anyone saving again.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const NOT_FOUND = 'Page not found. Please make sure the URL is correct.';
/** Start and end ahead of now: long enough for the save and a first look before the start. */
const START_IN_MS = 12_000;
const END_IN_MS = 30_000;

test('a page scheduled in NorthPrint goes live at its start and away at its end', async ({
  page,
  browser,
}) => {
  await signIn(page, NORTHPRINT_SHOP, NORTHPRINT_SHOP.admin);
  await page.goto(`${NORTHPRINT}/admin/pages`);
  await waitForHydration(page);
  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill('Spring offer');
  await page.getByTestId('new-page-slug').fill('spring-offer');
  await page.getByTestId('save-new-page').click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  await waitForHydration(page);

  const visitorContext = await browser.newContext({ locale: 'en-GB' });
  const visitor = await visitorContext.newPage();
  const address = `${NORTHPRINT}/spring-offer`;

  await page.getByLabel('Publish from').fill(await localTimeIn(page, START_IN_MS));
  await page.getByLabel('Publish until').fill(await localTimeIn(page, END_IN_MS));
  await putPageLive(page);

  expect((await visitor.goto(address))?.status()).toBe(404);
  await expect(visitor.getByText(NOT_FOUND)).toBeVisible();
  await page.goto(`${NORTHPRINT}/admin/pages`);
  await expect(page.getByTestId('page-status-Spring offer')).toHaveText('Scheduled');

  const statusOnReload = async () => (await visitor.reload())?.status();
  await expect.poll(statusOnReload, { timeout: START_IN_MS + 10_000, intervals: [1_000] }).toBe(200);
  await expect(visitor.getByText(NOT_FOUND)).toHaveCount(0);
  await expect
    .poll(statusOnReload, { timeout: END_IN_MS - START_IN_MS + 10_000, intervals: [1_000] })
    .toBe(404);
  await expect(visitor.getByText(NOT_FOUND)).toBeVisible();
  await visitorContext.close();
});
