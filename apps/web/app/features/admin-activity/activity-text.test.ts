import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { actionText, actionVerbKey, actorKey, entityHref, entityTypeKey } from './activity-text.ts';

// Every action the server records (recordActivity, recordProductActivity, the media editor's gallery
// changes). A new one needs a verb text, else the admin reads the plain "Changed".
const RECORDED_ACTIONS = [
  ...['create', 'update', 'delete', 'copy', 'archive', 'restore', 'publish', 'unpublish'].map(
    (verb) => `product.${verb}`,
  ),
  ...['fields', 'pricing', 'stockSettings', 'imageAdd', 'imageAlternative', 'imageOrder'].map(
    (verb) => `product.${verb}`,
  ),
  ...['imageCover', 'imageAlt', 'imageRemove', 'externalMedia'].map((verb) => `product.${verb}`),
  ...['create', 'save', 'unlink'].map((verb) => `variant.${verb}`),
  ...['create', 'update', 'delete', 'move', 'reorder'].map((verb) => `category.${verb}`),
  ...['create', 'update', 'import', 'export'].map((verb) => `priceList.${verb}`),
  'order.placed',
  'order.statusChange',
  'settings.update',
  ...['create', 'update', 'archive', 'restore'].map((verb) => `user.${verb}`),
  ...['create', 'update', 'delete', 'reorder'].map((verb) => `userField.${verb}`),
  ...['saveDraft', 'publish', 'restore'].map((verb) => `theme.${verb}`),
  ...['create', 'rename', 'delete'].map((verb) => `themePreset.${verb}`),
];

const en = (key: string) => builtInCatalogue[key]?.['en-GB'] ?? key;
const exists = (key: string) => key in builtInCatalogue;

describe('how an activity entry reads', () => {
  it('names the area and the verb of the action', () => {
    expect(entityTypeKey('priceList')).toBe('admin.activityEntityPriceList');
    expect(actionVerbKey('priceList.import')).toBe('admin.activityVerbImport');
    expect(actionVerbKey('order.statusChange')).toBe('admin.activityVerbStatusChange');
  });

  it('calls an order without account a guest and other entries without a person the system', () => {
    expect(actorKey({ actorName: '', entityType: 'order' })).toBe('admin.activityGuest');
    expect(actorKey({ actorName: '', entityType: 'product' })).toBe('admin.activitySystem');
    expect(actorKey({ actorName: 'Sabine', entityType: 'order' })).toBeNull();
  });

  it('links to the entity’s admin screen, not for deleted entities', () => {
    expect(entityHref({ entityType: 'product', entityId: 'p 1', action: 'product.update' })).toBe(
      '/admin/products/p%201',
    );
    expect(entityHref({ entityType: 'page', entityId: 'c1', action: 'page.statusChange' })).toBe(
      '/admin/pages/c1',
    );
    expect(entityHref({ entityType: 'page', entityId: 'c1', action: 'page.delete' })).toBeNull();
    expect(entityHref({ entityType: 'role', entityId: 'x', action: 'role.delete' })).toBeNull();
    expect(entityHref({ entityType: 'theme', entityId: null, action: 'theme.publish' })).toBe('/themeeditor');
    expect(entityHref({ entityType: 'stock', entityId: 'x', action: 'stock.update' })).toBeNull();
  });

  it('reads every recorded action as a text, never as its code', () => {
    for (const action of RECORDED_ACTIONS) {
      expect(exists(actionVerbKey(action)), action).toBe(true);
    }
    expect(actionText('product.stockSettings', en, exists)).toBe('Stock settings changed');
    expect(actionText('product.imageAdd', en, exists)).toBe('Image added');
    // A verb without a text yet reads as the plain "Changed".
    expect(actionText('product.somethingNew', en, exists)).toBe('Changed');
  });
});
