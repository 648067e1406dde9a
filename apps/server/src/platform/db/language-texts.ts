import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// SQL over texts stored per language: a jsonb object `language → text` (the owners' LocalizedText
// columns) or any set of (language, text) pairs. What the translations table asks of a text without
// reading it: in which languages it is written, and whether one of them contains a search.

/** A `like` pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const inList = (languages: readonly string[]) =>
  sql.join(
    languages.map((language) => sql`${language}`),
    sql`, `,
  );

/**
 * Of pairs `(language, text)` given by `pairs` (a set-returning SQL expression with those two columns,
 * e.g. `jsonb_each_text(column)`): the languages among `languages` with a text that is not blank, and
 * whether one of their texts contains `search` (case-insensitive; false without a search).
 */
export function languageTextFacts(pairs: SQL, languages: readonly string[], search: string | null) {
  const written = sql<string[]>`array(select p.language from ${pairs} as p(language, text)
    where p.language in (${inList(languages)}) and p.text ~ '[^[:space:]]')`;
  const found = search
    ? sql<boolean>`exists (select 1 from ${pairs} as p(language, text)
        where p.language in (${inList(languages)}) and p.text ilike ${containsPattern(search)})`
    : sql<boolean>`false`;
  return { written, found };
}

/** The same facts of a jsonb object column `language → text`. */
export const localizedTextFacts = (
  column: AnyPgColumn,
  languages: readonly string[],
  search: string | null,
) => languageTextFacts(sql`jsonb_each_text(${column})`, languages, search);
