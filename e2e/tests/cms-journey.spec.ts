import { expect, test, type Locator, type Page } from '@playwright/test';
import { DRUCKEREI_SHOP, signIn } from './demo-shops.ts';
import { localTimeIn, putPageLive } from './publish-page.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 25: one editor's session in the German demo shop, Druckerei Sonnenschein (the other CMS specs
// mostly run in NorthPrint, in English): a page started from a template, a block inserted and moved by
// keyboard, the builder's "Seite prüfen" and one finding fixed, saved; then the page SCHEDULED — a
// visitor gets "not found" at its address until its start, and the page itself after it, without anyone
// saving again — and an earlier version restored and seen live.

test.use({ locale: 'de-DE' });

/** The contact template's two columns, each under a second-level heading. */
const COLUMN_HEADINGS = ['So erreichen Sie uns', 'Öffnungszeiten'];
test.describe.configure({ timeout: 120_000 });

const SLUG = 'kontakt-anfahrt';
const NOT_FOUND = 'Seite nicht gefunden. Bitte überprüfen Sie, ob die URL korrekt ist.';
/**
 * How far ahead the page is scheduled: long enough for the save and a visitor's first look before it
 * (a few seconds on a busy machine), short enough to wait for.
 */
const START_IN_MS = 15_000;

/** Presses Tab until the control has the focus, as a keyboard user moves to it; fails if it never does. */
async function tabTo(page: Page, control: Locator, most = 25) {
  for (let presses = 0; presses < most; presses++) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

test('an editor builds, checks, schedules and restores a page in the German shop', async ({
  page,
  browser,
}) => {
  await signIn(page, DRUCKEREI_SHOP, DRUCKEREI_SHOP.admin);

  // A new page from the "Kontakt" template (the new-page dialog's picker).
  await page.goto(`${DRUCKEREI}/admin/pages`);
  await waitForHydration(page);
  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill('Kontakt & Anfahrt');
  await page.getByTestId('new-page-slug').fill(SLUG);
  await page.getByTestId('new-page-from-template').click();
  await page.getByTestId('template-category-company').click();
  await expect(page.getByRole('img', { name: 'Vorschau von Kontakt' })).toBeVisible();
  await page.getByTestId('template-contact').click();
  await page.getByTestId('save-new-page').click();
  await expect(
    page.getByText('Der Inhalt der Vorlage wurde der Seite erfolgreich hinzugefügt').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  const settings = page.url();

  // The builder: a heading inserted with the keyboard alone, written, and moved up with Alt+↑.
  await page.getByTestId('edit-page-content').click();
  await expect(page.getByTestId('page-builder')).toBeVisible();
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');
  const content = canvas.locator('[data-testid="content-page"]');
  await expect(content.locator('h1')).toHaveText('Kontakt');
  await tabTo(page, page.getByTestId('builder-insert'));
  await page.keyboard.press('Enter');
  const picker = page.getByTestId('insert-block-dialog');
  await expect(picker).toContainText('Einfügen in: Abschnitt 2');
  await tabTo(page, picker.getByTestId('insert-heading'));
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  const germanText = page.getByLabel('Text (Deutsch (Deutschland))');
  await germanText.fill('Anfahrt und Parken');
  await expect(content.locator('h2').last()).toHaveText('Anfahrt und Parken');
  await germanText.press('Alt+ArrowUp');
  await expect(page.getByTestId('builder-announcement')).toHaveText(
    'Überschrift auf Position 2 von 3 verschoben',
  );
  await expect(content.locator('h2')).toHaveText([
    ...COLUMN_HEADINGS,
    'Antworten sofort',
    'Anfahrt und Parken',
  ]);
  await page.screenshot({ path: 'test-results/cms-journey-builder.png' });

  // "Seite prüfen": the new heading has no English text yet. "Zum Block" selects it; with its English
  // text written, the check no longer finds it (the page's SEO texts are still missing).
  await page.getByTestId('builder-publish-check').click();
  const check = page.getByTestId('builder-publish-check-dialog');
  const findings = check.getByTestId('publish-finding');
  const headingFinding = findings
    .filter({ hasText: 'Übersetzung fehlt' })
    .filter({ hasText: 'Überschrift „' });
  await expect(headingFinding).toHaveCount(1);
  await expect(headingFinding).toContainText('Englisch (Vereinigtes Königreich)');
  await page.screenshot({ path: 'test-results/cms-journey-check.png' });
  await headingFinding.getByRole('button', { name: 'Zum Block' }).click();
  await expect(check).toBeHidden();
  const properties = page.getByRole('complementary', { name: 'Eigenschaften' });
  await expect(properties.getByRole('heading')).toHaveText('Überschrift');
  await page.getByTestId('builder-language').selectOption({ label: 'Englisch (Vereinigtes Königreich)' });
  await page.getByLabel('Text (Englisch (Vereinigtes Königreich))').fill('Directions and parking');
  await page.getByTestId('builder-publish-check').click();
  await expect(findings.filter({ hasText: 'Kein SEO-Titel' }).first()).toBeVisible();
  await expect(headingFinding).toHaveCount(0);
  await check.getByRole('button', { name: 'Schließen' }).click();
  await page.getByTestId('builder-save').click();
  await expect(page.getByText('Seite gespeichert').first()).toBeVisible();

  // A visitor (no session: the shop's page cache serves them) finds nothing there yet: it is inactive.
  const visitorContext = await browser.newContext({ locale: 'de-DE' });
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(`${DRUCKEREI}/${SLUG}`))?.status()).toBe(404);
  await expect(visitor.getByText(NOT_FOUND)).toBeVisible();
  await acceptCookies(visitor);

  // Scheduled: Aktiv from a moment ahead, to the second ("Trotzdem veröffentlichen" past the SEO findings).
  await page.getByTestId('builder-back').click();
  await expect(page).toHaveURL(settings);
  await waitForHydration(page);
  await expect(page.getByText('Seite gespeichert')).toHaveCount(0);
  const startsAt = await localTimeIn(page, START_IN_MS);
  await page.getByLabel('Veröffentlichen ab').fill(startsAt);
  await putPageLive(page);
  await expect(page.getByLabel('Veröffentlichen ab')).toHaveValue(startsAt);

  // Before its start: still nothing for the visitor; the list says Geplant.
  expect((await visitor.reload())?.status()).toBe(404);
  await expect(visitor.getByText(NOT_FOUND)).toBeVisible();
  await page.goto(`${DRUCKEREI}/admin/pages`);
  const chip = page.getByTestId('page-status-Kontakt & Anfahrt');
  await expect(chip).toHaveText('Geplant');

  // After it: the page, on a reload, though nobody saved anything in between — at its start, not when
  // the window job next refreshes the shop's caches (each minute): "not found" is never kept.
  await expect
    .poll(async () => (await visitor.reload())?.status(), {
      timeout: START_IN_MS + 10_000,
      intervals: [1_000],
    })
    .toBe(200);
  const live = visitor.getByTestId('content-page');
  await expect(live.locator('h1')).toHaveText('Kontakt');
  await expect(live.locator('h2')).toHaveText([...COLUMN_HEADINGS, 'Antworten sofort', 'Anfahrt und Parken']);
  await visitor.screenshot({ path: 'test-results/cms-journey-live.png', fullPage: true });
  await page.reload();
  await expect(chip).toHaveText('Aktiv');

  // Version 1, the template as it came, restored: live at once (the kept page made afresh), without
  // the heading.
  await page.getByTestId('page-link-Kontakt & Anfahrt').click();
  await expect(page).toHaveURL(settings);
  await waitForHydration(page);
  // Every save kept a version: 1 the template, 2 the builder's, 3 the publishing.
  await expect(page.getByTestId('page-version-3')).toContainText('Aktuell');
  await expect(page.getByTestId('page-version-1')).toContainText('von Sabine Sonnenschein');
  await page.getByTestId('restore-version-1').click();
  const question = page.getByTestId('confirm-dialog');
  await expect(question).toContainText(
    'Den Inhalt von Version 1 wiederherstellen? Er wird als neue Version gespeichert; die jetzige bleibt in der Liste.',
  );
  await question.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByText('Version 1 wiederhergestellt').first()).toBeVisible();
  await expect(page.getByTestId('page-version-4')).toContainText('Aktuell');
  await visitor.reload();
  await expect(live.locator('h2')).toHaveText([...COLUMN_HEADINGS, 'Antworten sofort']);
  await expect(live.getByText('Anfahrt und Parken')).toHaveCount(0);
  await visitorContext.close();
});
