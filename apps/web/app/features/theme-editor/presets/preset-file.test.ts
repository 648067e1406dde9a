import { defaultTheme } from '@print/core/theme/default-theme';
import { describe, expect, it } from 'vitest';
import { readThemeFile, THEME_FILE_MAX_BYTES, themeFileName, themeFileText } from './preset-file.ts';

describe('a theme as a file', () => {
  it('reads back what it wrote, name and theme', () => {
    const theme = { ...defaultTheme, border: { radius: 'strong' as const, width: 'thick' as const } };
    expect(readThemeFile(themeFileText('Autumn', theme))).toEqual({ ok: true, theme, name: 'Autumn' });
    expect(themeFileName('Herbst – Aktion!')).toBe('herbst-aktion.theme.json');
    expect(themeFileName('***')).toBe('theme.theme.json');
  });

  it('takes a bare theme config, merged over the defaults', () => {
    const read = readThemeFile(JSON.stringify({ fonts: { body: 'Lora' } }));
    expect(read).toMatchObject({
      ok: true,
      name: null,
      theme: { fonts: { body: 'Lora', display: 'Montserrat' } },
    });
  });

  it('explains a file that is no theme, and gives nothing to apply', () => {
    expect(readThemeFile('{ not json')).toEqual({ ok: false, reason: 'notJson' });
    expect(readThemeFile(' '.repeat(THEME_FILE_MAX_BYTES + 1))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(readThemeFile('[1, 2]')).toMatchObject({
      ok: false,
      reason: 'invalid',
      problems: [{ key: 'admin.themeInvalid' }],
    });
    const cycle = {
      theme: {
        colors: {
          colors: {
            primary: {
              background: { linkedTo: 'colors.primary.hover' },
              hover: { linkedTo: 'colors.primary.background' },
            },
          },
        },
        fonts: { body: 'Comic Sans' },
      },
    };
    const read = readThemeFile(JSON.stringify(cycle));
    expect(read.ok).toBe(false);
    expect(
      read.ok === false && read.reason === 'invalid' && read.problems.map((problem) => problem.key),
    ).toEqual(expect.arrayContaining(['admin.themeColourCycle', 'admin.themeUnknownFont']));
  });
});
