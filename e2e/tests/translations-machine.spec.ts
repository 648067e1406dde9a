import { expect, test, type Locator, type Page } from '@playwright/test';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn } from './demo-shops.ts';
import { API_HEADERS } from './shop-api.ts';
import { waitForHydration } from './shell.ts';

// The translations admin (spec §2 Translations admin, §4 Translations) against the fake DeepL server of
// the e2e config: an admin machine-translates the missing texts of the ticked rows and follows the run,
// reviews and accepts one result, locks another and runs again without it changing, and sees a result
// that lost its placeholder refused (the fake drops it from texts containing PLACEHOLDER-LOST). In both
// demo shops: Druckerei (de-DE, en-GB) and NorthPrint (en-GB, en-US).

const LANGUAGES: Record<string, { base: string; other: string }> = {
  Druckerei: { base: 'de-DE', other: 'en-GB' },
  NorthPrint: { base: 'en-GB', other: 'en-US' },
};
const PLACEHOLDER_KEY = 't:validation.tooLong';

/** One GraphQL call from the page (its cookies, its host: the demo shops' *.localhost names resolve there). */
async function api(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await page.evaluate(
    async ({ query, variables, headers }) => {
      const answer = await fetch('/service-api/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown };
    },
    { query, variables, headers: API_HEADERS },
  );
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function createCategory(page: Page, language: string, name: string) {
  const data = await api(
    page,
    'mutation C($input: CategoryInput!) { createCategory(input: $input) { id } }',
    { input: { name: [{ language, text: name }], published: false } },
  );
  return (data.createCategory as { id: string }).id;
}

async function saveText(page: Page, address: string, language: string, text: string) {
  const details = await api(
    page,
    'query D($a: [String!]!) { translationDetails(addresses: $a) { revision } }',
    { a: [address] },
  );
  const revision = (details.translationDetails as { revision: number }[])[0]!.revision;
  await api(
    page,
    'mutation S($a: String!, $t: [TranslationTextInput!]!, $r: Int!) { saveTranslations(address: $a, texts: $t, revision: $r) { revision } }',
    { a: address, t: [{ languageCode: language, text }], r: revision },
  );
}

const testIdOf = (address: string) => address.replace(/[^\w.-]+/g, '_');
const cell = (page: Page, address: string, language: string): Locator =>
  page.getByTestId(`cell-${testIdOf(address)}-${language}`);

async function translateTicked(page: Page, language: string) {
  await page.getByTestId('translate-missing').click();
  const dialog = page.getByTestId('machine-translate');
  await expect(dialog.getByTestId('machine-translate-language')).toContainText(language);
  await dialog.getByTestId('machine-translate-start').click();
  // The run's progress shows until its job finished; then its report. A run that ended otherwise names
  // its state and the job's error in the outcome line, so the failure says why.
  const run = dialog.getByTestId('machine-translate-run');
  await expect(run).not.toHaveAttribute('data-state', 'running', { timeout: 30_000 });
  await expect(dialog.getByTestId('machine-translate-outcome')).toHaveText(/^(Fertig|Done)\.$/);
  await expect(run).toHaveAttribute('data-state', 'completed');
  return dialog;
}

async function openEditor(page: Page, address: string) {
  await page.getByTestId(`edit-translation-${testIdOf(address)}`).click();
  const editor = page.getByTestId('translation-editor');
  await expect(editor.locator('fieldset').first()).toBeVisible();
  return editor;
}

for (const shop of [DRUCKEREI_SHOP, NORTHPRINT_SHOP]) {
  test(`${shop.name}: machine translation of missing texts, review, lock and a refused result`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { base, other } = LANGUAGES[shop.name]!;
    const tag = `[${other.toUpperCase()}]`;
    await signIn(page, shop, shop.admin);
    const token = `Xlt${Date.now().toString(36)}`;
    const alphaId = await createCategory(page, base, `${token} Alpha`);
    const betaId = await createCategory(page, base, `${token} Beta`);
    const alpha = `category:${alphaId}.name`;
    const beta = `category:${betaId}.name`;

    // Both names are missing in the other language; the ticked rows are translated.
    await page.goto(`${shop.origin}/admin/translations?q=${token}`);
    await waitForHydration(page);
    await expect(cell(page, alpha, other)).toHaveAttribute('data-state', 'untranslated');
    await expect(cell(page, beta, other)).toHaveAttribute('data-state', 'untranslated');
    await page.getByTestId('select-all-rows').click();
    let run = await translateTicked(page, other);
    await expect(run.getByTestId('machine-translate-report')).toContainText(/^2 /);
    await run.getByTestId('machine-translate-close').click();
    await expect(cell(page, alpha, other)).toHaveAttribute('data-state', 'awaitingReview');
    await expect(cell(page, alpha, other)).toContainText(`${tag} ${token} Alpha`);
    await page.screenshot({ path: `test-results/translations-${shop.name}-1440.png`, fullPage: true });

    // Review: the result against the empty text before it, accepted.
    let editor = await openEditor(page, alpha);
    await expect(editor.getByTestId(`editor-diff-${other}`)).toContainText(`${tag} ${token} Alpha`);
    await page.screenshot({ path: `test-results/translations-editor-${shop.name}-1440.png` });
    await editor.getByTestId(`editor-accept-${other}`).click();
    await expect(editor.getByTestId(`editor-state-${other}`)).toHaveAttribute('data-value', 'reviewed');
    await editor.getByRole('button', { name: /^(Abbrechen|Cancel)$/ }).click();
    await expect(cell(page, alpha, other)).toHaveAttribute('data-state', 'reviewed');

    // The other name changes in the default language and its translation is locked: a new run leaves it.
    editor = await openEditor(page, beta);
    await editor.getByTestId(`editor-text-${base}`).fill(`${token} Beta two`);
    await editor.getByTestId('save-translation').click();
    await expect(editor).toHaveCount(0);
    editor = await openEditor(page, beta);
    await editor.getByTestId(`editor-lock-${other}`).click();
    await expect(editor.getByTestId(`editor-language-${other}`).getByRole('img')).toBeVisible();
    await editor.getByRole('button', { name: /^(Abbrechen|Cancel)$/ }).click();
    await expect(cell(page, beta, other).getByRole('img')).toBeVisible();
    await page.getByTestId('select-all-rows').click();
    run = await translateTicked(page, other);
    await expect(run.getByTestId('machine-translate-report')).toContainText(/^0 .* 0 .* 1 /);
    await run.getByTestId('machine-translate-close').click();
    await expect(cell(page, beta, other)).toContainText(`${tag} ${token} Beta`);
    await expect(cell(page, beta, other)).not.toContainText('two');
    await expect(cell(page, alpha, other)).toHaveAttribute('data-state', 'reviewed');

    // A result that lost the default text's placeholder is refused and listed.
    await saveText(page, PLACEHOLDER_KEY, other, 'At most {max} characters (e2e)');
    await saveText(page, PLACEHOLDER_KEY, base, 'PLACEHOLDER-LOST {max}');
    await page.goto(`${shop.origin}/admin/translations?q=validation.tooLong`);
    await waitForHydration(page);
    await page.getByTestId(`select-row-${PLACEHOLDER_KEY}`).click();
    run = await translateTicked(page, other);
    await expect(run.getByTestId('machine-translate-refused')).toContainText('validation.tooLong');
    await expect(run.getByTestId('machine-translate-refused')).toContainText(
      /Ein Platzhalter fehlt|A placeholder is missing/,
    );
    await run.getByTestId('machine-translate-close').click();
    await expect(cell(page, PLACEHOLDER_KEY, other)).toContainText('At most {max} characters (e2e)');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `test-results/translations-${shop.name}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    for (const language of [other, base])
      await api(
        page,
        'mutation R($a: String!, $l: String!) { revertTranslation(address: $a, languageCode: $l) { revision } }',
        { a: PLACEHOLDER_KEY, l: language },
      );
    for (const id of [alphaId, betaId])
      await api(page, 'mutation D($id: ID!) { deleteCategory(id: $id) }', { id });
  });
}
