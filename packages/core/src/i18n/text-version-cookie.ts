/**
 * Decision 0084: the browser tells the server, with each client-side navigation, which text version of
 * which language it holds complete (`<language>:<textVersion>`). The root loader then leaves the texts
 * out of that navigation's data; when the version differs (an admin changed a text), it sends them with
 * the new version, and the browser loads translationsByTenant again. Read by the web app's root loader
 * and by the server's page cache, which keys React Router's data answers by the match.
 */
export const TEXT_VERSION_COOKIE = 'print_tv';

/** The cookie's value for the texts of `language` at `textVersion`. */
export function heldTextsMark(language: string, textVersion: string): string {
  return `${language}:${textVersion}`;
}

/** Whether a cookie value says the browser holds every text of this language and version. */
export function holdsTexts(cookieValue: string | undefined, language: string, textVersion: string): boolean {
  return cookieValue === heldTextsMark(language, textVersion);
}
