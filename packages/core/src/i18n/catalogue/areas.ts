import { shopProductKeys } from './shop-product-keys.ts';

/**
 * Text areas: which part of the product a translation key belongs to, so a page is sent only the
 * texts it renders (the shell's plus its route's, see the web app's route-text-areas.ts) and mail
 * texts never leave the server. The area follows from the key alone, so the built-in catalogue and a
 * tenant's own entries (same keys) split the same way and there is nothing to keep in step.
 */
export const textAreas = [
  'shell',
  'shop',
  'product',
  'checkout',
  'orders',
  'account',
  'auth',
  'admin',
  'cms',
  'marketing',
  'pricing',
  'punchout',
  'mail',
] as const;
export type TextArea = (typeof textAreas)[number];

/** Every area but `mail`: the texts a browser may ever be sent. */
export const browserTextAreas = textAreas.filter((area) => area !== 'mail');
export type BrowserTextArea = Exclude<TextArea, 'mail'>;

export function isBrowserTextArea(value: string): value is BrowserTextArea {
  return (browserTextAreas as readonly string[]).includes(value);
}

/** The area of each catalogue group (a key's prefix). Groups every page uses are the shell's. */
const areaOfGroup: Record<string, TextArea> = {
  common: 'shell',
  validation: 'shell',
  shell: 'shell',
  shop: 'shop',
  checkout: 'checkout',
  orders: 'orders',
  profile: 'account',
  auth: 'auth',
  admin: 'admin',
  cms: 'cms',
  marketing: 'marketing',
  pricing: 'pricing',
  punchout: 'punchout',
};

/**
 * Keys of another group that the shell (header, menus, dialogs on every page) renders: they travel
 * with the shell's texts so no page shows them as raw keys. A web test checks the shell's code uses
 * no other key outside the shell area.
 */
const shellKeys: ReadonlySet<string> = new Set([
  'shop.cartCountLabel', // header cart button
  'shop.catalogue', // main navigation
  'auth.changePasswordTitle', // user menu
]);

/**
 * The cms texts a shop's CMS page shows (issue 25): the photo credit of a stock picture, and for editors
 * the page-not-found screen's link and the empty-page screen. They travel with the shop's texts; the
 * page builder's many others stay in the cms area, which no storefront page is sent.
 */
const shopPageKeys: ReadonlySet<string> = new Set([
  'cms.photoCredit',
  'cms.goToPageManagement',
  'cms.emptyPageTitle',
  'cms.emptyPageText',
  'cms.pageEditor',
]);

/** The product page's own texts (its form, gallery, preflight): their keys only, not the texts (shell). */
const productKeys: ReadonlySet<string> = new Set(shopProductKeys);

/**
 * Mail templates are `<templateKey>Subject` / `<templateKey>Body` with a template key ending in
 * `Email` (the mail service's convention), e.g. `auth.loginCodeEmailSubject`.
 */
const MAIL_TEXT = /Email(Subject|Body)$/;

/** The area a key belongs to. Keys of a group the catalogue does not know (tenant extras) are the shell's. */
export function textAreaOf(key: string): TextArea {
  if (MAIL_TEXT.test(key)) return 'mail';
  if (shellKeys.has(key)) return 'shell';
  if (productKeys.has(key)) return 'product';
  if (shopPageKeys.has(key)) return 'shop';
  const dot = key.indexOf('.');
  return (dot > 0 ? areaOfGroup[key.slice(0, dot)] : undefined) ?? 'shell';
}

export type TextsByArea = Partial<Record<TextArea, Record<string, string>>>;

/** One language's key → text map split into one map per area. */
export function splitTextsByArea(texts: Readonly<Record<string, string>>): TextsByArea {
  const split: TextsByArea = {};
  for (const [key, text] of Object.entries(texts)) (split[textAreaOf(key)] ??= {})[key] = text;
  return split;
}

/** The texts of the given areas (plus the shell's, which every page needs) as one map. */
export function textsOfAreas(byArea: TextsByArea, areas: readonly BrowserTextArea[]): Record<string, string> {
  const texts: Record<string, string> = { ...byArea.shell };
  for (const area of areas) if (area !== 'shell') Object.assign(texts, byArea[area]);
  return texts;
}
