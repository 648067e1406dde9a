/**
 * A path of this shop (`/catalog`, `/products/flyer?x=1`): what the frame may show. Another origin, a
 * protocol-relative `//host` or the editor itself are refused; a full address of this shop gives its path.
 */
export function shopPath(input: string, origin: string): string | null {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || !(text.startsWith('/') || text.startsWith(origin))) return null;
  if (text.startsWith('//')) return null;
  if (/^\/themeeditor(\/|$)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
