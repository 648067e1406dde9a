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
