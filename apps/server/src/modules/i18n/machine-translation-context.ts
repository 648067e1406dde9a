import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { plainTextOf } from '@print/core/rich-text/read-rich-text';
import type { ResolvedText } from './translation-addresses.ts';

// What a machine translation run tells the provider about its texts (issue 27: the key's description and
// neighbouring texts as context). DeepL's `context` is one text for a whole request, neither translated
// nor billed, so the texts of a batch go in requests by what is said of them: a catalogue key with a
// description of its own alone, with that description and the keys beside it in the catalogue; every
// other text with the texts of its area (a catalogue group, or an owner's records) from the same batch.

export const SHOP_CONTEXT =
  'Texts of an online print shop: interface labels, product and category names and descriptions.';

/** At most this many texts beside a text, each at most this long: context, not a second request body. */
const NEIGHBOURS = 6;
const NEIGHBOUR_LENGTH = 80;

const CATALOGUE_KEYS = Object.keys(builtInCatalogue);
const KEY_INDEX = new Map(CATALOGUE_KEYS.map((key, index) => [key, index]));

type Item = { text: ResolvedText; base: string };

const quoted = (texts: readonly string[]) =>
  texts
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, NEIGHBOURS)
    .map((text) => `"${text.length > NEIGHBOUR_LENGTH ? `${text.slice(0, NEIGHBOUR_LENGTH)}…` : text}"`)
    .join(', ');

/** The built-in texts of the keys before and after `key` in its catalogue group, in `language`. */
function catalogueNeighbours(key: string, language: string): string[] {
  const index = KEY_INDEX.get(key);
  const entry = builtInCatalogue[key];
  if (index === undefined || !entry) return [];
  const near = [
    CATALOGUE_KEYS[index - 2],
    CATALOGUE_KEYS[index - 1],
    CATALOGUE_KEYS[index + 1],
    CATALOGUE_KEYS[index + 2],
  ];
  return near.flatMap((other) => {
    const found = other ? builtInCatalogue[other] : undefined;
    if (!found || found.group !== entry.group) return [];
    const text = (found as Record<string, string | undefined>)[language] ?? found['en-GB'];
    return text ? [text] : [];
  });
}

/** The batch's texts in requests of one context each; every text in exactly one. */
export function contextGroups<T extends Item>(
  items: readonly T[],
  sourceLanguage: string,
): { context: string; items: T[] }[] {
  const own: { context: string; items: T[] }[] = [];
  const byArea = new Map<string, T[]>();
  for (const item of items) {
    const entry = item.text.kind === 'key' ? builtInCatalogue[item.text.key] : undefined;
    if (entry?.context) {
      const beside = quoted(catalogueNeighbours(item.text.key, sourceLanguage));
      own.push({
        context: `${SHOP_CONTEXT} This text: ${entry.context}.${beside ? ` Texts beside it: ${beside}.` : ''}`,
        items: [item],
      });
      continue;
    }
    const area = entry?.group ?? item.text.entity?.entity ?? item.text.key.split('.')[0] ?? 'shop';
    const list = byArea.get(area) ?? [];
    list.push(item);
    byArea.set(area, list);
  }
  const shared = [...byArea].map(([area, list]) => {
    const beside = quoted(
      list.map((item) => (item.text.format === 'richTextSlate' ? plainTextOf(item.base) : item.base)),
    );
    return {
      context: `${SHOP_CONTEXT} These are from its ${area} area${beside ? `, e.g. ${beside}` : ''}.`,
      items: list,
    };
  });
  return [...own, ...shared];
}
