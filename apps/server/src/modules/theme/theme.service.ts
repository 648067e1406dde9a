import { getFontDefinition, resolveFontFamily } from '@print/core/theme/fonts';
import { cssVariablesToStyleText, themeToCssVariables } from '@print/core/theme/css-variables';
import { mergeThemeWithDefaults } from '@print/core/theme/merge-theme';
import type { Logger } from '@print/core/log';
import type { Theme } from '@print/core/theme/types';
import { FONT_SLOTS } from '@print/core/theme/types';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { themes } from './theme.tables.ts';
import { fontFileUrl } from './font-files.ts';

/** Adds a theme and makes it the tenant's active one (a new tenant's first theme). */
export async function addActiveTheme(tx: Tx, tenantId: string, theme: { name: string; config: unknown }) {
  await tx.update(themes).set({ isActive: false }).where(eq(themes.isActive, true));
  await tx.insert(themes).values({ tenantId, name: theme.name, isActive: true, config: theme.config });
}

async function loadActiveThemeConfig(tx: Tx): Promise<unknown> {
  const [row] = await tx
    .select({ config: themes.config })
    .from(themes)
    .where(eq(themes.isActive, true))
    .limit(1);
  return row?.config ?? {};
}

/** The tenant's active theme with the defaults filled in (the print PDF resolves its colours with it). */
export async function loadActiveTheme(tx: Tx, log?: Logger): Promise<Theme> {
  return mergeThemeWithDefaults(await loadActiveThemeConfig(tx), log);
}

/** What the server renders from the tenant's active theme. */
export type ThemeLook = {
  /** The SSR <head> CSS: custom properties and font faces. */
  css: string;
  /** The primary colour and its text colour (the generated favicon). */
  primary: { background: string; text: string };
};

/**
 * The look of the tenant's active theme. Building it resolves every colour of the tree, so the result is
 * memoised by the stored config itself: an edited theme is a new key, never a stale hit.
 */
const looksByConfig = new Map<string, ThemeLook>();
export async function loadThemeLook(tx: Tx, log: Logger): Promise<ThemeLook> {
  const key = JSON.stringify(await loadActiveThemeConfig(tx));
  let look = looksByConfig.get(key);
  if (look === undefined) {
    const theme = mergeThemeWithDefaults(JSON.parse(key), log);
    const vars = themeToCssVariables(theme, log);
    look = {
      css: `${cssVariablesToStyleText(vars)}\n${fontFaceCss(theme, log)}`,
      primary: {
        background: vars['--color-primary-background'] ?? '#2563eb',
        text: vars['--color-primary-text'] ?? '#ffffff',
      },
    };
    if (looksByConfig.size >= 500) looksByConfig.clear(); // bounded: a few themes per tenant
    looksByConfig.set(key, look);
  }
  return look;
}

/** The SSR theme CSS of the tenant's active theme. */
export async function loadThemeCss(tx: Tx, log: Logger): Promise<string> {
  return (await loadThemeLook(tx, log)).css;
}

// Latin covers German and English; latin-ext adds the rest of Europe. Ranges as fontsource publishes them.
const SUBSETS = [
  {
    subset: 'latin',
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    subset: 'latin-ext',
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];

/** @font-face rules for exactly the families the theme uses, served from our own /fonts route. */
export function fontFaceCss(theme: Theme, log: Logger): string {
  const families = new Set(FONT_SLOTS.map((slot) => resolveFontFamily(theme.fonts?.[slot], log, slot)));
  const rules: string[] = [];
  for (const family of families) {
    const definition = getFontDefinition(family);
    if (!definition) continue;
    for (const weight of definition.weights) {
      for (const { subset, range } of SUBSETS) {
        rules.push(
          `@font-face{font-family:'${definition.family}';font-style:normal;font-display:swap;font-weight:${weight};` +
            `src:url(${fontFileUrl(definition.fontsourcePackage, subset, weight)}) format('woff2');unicode-range:${range};}`,
        );
      }
    }
  }
  return rules.join('\n');
}
