import type { ValidationResult } from '../validation/messages.ts';
import { FAVICON_SIZE, LOGIN_BACKGROUND_SIZE, SQUARE_LOGO_SIZE, WIDE_LOGO_SIZE } from './logo-sizes.ts';

// A shop's logos and pictures of its own (spec §3 Media, §9 limits): the wide logo is 900×186 px (ratio
// 4.84), the favicon 512×512 px, the square logo square; the logos for dark backgrounds have their light
// twins' shapes. A larger picture of the same shape is scaled down by the browser without blur, so it is
// accepted too; another shape would be squeezed or cut off and is refused. The login background covers
// the page whatever its shape, so only its size counts. The wizard checks a picture before it uploads it,
// the server again before it keeps it.

export const LOGO_KINDS = [
  'logo',
  'wideLogo',
  'favicon',
  'darkLogo',
  'darkWideLogo',
  'loginBackground',
] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

export type LogoSpec = {
  width: number;
  height: number;
  messageKey: string;
  /** Any width:height at least this big (a picture that covers an area); else the shape is checked. */
  anyShape?: true;
};

const SQUARE_LOGO: LogoSpec = { ...SQUARE_LOGO_SIZE, messageKey: 'admin.logoSquareSize' };
const WIDE_LOGO: LogoSpec = { ...WIDE_LOGO_SIZE, messageKey: 'admin.logoWideSize' };

export const LOGO_SPECS: Readonly<Record<LogoKind, LogoSpec>> = {
  logo: SQUARE_LOGO,
  wideLogo: WIDE_LOGO,
  favicon: { ...FAVICON_SIZE, messageKey: 'admin.logoFaviconSize' },
  darkLogo: SQUARE_LOGO,
  darkWideLogo: WIDE_LOGO,
  loginBackground: { ...LOGIN_BACKGROUND_SIZE, messageKey: 'admin.logoBackgroundSize', anyShape: true },
};

/** How far a picture's width:height may be off the spec's (1 %: 900×186 and 1800×372 pass, 900×200 not). */
export const LOGO_RATIO_TOLERANCE = 0.01;

/** Null when a picture of this size fits the kind; else its message (with the size it needs). */
export function checkLogoSize(kind: LogoKind, size: { width: number; height: number }): ValidationResult {
  const spec = LOGO_SPECS[kind];
  const wanted = spec.width / spec.height;
  const ratio = size.height > 0 ? size.width / size.height : 0;
  const shapeFits = spec.anyShape || Math.abs(ratio - wanted) / wanted <= LOGO_RATIO_TOLERANCE;
  const bigEnough = size.width >= spec.width && size.height >= spec.height;
  if (shapeFits && bigEnough) return null;
  return {
    key: spec.messageKey,
    params: { width: String(spec.width), height: String(spec.height), found: `${size.width}×${size.height}` },
  };
}
