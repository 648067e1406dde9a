import { createContext, useContext } from 'react';
import { THEME_STYLE_ID } from '../lib/theme/theme-style-id.ts';

/** The tenant theme's CSS while the server renders a page (entry.server.tsx provides it). */
export const ThemeCssContext = createContext<string | null>(null);

let hydratedCss: string | undefined;

/** The CSS the server put into the page, read once before React touches the tag. */
function cssFromPage(): string {
  if (typeof document === 'undefined') return '';
  hydratedCss ??= document.getElementById(THEME_STYLE_ID)?.textContent ?? '';
  return hydratedCss;
}

/**
 * The tenant theme's <style> tag. The server renders the CSS from its load context; the browser
 * renders what the server's tag holds, so hydration matches and the CSS is not sent a second time in
 * the loader data. The server builds this CSS from the tenant theme and guarantees it is inert. A
 * theme change shows with the next page load. In the theme editor's frame the preview listener replaces
 * the tag's text with the draft's (React leaves it alone: the prop it renders never changes).
 */
export function TenantThemeStyle() {
  const css = useContext(ThemeCssContext) ?? cssFromPage();
  return <style id={THEME_STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
