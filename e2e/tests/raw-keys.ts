// What a translation key or an action code looks like on a page, whatever its prefix (`admin.navUsers`,
// `shop.viewProduct`, `product.stockSettings`, a plural form `…_one`), and what only looks like one:
// e-mail addresses, host names, paths and file names.

/** `word.word` not inside an address, a path or a file name; the key is the second group. */
export const KEY_LIKE_SOURCE = String.raw`(^|[^\w@./-])([a-z][a-zA-Z]+\.[a-z][a-zA-Z0-9]*(?:_one)?)(?![\w@/.-])`;
/** Endings of host and file names, which are no keys. */
export const NOT_KEY_SOURCE = String.raw`\.(test|localhost|de|com|org|net|io|uk|pdf|png|svg|jpe?g|webp|csv|zip|txt|json)$`;

/** The translation keys and action codes in a page's text. */
export function rawKeysIn(text: string): string[] {
  const notKey = new RegExp(NOT_KEY_SOURCE);
  return [...text.matchAll(new RegExp(KEY_LIKE_SOURCE, 'g'))]
    .map((match) => match[2]!)
    .filter((found) => !notKey.test(found));
}
