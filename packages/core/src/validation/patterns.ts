// Shared patterns. All are anchored and written without nested unbounded repetition, so they
// run in linear time on hostile input.

/** Spec §5: local part of word characters, dots and hyphens; a domain; a 2–6 letter TLD with an optional two-letter suffix. */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,6}(?:\.[A-Za-z]{2})?$/;
export const EMAIL_EXAMPLE = 'name@example.com';
export const EMAIL_MAX_LENGTH = 254;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const TLD = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})';
const HOST = `(?:localhost|(?:${LABEL}\\.)+${TLD}|\\d{1,3}(?:\\.\\d{1,3}){3})`;

/** The shared URL pattern: http or https, a host, optional port, then no whitespace. */
export const URL_PATTERN = new RegExp(`^https?://${HOST}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'i');

/** A site-relative path; `//` would be protocol-relative, i.e. another host. */
export const RELATIVE_PATH_PATTERN = /^\/(?![/\\])\S*$/;

export const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+${TLD}$`, 'i');
export const DOMAIN_MAX_LENGTH = 253;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LOWER_ALNUM_PATTERN = /^[a-z0-9]+$/;
export const ALNUM_PATTERN = /^[A-Za-z0-9]+$/;
export const INTEGER_PATTERN = /^\d+$/;
/** Spec §5 mobile: optional + with 1–2 digits, then digits and spaces. */
export const MOBILE_PATTERN = /^(?:\+\d{1,2})?[\d ]+$/;
export const PHONE_PATTERN = /^\+\d[\d /-]*\d$/;

export const isHttpsUrl = (value: string): boolean =>
  URL_PATTERN.test(value) && value.slice(0, 8).toLowerCase() === 'https://';
