import { checkThemeContrast } from '@print/core/theme/contrast-pairs';
import { mergeThemeWithDefaults } from '@print/core/theme/merge-theme';
import { checkThemeConfig } from '@print/core/theme/theme-rules';
import { describe, expect, it } from 'vitest';
import { demoTenants } from './demo-tenants.ts';

// The demo shops' looks follow the theme rules and pass the contrast check (issue 26): a first look at
// the theme editor finds nothing to fix in them.

describe('demo themes', () => {
  for (const demo of demoTenants) {
    it(`${demo.slug}: a valid theme that passes WCAG AA contrast`, () => {
      expect(checkThemeConfig(demo.theme.config).problems).toEqual([]);
      expect(checkThemeContrast(mergeThemeWithDefaults(demo.theme.config)).map((pair) => pair.id)).toEqual(
        [],
      );
    });
  }
});
