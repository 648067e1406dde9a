import type { ActivityEntry } from './activity-api.ts';

// How an entry reads: its area (entity type), what was done (the verb of `<entity>.<verb>`), who did it,
// and the admin screen of its entity where there is one. Types and verbs other modules add later read
// as they are until they get a text.

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The translation key of an entity type's name, e.g. admin.activityEntityPriceList. */
export const entityTypeKey = (entityType: string) => `admin.activityEntity${capitalised(entityType)}`;

/** The translation key of an action's verb, e.g. product.update → admin.activityVerbUpdate. */
export function actionVerb(action: string): string {
  return action.slice(action.lastIndexOf('.') + 1);
}
export const actionVerbKey = (action: string) => `admin.activityVerb${capitalised(actionVerb(action))}`;

/** The catalogue's plain "Changed", for a verb that has no text of its own yet. */
const CHANGED_KEY = 'admin.activityVerbUpdate';

/**
 * What was done, in the admin's language: the verb's text, else "Changed" — never the stored action
 * (`product.stockSettings` is a code, not a text; modules may record new verbs before they get one).
 */
export function actionText(action: string, t: (key: string) => string, exists: (key: string) => boolean) {
  const key = actionVerbKey(action);
  return t(exists(key) ? key : CHANGED_KEY);
}

/** Who acted: a signed-in user by name; else a guest (a shopper's order) or the system. */
export function actorKey(entry: Pick<ActivityEntry, 'actorName' | 'entityType'>): string | null {
  if (entry.actorName) return null;
  return entry.entityType === 'order' ? 'admin.activityGuest' : 'admin.activitySystem';
}

const ADMIN_SCREENS: Record<string, (id: string) => string> = {
  product: (id) => `/admin/products/${encodeURIComponent(id)}`,
  order: (id) => `/admin/orders/${encodeURIComponent(id)}`,
  productField: () => '/admin/product-fields',
  productMetaField: () => '/admin/product-meta-fields',
  category: () => '/admin/categories',
  // A CMS page's settings, from which its builder opens.
  page: (id) => `/admin/pages/${encodeURIComponent(id)}`,
  priceList: () => '/admin/price-lists',
  role: () => '/admin/roles',
  user: () => '/admin/users',
  userField: () => '/admin/user-fields',
  settings: () => '/admin/system',
  // The theme and its presets are edited in the theme editor.
  theme: () => '/themeeditor',
  themePreset: () => '/themeeditor',
};

/** The admin screen of the entry's entity, if it has one (deleted entities keep their label only). */
export function entityHref(entry: Pick<ActivityEntry, 'entityType' | 'entityId' | 'action'>): string | null {
  if (actionVerb(entry.action) === 'delete') return null;
  const screen = ADMIN_SCREENS[entry.entityType];
  return screen ? screen(entry.entityId ?? '') : null;
}
