import type { i18n as I18n } from 'i18next';
import type { ColorLeaf } from '@print/core/theme/types';

// What the Colours panel calls a group or an entry: the entry's own label if the theme gives one, else
// the name of its key in the admin's language (admin.themeName…, the keys of spec §3's tree), else the
// key as written (a shop's own key).

const pascal = (key: string) =>
  key
    .replace(/[-_](\w)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^\w/, (c) => c.toUpperCase());

/** The name of a key of the colour tree (`primary-light` → 'Primary light'). */
export function colourKeyName(i18n: I18n, key: string): string {
  const textKey = `admin.themeName${pascal(key)}`;
  return i18n.exists(textKey) ? i18n.t(textKey) : key;
}

/** An entry's name: its label, else its key's. */
export const colourEntryName = (i18n: I18n, key: string, leaf: ColorLeaf): string =>
  typeof leaf.label === 'string' && leaf.label.trim() !== '' ? leaf.label : colourKeyName(i18n, key);

/** The name of a path (`colors.primary.background` → 'Primary · Background'), for undo and links. */
export function colourPathName(i18n: I18n, path: string, leaf?: ColorLeaf): string {
  const keys = path.split('.').slice(1);
  const last = keys.pop() ?? '';
  const names = keys.map((key) => colourKeyName(i18n, key));
  return [...names, leaf ? colourEntryName(i18n, last, leaf) : colourKeyName(i18n, last)].join(' · ');
}
