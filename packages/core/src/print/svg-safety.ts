import { URL_PATTERN } from '../validation/patterns.ts';

// User input ends up inside an SVG that the browser shows inline and that later becomes a print
// PDF. Everything taken from values or templates passes through here: text is escaped, and only
// image URLs that cannot run script or reach local files are let through.

// Characters XML 1.0 does not allow at all (C0 controls except tab/LF/CR, U+FFFE/U+FFFF, and lone
// surrogates): escaping cannot help, they make the document unparsable, so they are dropped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

/** Safe in text content and in single- or double-quoted attribute values. */
export function escapeXml(text: string): string {
  return stripInvalidXmlChars(text).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? '');
}

/** Base64 only: no room for markup, and the subtype keeps it an image (rendered without script). */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/]+={0,2}$/i;

/** An image reference the renderer may emit: an http(s) URL (the shared URL pattern) or a base64 data:image/* URL. */
export function isSafeImageHref(value: string): boolean {
  return URL_PATTERN.test(value) || DATA_IMAGE.test(value);
}

/**
 * Our uploads are stored under root-relative paths (`/media/…`). With a base URL (an http(s)
 * origin) such a path becomes absolute; the result still has to pass isSafeImageHref.
 * `//host` is protocol-relative, i.e. another host, and is not treated as relative.
 */
export function imageHref(value: string, baseUrl?: string): string | undefined {
  const trimmed = value.trim();
  const absolute =
    baseUrl !== undefined && /^\/(?![/\\])/.test(trimmed)
      ? `${baseUrl.replace(/\/+$/, '')}${trimmed}`
      : trimmed;
  return isSafeImageHref(absolute) ? absolute : undefined;
}
