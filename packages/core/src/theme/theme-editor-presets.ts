import type { ValidationResult } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength, checkRequired } from '../validation/text-rules.ts';

// A shop's own theme presets (issue 26, the preset manager): a name of its own beside the built-in
// presets. The one rule of the name, for the editor's form and the server's save and rename alike.

/** Characters of a preset's name (after trimming). */
export const THEME_PRESET_NAME_MAX = 60;

/** What a preset's name must be: 1–60 characters once trimmed, no forbidden characters. */
export function checkThemePresetName(name: string): ValidationResult {
  const trimmed = name.trim();
  return (
    checkRequired(trimmed) ??
    checkMaxLength(trimmed, THEME_PRESET_NAME_MAX) ??
    checkForbiddenCharacters(trimmed)
  );
}

/** The key two names share when they differ only in case (one preset per name and shop). */
export const themePresetNameKey = (name: string) => name.trim().toLowerCase();
