import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { data, openHarness, userInputError, type GraphqlHandler } from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';

// The translations admin in Chromium: states and locks in the table, the honest not-configured state
// of machine translation, and the editor's rules: the default language first (spec §5's message), a
// stale revision said clearly, and what was typed kept after a failed save.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const cell = (over: { languageCode: string } & Record<string, unknown>) => ({
  text: '',
  state: 'reviewed',
  locked: false,
  outdated: false,
  suggestion: null,
  suggestedBy: null,
  ...over,
});
const ROW = {
  address: 't:admin.navOrders',
  group: 'admin',
  type: 'static',
  format: 'text',
  revision: 3,
  languages: [
    cell({ languageCode: 'en-GB', text: 'Orders' }),
    cell({ languageCode: 'de-DE', text: 'Aufträge', state: 'machine', locked: true, suggestedBy: 'deepl' }),
  ],
};
const OUTDATED = {
  ...ROW,
  address: 't:admin.navUsers',
  languages: [
    cell({ languageCode: 'en-GB', text: 'Users' }),
    cell({ languageCode: 'de-DE', text: 'Nutzer', outdated: true }),
  ],
};
const DETAIL = {
  address: ROW.address,
  type: 'static',
  format: 'text',
  revision: 3,
  languages: ROW.languages.map((c) => ({ ...c, servedBy: c.languageCode })),
};

// A category description: rich text, stored as Slate JSON; the machine result waits for review.
const richText = (...lines: string[]) =>
  JSON.stringify(lines.map((line) => ({ type: 'paragraph', children: [{ text: line }] })));
const RICH = {
  address: 'category:7f1c.description',
  group: 'category',
  type: 'categoryDescription',
  format: 'richTextSlate',
  revision: 1,
  owner: 'Flyer A5',
  languages: [
    cell({ languageCode: 'en-GB', text: richText('Cards for every day.', 'Printed tomorrow.') }),
    cell({
      languageCode: 'de-DE',
      text: '',
      state: 'untranslated',
      suggestion: richText('Karten für jeden Tag.', 'Morgen gedruckt.'),
      suggestedBy: 'deepl',
    }),
  ],
};

const server =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    switch (call.operationName) {
      case 'TranslationTable':
        return data({ translationTable: { total: 2, groups: ['admin'], items: [ROW, OUTDATED] } });
      case 'MachineTranslationAvailable':
        return data({ machineTranslationAvailable: false });
      case 'TranslationDetails':
        return data({ translationDetails: [DETAIL] });
      case 'TranslationSuggestions':
        return data({ translationSuggestions: [] });
      default:
        return data({});
    }
  };

const browser = harnessBrowser((chromium, handler: GraphqlHandler = server()) =>
  openHarness(chromium, {
    entry: HARNESS,
    config: { path: '/admin/translations' },
    handler,
    readyTestId: 'location',
  }),
);

