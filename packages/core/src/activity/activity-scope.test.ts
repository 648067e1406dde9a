import { describe, expect, it } from 'vitest';
import { activityPeriod, activityScope, canSeeActivity } from './activity-scope.ts';

describe('who sees which activity', () => {
  it('shows a catalogue manager the catalogue and only the other areas they hold a right for', () => {
    const rights = ['admin.access', 'catalog.read', 'orders.read'];
    expect(canSeeActivity(rights, 'product')).toBe(true);
    expect(canSeeActivity(rights, 'priceList')).toBe(true);
    expect(canSeeActivity(rights, 'order')).toBe(true);
    expect(canSeeActivity(rights, 'role')).toBe(false);
    expect(canSeeActivity(rights, 'settings')).toBe(false);
  });

  it('shows an admin without catalog.read only the areas of their rights', () => {
    const rights = ['admin.access', 'users.manage'];
    expect(activityScope(rights)).toEqual({ kind: 'only', include: ['user'] });
    expect(canSeeActivity(rights, 'product')).toBe(false);
  });

  it('shows the theme and its presets only to theme editors', () => {
    expect(canSeeActivity(['admin.access', 'catalog.read'], 'theme')).toBe(false);
    expect(canSeeActivity(['admin.access', 'catalog.read'], 'themePreset')).toBe(false);
    expect(canSeeActivity(['admin.access', 'theme.edit'], 'theme')).toBe(true);
    expect(canSeeActivity(['admin.access', 'theme.edit'], 'themePreset')).toBe(true);
  });
});

describe('the date range of the activity filter', () => {
  it('takes open ends and refuses reversed or unreadable bounds', () => {
    expect(activityPeriod(null, '')).toEqual({ from: null, to: null });
    expect(activityPeriod('2026-11-01T00:00:00Z', null)?.from?.toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(activityPeriod('2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z')).toBeNull();
    expect(activityPeriod('yesterday', null)).toBeNull();
  });
});
