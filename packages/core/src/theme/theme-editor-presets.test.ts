import { describe, expect, it } from 'vitest';
import { checkThemePresetName, themePresetNameKey } from './theme-editor-presets.ts';

describe('a theme preset’s name', () => {
  it('is 1–60 characters once trimmed, without forbidden characters', () => {
    expect(checkThemePresetName('  Waldgrün  ')).toBeNull();
    expect(checkThemePresetName('x'.repeat(60))).toBeNull();
    expect(checkThemePresetName('   ')).toEqual({ key: 'validation.required' });
    expect(checkThemePresetName('x'.repeat(61))).toEqual({
      key: 'validation.tooLong',
      params: { max: '60' },
    });
    expect(checkThemePresetName('Blau {x}')?.key).toBe('validation.forbiddenCharacters');
  });

  it('is the same name whatever its case', () => {
    expect(themePresetNameKey(' Waldgrün ')).toBe(themePresetNameKey('WALDGRÜN'));
  });
});
