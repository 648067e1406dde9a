import type { LogoKind } from './logo-rules.ts';
import { mediaPath } from './media-paths.ts';

// Which of a shop's uploaded logos the shop shows (the setup wizard's Logos & icons, spec §3 Media). The
// shop has one look, not a light and a dark one: the logos for dark backgrounds ("dark mode") are shown
// where the header's background is dark, so a logo is always drawn on the background it was made for.

/** The shop's pictures as addresses on its own host; a kind left out has no picture (the shop draws one). */
export type ShopLogos = {
  /** The header's square logo, in place of the initial drawn from the name. */
  logo?: string;
  /** The header's wide logo (900×186), in place of the square logo and the name beside it. */
  wideLogo?: string;
  /** 512×512; without it the server draws one (/favicon.svg). */
  favicon?: string;
  /** Covers the login page behind its form. */
  loginBackground?: string;
};

/**
 * The pictures of the stored media ids. `darkHeader`: the header's background is dark; the dark logos
 * then take the place of the light ones, and a light logo stands in where no dark one was uploaded.
 * On a light header a dark logo is not shown (light text on a light ground).
 */
export function shopLogos(
  stored: Partial<Record<LogoKind, string>> | undefined,
  darkHeader: boolean,
): ShopLogos {
  const logos: ShopLogos = {};
  const pick = (light: LogoKind, dark: LogoKind) => {
    const id = (darkHeader && stored?.[dark]) || stored?.[light];
    return id ? mediaPath(id) : undefined;
  };
  const logo = pick('logo', 'darkLogo');
  const wideLogo = pick('wideLogo', 'darkWideLogo');
  if (logo) logos.logo = logo;
  if (wideLogo) logos.wideLogo = wideLogo;
  if (stored?.favicon) logos.favicon = mediaPath(stored.favicon);
  if (stored?.loginBackground) logos.loginBackground = mediaPath(stored.loginBackground);
  return logos;
}
