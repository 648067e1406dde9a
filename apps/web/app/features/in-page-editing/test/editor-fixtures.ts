import { fileURLToPath } from 'node:url';
import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import type { Right } from '@print/core/rights';
import type { Page } from 'playwright-core';
import { data, openHarness, type GraphqlHandler } from '../../../testing/browser-driver.ts';
import { harnessBrowser } from '../../../testing/harness-browser.ts';
import type { EditLedger } from '../../../lib/i18n/edit-ledger.ts';
import type { EditorHarnessConfig } from './harness.tsx';

const HARNESS = fileURLToPath(new URL('./harness.tsx', import.meta.url));

export const ALL_RIGHTS: Right[] = ['translations.edit', 'catalog.write', 'cms.edit'];

/** The English text of a catalogue key. */
export const text = (key: string) => builtInCatalogue[key]!['en-GB'];

/** What the server's ledger holds for the harness's first page. */
export const FIRST_PAGE_LEDGER: EditLedger = Object.fromEntries(
  ['shell.cart', 'shell.searchPlaceholder', 'common.close', 'shell.footerImprint'].map((key) => [
    key,
    [text(key)],
  ]),
);

export const editorBrowser = () =>
  harnessBrowser(
    (browser, options: Partial<EditorHarnessConfig> = {}, handler: GraphqlHandler = () => data({})) => {
      const config: EditorHarnessConfig = { path: '/', rights: ALL_RIGHTS, ...options };
      return openHarness(browser, {
        entry: HARNESS,
        config,
        handler,
        readyTestId: 'edit-mode-fab',
      });
    },
  );

export const fab = (page: Page) => page.getByTestId('edit-mode-fab');
export const controls = (page: Page) => page.getByTestId('edit-mode-controls');
export const storedState = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('print.editMode') ?? 'null') as unknown);
export const editMark = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-edit');

/** Opens the controls popover. */
export async function openControls(page: Page): Promise<void> {
  await page.getByTestId('edit-mode-controls-button').click();
  await controls(page).waitFor();
}
