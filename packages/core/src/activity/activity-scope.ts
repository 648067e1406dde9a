import type { Right } from '../rights.ts';
import { parseInstant } from '../validation/instant.ts';

// Who sees which entries of the activity log (decision 0044). An entry is visible to whoever may read
// the entity it is about: role changes to role managers, user changes to user managers, settings to
// settings managers, orders to order readers, CMS pages to page editors, the theme and its presets to
// theme editors. Everything else is the catalogue (products, variants,
// fields, categories, price lists, stock, media, print files) and needs catalog.read, so entity types
// added later by the catalogue screens need no change here.

export const ACTIVITY_ENTITY_RIGHTS: Readonly<Record<string, Right>> = {
  role: 'roles.manage',
  user: 'users.manage',
  userField: 'fields.manage',
  settings: 'tenant.settings',
  order: 'orders.read',
  page: 'cms.edit',
  theme: 'theme.edit',
  themePreset: 'theme.edit',
};

/** The right that lets an admin see entries of every entity type not listed above. */
export const CATALOGUE_ACTIVITY_RIGHT: Right = 'catalog.read';

/**
 * The entity types these rights may see, as the server filters them: with catalog.read every type but
 * `exclude`; without it only `include`.
 */
export type ActivityScope =
  { kind: 'allBut'; exclude: readonly string[] } | { kind: 'only'; include: readonly string[] };

export function activityScope(rights: Iterable<string>): ActivityScope {
  const held = new Set(rights);
  const known = Object.entries(ACTIVITY_ENTITY_RIGHTS);
  if (held.has(CATALOGUE_ACTIVITY_RIGHT)) {
    return { kind: 'allBut', exclude: known.filter(([, right]) => !held.has(right)).map(([type]) => type) };
  }
  return { kind: 'only', include: known.filter(([, right]) => held.has(right)).map(([type]) => type) };
}

/** Whether an entry about this entity type is visible to these rights (the same rule as the filter). */
export function canSeeActivity(rights: Iterable<string>, entityType: string): boolean {
  const scope = activityScope(rights);
  return scope.kind === 'allBut' ? !scope.exclude.includes(entityType) : scope.include.includes(entityType);
}

/** Longest search text the Activity page sends (longer input is cut, not refused). */
export const ACTIVITY_SEARCH_MAX = 100;
export const ACTIVITY_PAGE_MAX = 100;

/**
 * The period of a date-range filter: `from` and `to` are ISO instants (the browser turns the admin's
 * local dates into them), either may be missing. Null when a given bound is no instant (parseInstant:
 * ISO text, years 1900–9999) or the range is reversed.
 */
export function activityPeriod(
  from: string | null | undefined,
  to: string | null | undefined,
): { from: Date | null; to: Date | null } | null {
  const parse = (value: string | null | undefined) => {
    if (value == null || value === '') return null;
    return parseInstant(value) ?? undefined;
  };
  const start = parse(from);
  const end = parse(to);
  if (start === undefined || end === undefined) return null;
  if (start && end && start > end) return null;
  return { from: start, to: end };
}
