import type { ValidationResult } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength, checkRequired } from '../validation/text-rules.ts';

// A shop's own theme preset is saved under a name (issue 26): 1–60 characters once trimmed, without the
// characters no stored text may hold. The theme editor checks it before sending, the server on saving
// and renaming (names are unique per shop, case-insensitively: the server's to say).

export const THEME_PRESET_NAME_MAX = 60;

export function checkThemePresetName(name: string): ValidationResult {
  const trimmed = name.trim();
  return (
    checkRequired(trimmed) ??
    checkMaxLength(trimmed, THEME_PRESET_NAME_MAX) ??
    checkForbiddenCharacters(trimmed)
  );
}
