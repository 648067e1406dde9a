import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEME_PRESETS } from '../theme/theme-presets.ts';
import { checkThemeContrast } from '../theme/contrast-pairs.ts';
import {
  checkTenantLanguagesValues,
  checkTenantSchedulingValues,
  checkTenantSetupStart,
  checkTenantThemeValues,
  presetMainColours,
  tenantWizardTheme,
} from './tenant-wizard.ts';

describe('tenant setup wizard rules', () => {
  it('starts with a valid slug, company name and page title; the claim is optional', () => {
    expect(checkTenantSetupStart({ slug: 'new-shop', companyName: 'A', pageTitle: 'B', claim: '' })).toEqual(
      {},
    );
    expect(checkTenantSetupStart({ slug: 'No', companyName: ' ', pageTitle: '', claim: '' })).toEqual({
      slug: { key: 'validation.invalidSlug' },
      companyName: { key: 'validation.required' },
      pageTitle: { key: 'validation.required' },
    });
    expect(
      checkTenantSetupStart({ slug: 'ok', companyName: 'A{', pageTitle: 'B', claim: '' }).companyName?.key,
    ).toBe('validation.forbiddenCharacters');
  });

  it('accepts every preset with its own colours, each passing the theme editor’s contrast check', () => {
    for (const preset of BUILT_IN_THEME_PRESETS) {
      const values = { preset: preset.id, ...presetMainColours(preset.id) };
      expect(checkTenantThemeValues(values), preset.id).toEqual({});
      expect(checkThemeContrast(tenantWizardTheme(values)!)).toEqual([]);
    }
  });

  it('names the colour whose contrast is too low, and a colour that is not #rrggbb', () => {
    const classic = presetMainColours('classic');
    expect(checkTenantThemeValues({ preset: 'classic', ...classic, primary: '#ffff66' }).primary?.key).toBe(
      'admin.wizardColourContrast',
    );
    expect(
      checkTenantThemeValues({ preset: 'classic', ...classic, secondary: '#eeeeee' }).secondary?.key,
    ).toBe('admin.wizardColourContrast');
    expect(checkTenantThemeValues({ preset: 'classic', ...classic, primary: 'blue' }).primary?.key).toBe(
      'admin.wizardColourInvalid',
    );
    expect(checkTenantThemeValues({ preset: 'nope', ...classic }).preset?.key).toBe('validation.required');
  });

  it('needs the default among the languages, and an event id only when scheduling is on', () => {
    expect(checkTenantLanguagesValues({ codes: ['en-GB', 'de-DE'], defaultLanguage: 'en-GB' })).toEqual({});
    // Every locale a shop can offer, as the Localization screen lists them.
    expect(checkTenantLanguagesValues({ codes: ['pl-PL', 'fi-FI'], defaultLanguage: 'pl-PL' })).toEqual({});
    expect(
      checkTenantLanguagesValues({ codes: ['en-GB'], defaultLanguage: 'de-DE' }).defaultLanguage,
    ).toBeDefined();
    expect(checkTenantLanguagesValues({ codes: [], defaultLanguage: 'de-DE' }).codes).toBeDefined();
    expect(checkTenantSchedulingValues({ enabled: false, eventId: '' })).toEqual({});
    expect(checkTenantSchedulingValues({ enabled: true, eventId: '' }).eventId?.key).toBe(
      'validation.required',
    );
  });
});
