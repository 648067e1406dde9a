import { describe, expect, it } from 'vitest';
import { checkThemePresetName, THEME_PRESET_NAME_MAX } from './theme-preset-name.ts';

describe('checkThemePresetName', () => {
  it('takes 1–60 characters once trimmed, without forbidden characters', () => {
    expect(checkThemePresetName('  Autumn sale ')).toBeNull();
    expect(checkThemePresetName('x'.repeat(THEME_PRESET_NAME_MAX))).toBeNull();
    expect(checkThemePresetName('   ')).toEqual({ key: 'validation.required' });
    expect(checkThemePresetName('x'.repeat(THEME_PRESET_NAME_MAX + 1))).toMatchObject({
      key: 'validation.tooLong',
      params: { max: '60' },
    });
    expect(checkThemePresetName('Dark <b>')).toMatchObject({ key: 'validation.forbiddenCharacters' });
  });
});
