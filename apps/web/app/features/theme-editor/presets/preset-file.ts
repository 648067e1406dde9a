import { checkThemeConfig, type ThemeProblem } from '@print/core/theme/theme-rules';
import type { Theme } from '@print/core/theme/types';
import { THEME_PRESET_NAME_MAX } from '@print/core/theme/theme-editor-presets';

// A theme as a file (issue 26's preset manager): export writes `{ "name", "theme" }` as JSON; import reads
// that or a bare theme config (an agency's own file) and checks it with core's rules, the server's, so an
// invalid file is explained and nothing of it is applied.

/** Far above any theme (THEME_LIMITS.jsonChars is 64,000): a bigger file is not read at all. */
export const THEME_FILE_MAX_BYTES = 512 * 1024;

export type ReadThemeFile =
  | { ok: true; theme: Theme; name: string | null }
  | { ok: false; reason: 'notJson' | 'tooLarge' }
  | { ok: false; reason: 'invalid'; problems: ThemeProblem[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file's text for a theme under a name. */
export const themeFileText = (name: string, theme: Theme): string =>
  `${JSON.stringify({ name, theme }, null, 2)}\n`;

/** A file name for it: `autumn-sale.theme.json`. */
export function themeFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'theme'}.theme.json`;
}

/** A file's text read as a theme: the theme (merged over the defaults) and its name, or why not. */
export function readThemeFile(text: string): ReadThemeFile {
  if (text.length > THEME_FILE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const wrapped = isRecord(parsed) && isRecord(parsed['theme']);
  const config = wrapped ? (parsed as { theme: unknown }).theme : parsed;
  const { theme, problems } = checkThemeConfig(config);
  if (!theme) return { ok: false, reason: 'invalid', problems };
  const name = wrapped ? (parsed as { name?: unknown }).name : undefined;
  return {
    ok: true,
    theme,
    name: typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, THEME_PRESET_NAME_MAX) : null,
  };
}

/** Saves text as a download (the browser's own "save file"). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
