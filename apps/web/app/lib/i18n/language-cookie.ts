import { LANGUAGE_COOKIE } from '@print/core/shell-data';
import { writeCookie } from '../cookies.ts';

/** Remembers the visitor's language so the next server render uses it (path /, one year, Lax). */
export function writeLanguageCookie(language: string): void {
  writeCookie(LANGUAGE_COOKIE, language);
}

/** Catalogue key of a language's display name: `en-GB` → `common.languageEnGb`. */
export function languageNameKey(code: string): string {
  const pascal = code
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('');
  return `common.language${pascal}`;
}
