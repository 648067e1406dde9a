import { readLocalizedText, type LocalizedText } from '../i18n/localized-text.ts';
import type { ValidationError } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkLinkUrl, checkMaxLength } from '../validation/text-rules.ts';

// The shop's own main navigation (tenant detail → Navigation): entries an admin chooses and orders,
// each leading to a category, a product, a CMS page or a link. Stored in the tenant's settings
// (`navigation`); the shop's header shows them in place of its fixed entries when there are any
// (theme/header-layout.ts). The rules run in the admin's browser and again on the server.

export const NAV_ENTRY_KINDS = ['category', 'product', 'page', 'url'] as const;
export type NavEntryKind = (typeof NAV_ENTRY_KINDS)[number];

/** One entry: `target` is the category, product or page id, or the link of a 'url' entry. */
export type NavEntry = {
  id: string;
  kind: NavEntryKind;
  target: string;
  label: LocalizedText;
  newTab: boolean;
};

/** More entries do not fit the header's bar on a desktop screen. */
export const MAX_NAV_ENTRIES = 12;
/** A label longer than this breaks the bar. */
export const MAX_NAV_LABEL_LENGTH = 60;
const MAX_TARGET_LENGTH = 2000;
/** A category, product or page is named by its id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isKind = (value: unknown): value is NavEntryKind =>
  typeof value === 'string' && (NAV_ENTRY_KINDS as readonly string[]).includes(value);

/**
 * The entries of the tenant's stored settings document, tolerantly: an entry without a kind, a target
 * or a label is left out, a link that fails the link rule too; never more than MAX_NAV_ENTRIES. A broken
 * setting never breaks the shop's header.
 */
export function readNavigation(tenantSettings: unknown): NavEntry[] {
  const raw = isRecord(tenantSettings) ? tenantSettings.navigation : undefined;
  if (!Array.isArray(raw)) return [];
  const entries: NavEntry[] = [];
  for (const item of raw) {
    if (!isRecord(item) || !isKind(item.kind) || typeof item.target !== 'string' || !item.target) continue;
    if (typeof item.id !== 'string' || !item.id) continue;
    if (item.kind === 'url' && checkLinkUrl(item.target) !== null) continue;
    const label = readLocalizedText(item.label);
    if (!Object.values(label).some((text) => text.trim() !== '')) continue;
    entries.push({ id: item.id, kind: item.kind, target: item.target, label, newTab: item.newTab === true });
  }
  return entries.slice(0, MAX_NAV_ENTRIES);
}

/**
 * The admin's check of new entries (field name → message, empty when all is well). Field names:
 * `entries` for the list, `entries.<index>.target`, `entries.<index>.label.<language>`.
 */
export function checkNavigation(
  entries: readonly NavEntry[],
  defaultLanguage: string,
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  if (entries.length > MAX_NAV_ENTRIES)
    errors.entries = { key: 'validation.tooManyItems', params: { max: String(MAX_NAV_ENTRIES) } };
  const ids = new Set<string>();
  entries.forEach((entry, index) => {
    const at = `entries.${index}`;
    if (!entry.id || ids.has(entry.id)) errors[`${at}.id`] = { key: 'validation.required' };
    ids.add(entry.id);
    if (!isKind(entry.kind)) errors[`${at}.kind`] = { key: 'validation.required' };
    const target = entry.target.trim();
    const targetError =
      target === '' || (entry.kind !== 'url' && !UUID.test(target))
        ? { key: 'validation.required' }
        : (checkForbiddenCharacters(target) ??
          checkMaxLength(target, MAX_TARGET_LENGTH) ??
          (entry.kind === 'url' ? checkLinkUrl(target) : null));
    if (targetError) errors[`${at}.target`] = targetError;
    for (const [language, text] of Object.entries(entry.label)) {
      const error = checkForbiddenCharacters(text) ?? checkMaxLength(text, MAX_NAV_LABEL_LENGTH);
      if (error) errors[`${at}.label.${language}`] = error;
    }
    // Spec §5: a translation needs the default language filled first; the default is the label's fallback.
    const fallback = `${at}.label.${defaultLanguage}`;
    if (!errors[fallback] && !(entry.label[defaultLanguage] ?? '').trim())
      errors[fallback] = { key: 'validation.defaultLanguageFirst' };
  });
  return errors;
}

/** The label texts trimmed and empty ones dropped: what is stored. */
export function cleanNavEntry(entry: NavEntry): NavEntry {
  const label: LocalizedText = {};
  for (const [language, text] of Object.entries(entry.label)) if (text.trim()) label[language] = text.trim();
  return { id: entry.id, kind: entry.kind, target: entry.target.trim(), label, newTab: entry.newTab };
}
