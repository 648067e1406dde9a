/**
 * The address of the page a route loader runs for. On a client-side navigation React Router fetches
 * the loader data from `<path>.data?_routes=…` (`<path>/_.data` for a path ending in a slash, as `/`;
 * `/_root.data` for `/` without the trailing-slash-aware data requests), and that request is what the
 * loader sees: code that reads the path (which admin page, where login leads back to) must use this,
 * or a click answers differently from a typed address.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}

/** Whether the request is React Router's data request of a client-side navigation, not a document. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/**
 * The shop's address for canonical and `hreflang` links (spec §3 Domain): `https://<default domain>` once
 * the tenant has an Active one, so every other domain and the fallback point search engines there; else
 * the address asked at (development names, tests).
 */
export function siteOrigin(defaultHost: string | undefined, request: Request): string {
  return defaultHost ? `https://${defaultHost}` : pageUrl(request).origin;
}

/** The query parameter naming a page's language (the server's chooseLanguage reads it first). */
export const LANGUAGE_PARAM = 'lang';

type LinkLanguages = { languages: readonly { code: string }[]; language: string };

type LinkTag = { tagName: 'link'; rel: string; href: string; hrefLang?: string };

/** A public page's absolute addresses: the shop's origin, its canonical address and the head's links. */
export type PageLinks = { origin: string; canonical: string; tags: LinkTag[] };

/**
 * A public page's canonical link and its alternates: one `hreflang` per tenant language at
 * `<path>?lang=<code>`, and `x-default` at the bare path (the visitor's cookie or browser language picks
 * there). The canonical is the page as asked: with `?lang=` when the address named the language shown,
 * else the bare path. `path` is the page's own path (a CMS home opened at its slug is `/`).
 */
export function pageLinks(origin: string, path: string, search: string, shop: LinkLanguages): PageLinks {
  const at = (language?: string) => {
    const url = new URL(path, origin);
    if (language) url.searchParams.set(LANGUAGE_PARAM, language);
    return url.href;
  };
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  const canonical = at(asked === shop.language ? shop.language : undefined);
  return {
    origin,
    canonical,
    tags: [
      { tagName: 'link', rel: 'canonical', href: canonical },
      ...shop.languages.map(({ code }): LinkTag => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: code,
        href: at(code),
      })),
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: at() },
    ],
  };
}