describe('the translations admin', { timeout: 60_000 }, () => {
  it('shows each language’s state and lock, and says what to configure for machine translation', async () => {
    const { page } = await browser.open();
    const machine = page.getByTestId('cell-t_admin.navOrders-de-DE');
    await eventually(() => machine.getAttribute('data-state')).toBe('awaitingReview');
    expect(await machine.textContent()).toContain('Machine-translated, awaiting review');
    expect(await machine.getByRole('img', { name: 'Locked' }).count()).toBe(1);
    expect(await page.getByTestId('cell-t_admin.navUsers-de-DE').getAttribute('data-state')).toBe('outdated');
    await eventually(() => page.getByTestId('translate-not-configured').textContent()).toBe(
      'Configure DeepL or AI in tenant settings → Automatic translation.',
    );
    expect(await page.getByTestId('translate-missing').isDisabled()).toBe(true);
  });

  it('needs the default language first, and keeps what was typed when the text changed meanwhile', async () => {
    const { page, calls } = await browser.open(
      server({ SaveTranslations: () => userInputError('admin.translationChangedMeanwhile') }),
    );
    await page.getByTestId('edit-translation-t_admin.navOrders').click();
    const editor = page.getByTestId('translation-editor');
    await eventually(() => editor.getByTestId('editor-review-de-DE').textContent()).toContain('Aufträge');
    await editor.getByTestId('editor-text-en-GB').fill('');
    await editor.getByTestId('save-translation').click();
    await eventually(() => editor.textContent()).toContain(
      'A translation needs the default language filled first',
    );
    expect(calls.map((call) => call.operationName)).not.toContain('SaveTranslations');

    await editor.getByTestId('editor-text-en-GB').fill('All orders');
    await editor.getByTestId('save-translation').click();
    await eventually(() => editor.textContent()).toContain(
      'This text was changed meanwhile. Please reload it and save again.',
    );
    expect(await editor.getByTestId('editor-text-en-GB').inputValue()).toBe('All orders');
    expect(calls.find((call) => call.operationName === 'SaveTranslations')?.variables).toEqual({
      address: 't:admin.navOrders',
      texts: [{ languageCode: 'en-GB', text: 'All orders' }],
      revision: 3,
    });
  });

  it('shows a rich text as its lines, edits it in the rich text editor and diffs the words, not the JSON', async () => {
    const { page } = await browser.open(
      server({
        TranslationTable: () => data({ translationTable: { total: 1, groups: ['category'], items: [RICH] } }),
        TranslationDetails: () =>
          data({
            translationDetails: [
              { ...RICH, languages: RICH.languages.map((c) => ({ ...c, servedBy: null })) },
            ],
          }),
      }),
    );
    // The row names its category, not the id in its address.
    await eventually(() => page.getByTestId('translations-table').textContent()).toContain(
      'Flyer A5 · description',
    );
    expect(await page.getByTestId('translations-table').textContent()).not.toContain('category:7f1c');
    const source = page.getByTestId('cell-category_7f1c.description-en-GB');
    await eventually(() => source.textContent()).toContain('Cards for every day.');
    expect(await source.textContent()).not.toContain('paragraph');
    await page.getByTestId('edit-translation-category_7f1c.description').click();
    const editor = page.getByTestId('translation-editor');
    const field = editor.getByTestId('editor-text-en-GB');
    await eventually(() => field.getAttribute('contenteditable')).toBe('true');
    expect(await field.textContent()).toContain('Printed tomorrow.');
    const diff = await editor.getByTestId('editor-diff-de-DE').textContent();
    expect(diff).toContain('Karten für jeden Tag.');
    expect(diff).not.toContain('children');
  });

  it('keeps what was typed in one language when another is locked or its machine result accepted', async () => {
    let revision = 3;
    const { page } = await browser.open(
      server({
        SetTranslationLock: () => ((revision += 1), data({ setTranslationLock: true })),
        AcceptTranslationSuggestions: () => ((revision += 1), data({ acceptTranslationSuggestions: 1 })),
        TranslationDetails: () =>
          data({
            translationDetails: [
              { ...DETAIL, revision, languages: DETAIL.languages.map((c) => ({ ...c, locked: false })) },
            ],
          }),
      }),
    );
    await page.getByTestId('edit-translation-t_admin.navOrders').click();
    const editor = page.getByTestId('translation-editor');
    await editor.getByTestId('editor-text-en-GB').fill('All orders');
    await editor.getByTestId('editor-lock-de-DE').click();
    await eventually(() => revision).toBe(4);
    await eventually(() => editor.getByTestId('editor-lock-de-DE').isDisabled()).toBe(false);
    expect(await editor.getByTestId('editor-text-en-GB').inputValue()).toBe('All orders');
    await editor.getByTestId('editor-text-de-DE').fill('Alle Aufträge');
    await editor.getByTestId('editor-accept-de-DE').click();
    await eventually(() => revision).toBe(5);
    // The accept replaced the German text (read again: here still 'Aufträge'); the English stays typed.
    await eventually(() => editor.getByTestId('editor-text-de-DE').inputValue()).toBe('Aufträge');
    expect(await editor.getByTestId('editor-text-en-GB').inputValue()).toBe('All orders');
  });
});
