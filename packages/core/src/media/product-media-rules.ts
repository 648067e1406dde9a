import { checkExternalMediaUrl } from '../validation/admin-rules.ts';
import type { ValidationResult } from '../validation/messages.ts';
import { fail } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';

// The rules of the product media editor (spec §3 Media, §5), checked by the modal as the admin types
// and by the server before anything is stored.

/** An image's alternative text: what a screen reader says instead of the picture. */
export const IMAGE_ALT_MAX_LENGTH = 300;
/** An external media link: long enough for any real address, short enough to store. */
export const EXTERNAL_MEDIA_URL_MAX_LENGTH = 2000;

export function checkImageAltText(value: string): ValidationResult {
  return checkForbiddenCharacters(value) ?? checkMaxLength(value, IMAGE_ALT_MAX_LENGTH);
}

/**
 * The external media URL (spec §5: 'Please enter a valid URL'): http(s), none of the forbidden
 * characters. Empty removes the link.
 */
export function checkProductExternalMediaUrl(value: string): ValidationResult {
  const trimmed = value.trim();
  if (trimmed.length > EXTERNAL_MEDIA_URL_MAX_LENGTH) return fail('validation.validUrl');
  return checkForbiddenCharacters(trimmed) ? fail('validation.validUrl') : checkExternalMediaUrl(trimmed);
}
