import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { NavEntry, NavEntryKind } from '@print/core/tenancy/navigation';
import type { NavEntryInput, NavigationData } from './navigation-api.ts';

// The Navigation tab's values: the entries as the form edits them (labels per language as a map), to
// and from the API's shape.

export function entriesOf(data: NavigationData['tenantNavigation']): NavEntry[] {
  return data.entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind as NavEntryKind,
    target: entry.target,
    newTab: entry.newTab,
    label: Object.fromEntries(entry.label.map(({ language, text }) => [language, text])) as LocalizedText,
  }));
}

export function inputOf(entries: readonly NavEntry[]): NavEntryInput[] {
  return entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    target: entry.target.trim(),
    newTab: entry.newTab,
    label: Object.entries(entry.label).map(([language, text]) => ({ language, text: text.trim() })),
  }));
}

/** A new entry: a link to the catalogue, its label to be written. */
export function newEntry(): NavEntry {
  const id = globalThis.crypto?.randomUUID?.() ?? `entry-${Date.now()}`;
  return { id, kind: 'url', target: '/catalog', label: {}, newTab: false };
}
