import { themeFontFaceCss } from '@print/core/theme/font-faces';
import { cssVariablesToStyleText, themeToCssVariables } from '@print/core/theme/css-variables';
import { mergeThemeWithDefaults } from '@print/core/theme/merge-theme';
import type { Logger } from '@print/core/log';
import { isDarkBackground } from '@print/core/theme/contrast';
import type { Theme } from '@print/core/theme/types';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { themes } from './theme.tables.ts';

/** Adds a theme and makes it the tenant's active one (a new tenant's first theme). */
export async function addActiveTheme(tx: Tx, theme: { name: string; config: unknown }) {
  await tx.update(themes).set({ isActive: false }).where(eq(themes.isActive, true));
  await tx.insert(themes).values({ name: theme.name, isActive: true, config: theme.config });
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
  /** The header's background is dark: the shop's logos for dark backgrounds go there (shop-logos.ts). */
  darkHeader: boolean;
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
      css: `${cssVariablesToStyleText(vars)}\n${themeFontFaceCss(theme, log)}`,
      primary: {
        background: vars['--color-primary-background'] ?? '#2563eb',
        text: vars['--color-primary-text'] ?? '#ffffff',
      },
      darkHeader: isDarkBackground(vars['--app-header-background'] ?? '#ffffff'),
    };
    if (looksByConfig.size >= 500) looksByConfig.clear(); // bounded: a few themes per tenant
    looksByConfig.set(key, look);
  }
  return look;
}
