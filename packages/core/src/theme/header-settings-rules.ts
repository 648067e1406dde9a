import { BUTTON_COLORS, type HeaderType, type UserContextMenuMode } from '../constants.ts';
import { readLocalizedText, type LocalizedText } from '../i18n/localized-text.ts';
import type { ValidationError } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkLinkUrl } from '../validation/text-rules.ts';
import {
  DEFAULT_HEADER_SETTINGS,
  type HeaderCta,
  type HeaderSettings,
  type HeaderTopCta,
  type MobileLayoutScheme,
  type MobileLogo,
} from './header-settings.ts';

// The header settings' values and rules (spec §5, §9): every mobile layout scheme, the tolerant read of
// the stored settings (the server's) and the check of new ones (the server's updateHeaderSettings and the
// theme editor's Header tab before sending). Apart from header-settings.ts, whose shape and layout every
// shop page's header uses: the shop's pages do not load this.

/** Narrows an unknown value to a member of one of the enumerations here or in constants.ts. */
export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const HEADER_TYPES = ['default', 'simple'] as const satisfies readonly HeaderType[];
export const USER_CONTEXT_MENU_MODES = [
  'hidden',
  'full',
  'loginLogout',
] as const satisfies readonly UserContextMenuMode[];
export const MOBILE_LOGOS = ['square', 'wide'] as const satisfies readonly MobileLogo[];

/** All 16 schemes, in the order an admin list shows them. */
export const MOBILE_LAYOUT_SCHEMES: readonly MobileLayoutScheme[] = MOBILE_LOGOS.flatMap((logo) =>
  ['', '-cart'].flatMap((cart) =>
    ['', '-search'].flatMap((search) =>
      ['', '-cta'].map((cta) => `${logo}${cart}${search}${cta}` as MobileLayoutScheme),
    ),
  ),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasText = (texts: LocalizedText): boolean => Object.values(texts).some((text) => text.trim() !== '');

/** A stored link is kept only when it passes the link rule (no javascript:, no //other-host). */
const readLink = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && checkLinkUrl(value) === null ? value : null;

function readCta(value: unknown): HeaderCta | null {
  if (!isRecord(value)) return null;
  const link = readLink(value.link);
  const label = readLocalizedText(value.label);
  if (!link || !hasText(label)) return null;
  return { link, label, colour: isOneOf(BUTTON_COLORS, value.colour) ? value.colour : 'primary' };
}

function readTopCta(value: unknown): HeaderTopCta | null {
  if (!isRecord(value)) return null;
  const link = readLink(value.link);
  const suffix = readLocalizedText(value.suffix);
  return link && hasText(suffix) ? { link, suffix } : null;
}

/**
 * The header settings from the tenant's stored settings document (`header`), each missing or broken
 * value replaced by its default: a broken setting never breaks the shop's header. A CTA or top line
 * without a valid link or any text is left out.
 */
export function readHeaderSettings(tenantSettings: unknown): HeaderSettings {
  const raw = isRecord(tenantSettings) && isRecord(tenantSettings.header) ? tenantSettings.header : {};
  const d = DEFAULT_HEADER_SETTINGS;
  const flag = (key: keyof HeaderSettings) =>
    typeof raw[key] === 'boolean' ? (raw[key] as boolean) : (d[key] as boolean);
  return {
    type: isOneOf(HEADER_TYPES, raw.type) ? raw.type : d.type,
    showLogo: flag('showLogo'),
    notifications: flag('notifications'),
    favourites: flag('favourites'),
    cart: flag('cart'),
    search: flag('search'),
    topCta: readTopCta(raw.topCta),
    cta: readCta(raw.cta),
    userContextMenu: isOneOf(USER_CONTEXT_MENU_MODES, raw.userContextMenu)
      ? raw.userContextMenu
      : d.userContextMenu,
    mobileLayoutScheme: isOneOf(MOBILE_LAYOUT_SCHEMES as readonly string[], raw.mobileLayoutScheme)
      ? (raw.mobileLayoutScheme as MobileLayoutScheme)
      : d.mobileLayoutScheme,
  };
}

/** Checks one link and its texts; `prefix` names the fields, e.g. 'cta' → 'cta.link', 'cta.label.en-GB'. */
function checkLinkWithTexts(
  prefix: string,
  link: string,
  textsName: string,
  texts: LocalizedText,
  defaultLanguage: string,
  errors: Record<string, ValidationError>,
) {
  const linkError =
    checkForbiddenCharacters(link) ??
    (link.trim() === '' ? { key: 'validation.required' } : checkLinkUrl(link));
  if (linkError) errors[`${prefix}.link`] = linkError;
  for (const [language, text] of Object.entries(texts)) {
    const forbidden = checkForbiddenCharacters(text);
    if (forbidden) errors[`${prefix}.${textsName}.${language}`] = forbidden;
  }
  // Spec §5: a translation needs the default language filled first.
  const fallback = `${prefix}.${textsName}.${defaultLanguage}`;
  if (!errors[fallback] && !(texts[defaultLanguage] ?? '').trim())
    errors[fallback] = { key: 'validation.required' };
}

/**
 * The admin's check of new header settings (spec §5): field name → message, empty when all is well.
 * Links must start with https:// or be relative and start with /; texts must not hold the forbidden
 * characters; a CTA needs its label in the tenant's default language.
 */
export function checkHeaderSettings(
  settings: HeaderSettings,
  defaultLanguage: string,
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  if (!isOneOf(HEADER_TYPES, settings.type)) errors.type = { key: 'validation.required' };
  if (!isOneOf(USER_CONTEXT_MENU_MODES, settings.userContextMenu))
    errors.userContextMenu = { key: 'validation.required' };
  if (!(MOBILE_LAYOUT_SCHEMES as readonly string[]).includes(settings.mobileLayoutScheme))
    errors.mobileLayoutScheme = { key: 'validation.required' };
  if (settings.cta) {
    checkLinkWithTexts('cta', settings.cta.link, 'label', settings.cta.label, defaultLanguage, errors);
    if (!isOneOf(BUTTON_COLORS, settings.cta.colour)) errors['cta.colour'] = { key: 'validation.required' };
  }
  if (settings.topCta) {
    const { link, suffix } = settings.topCta;
    checkLinkWithTexts('topCta', link, 'suffix', suffix, defaultLanguage, errors);
  }
  return errors;
}
