import { fileURLToPath } from 'node:url';
import { cssVariablesToStyleText, themeToCssVariables } from '@print/core/theme/css-variables';
import { defaultTheme } from '@print/core/theme/default-theme';
import { themeFontFaceCss } from '@print/core/theme/font-faces';
import type { Right } from '@print/core/rights';
import type { Browser, Page } from 'playwright-core';
import type { ThemeEditorView } from '../../../lib/admin/theme-editor-api.ts';
import {
  data,
  openHarness,
  type GraphqlCall,
  type GraphqlHandler,
  type GraphqlReply,
} from '../../../testing/browser-driver.ts';
import { FAKE_SHOP_PATHS } from '../../../testing/fake-shop-page.tsx';
import { eventually } from '../../../testing/harness-browser.ts';

// What the theme editor's browser tests share: a fake of the server's theme editor API (issue 26's
// contract: draft and revision, publish with versions, restore, presets), the harness opened on it, and
// reading the editor and its frame as a person sees them.

const HARNESS = fileURLToPath(new URL('./harness.tsx', import.meta.url));

/** The shop's published theme as the server renders it into the page's <style>. */
const SERVED_CSS = `${cssVariablesToStyleText(themeToCssVariables(defaultTheme))}\n${themeFontFaceCss(defaultTheme)}`;

export const AUTUMN = {
  id: 'preset-autumn',
  name: 'Autumn',
  config: { colors: { colors: { primary: { background: { color: '#b45309' } } } } },
  updatedAt: '2026-11-02T10:00:00.000Z',
};

export const VERSION_1 = {
  id: 'version-1',
  number: 1,
  publishedAt: '2026-10-01T09:30:00.000Z',
  publishedBy: 'Ada Admin',
  config: {
    colors: { colors: { primary: { background: { color: '#15803d' } } } },
    border: { radius: 'off' },
  },
};

export const initialView = (): ThemeEditorView => ({
  draft: {},
  draftRevision: 0,
  published: {},
  hasUnpublishedChanges: false,
  versions: [{ ...VERSION_1, id: 'version-2', number: 2, config: {} }, VERSION_1],
  presets: [AUTUMN],
});

/** The shop's header settings as the API answers them (spec §3). */
export const HEADER_SETTINGS = {
  type: 'default',
  showLogo: true,
  notifications: false,
  favourites: true,
  cart: true,
  search: true,
  topCta: null,
  cta: {
    link: '/catalog',
    label: [
      { language: 'de-DE', text: 'Jetzt bestellen' },
      { language: 'en-GB', text: 'Order now' },
    ],
    colour: 'primary',
  },
  userContextMenu: 'full',
  mobileLayoutScheme: 'wide-cart',
};

type Handlers = Record<string, (call: GraphqlCall, view: ThemeEditorView) => GraphqlReply>;

/**
 * The server: the editor's state, changed by each mutation as the contract says; `overrides` answer
 * an operation otherwise (a refusal).
 */
export function fakeThemeServer(overrides: Handlers = {}): GraphqlHandler {
  let view = initialView();
  let header: unknown = HEADER_SETTINGS;
  const answer = (name: string, next: ThemeEditorView) => {
    view = next;
    return data({ [name]: view });
  };
  return (call) => {
    const override = overrides[call.operationName];
    if (override) return override(call, view);
    const vars = call.variables as { config?: unknown; id?: string; name?: string };
    switch (call.operationName) {
      case 'ThemeEditor':
        return data({ themeEditor: view });
      case 'SaveThemeDraft':
        return answer('saveThemeDraft', {
          ...view,
          draft: vars.config,
          draftRevision: view.draftRevision + 1,
          hasUnpublishedChanges: true,
        });
      case 'PublishTheme': {
        const number = (view.versions[0]?.number ?? 0) + 1;
        const version = {
          id: `version-${number}`,
          number,
          publishedAt: '2026-12-07T12:00:00.000Z',
          publishedBy: 'Karla Kunde',
          config: vars.config,
        };
        return answer('publishTheme', {
          ...view,
          draft: vars.config,
          published: vars.config,
          draftRevision: view.draftRevision + 1,
          hasUnpublishedChanges: false,
          versions: [version, ...view.versions],
        });
      }
      case 'RestoreThemeVersion': {
        const config = view.versions.find((version) => version.id === vars.id)!.config;
        return answer('restoreThemeVersion', {
          ...view,
          draft: config,
          published: config,
          hasUnpublishedChanges: false,
        });
      }
      case 'DiscardThemeDraft':
        return answer('discardThemeDraft', { ...view, draft: view.published, hasUnpublishedChanges: false });
      case 'SaveThemePreset':
        return data({
          saveThemePreset: {
            id: 'preset-new',
            name: vars.name,
            config: vars.config,
            updatedAt: '2026-12-07T12:00:00.000Z',
          },
        });
      case 'RenameThemePreset':
        return data({
          renameThemePreset: { ...view.presets.find((preset) => preset.id === vars.id)!, name: vars.name },
        });
      case 'DeleteThemePreset':
        return data({ deleteThemePreset: true });
      case 'HeaderSettings':
        return data({ headerSettings: header });
      case 'UpdateHeaderSettings': {
        const { input } = call.variables as { input: Record<string, unknown> };
        header = { ...input };
        return data({ updateHeaderSettings: header });
      }
      default:
        throw new Error(`unexpected operation ${call.operationName}`);
    }
  };
}

/** The shop's languages (codes, the default first) and the user's rights, when not the usual. */
export type EditorShop = { languages?: string[]; rights?: Right[] };

/** Opens /themeeditor on the fake server (frame at /shop, Close back to /admin/pages). */
export const openEditor = (
  browser: Browser,
  handler: GraphqlHandler = fakeThemeServer(),
  path = '/themeeditor?path=/shop&from=/admin/pages',
  shop: EditorShop = {},
) =>
  openHarness(browser, {
    entry: HARNESS,
    config: { path, ...shop },
    handler,
    readyTestId: 'theme-editor',
    themeCss: SERVED_CSS,
    pagePaths: FAKE_SHOP_PATHS,
  });

/** The variables of each call of one operation. */
export const sent = (calls: readonly GraphqlCall[], operation: string) =>
  calls.filter((call) => call.operationName === operation).map((call) => call.variables);

export const frame = (page: Page) => page.frameLocator('[data-testid="theme-frame"]');

/** Waits until the frame's page said it is ready (its address is in the field). */
export async function frameReady(page: Page, path = '/shop') {
  await eventually(() => page.getByTestId('theme-address').inputValue()).toBe(path);
}

/** The frame's button as drawn: its background and corner radius. */
export const shopButton = (page: Page) =>
  frame(page)
    .getByTestId('shop-button')
    .evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
    });

/** Opens a colour group of the Colours panel. */
export const openGroup = (page: Page, path: string) => page.getByTestId(`colour-group-${path}`).click();

/** Types a colour code into an entry's input. */
export async function typeColour(page: Page, path: string, code: string) {
  await page.getByTestId(`colour-input-${path}`).fill(code);
}
