import { describe, expect, it } from 'vitest';
import { actionVerbKey, actorKey, entityHref, entityTypeKey } from './activity-text.ts';

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
    expect(entityHref({ entityType: 'role', entityId: 'x', action: 'role.delete' })).toBeNull();
    expect(entityHref({ entityType: 'stock', entityId: 'x', action: 'stock.update' })).toBeNull();
  });
});
