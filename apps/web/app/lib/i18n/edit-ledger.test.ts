import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { ledgerOf, parseLedger, recordTexts, serialiseLedger } from './edit-ledger.ts';

// Decision 0083: an editing render records key → final texts; visitors' instances record nothing.

describe('the ledger of catalogue texts', () => {
  it('records the final texts a recording instance gives, and nothing for a key without a text', () => {
    const instance = createI18n('en-GB', 'en-GB', { 'shop.items': '{count} items', 'shell.cart': 'Cart' });
    expect(ledgerOf(instance)).toBeUndefined();
    instance.t('shell.cart');
    const ledger = recordTexts(instance);
    expect(recordTexts(instance)).toBe(ledger);
    instance.t('shell.cart');
    instance.t('shop.items', { count: 3 });
    instance.t('shop.items', { count: 4 });
    instance.t('shop.missing');
    expect(ledger).toEqual({ 'shell.cart': ['Cart'], 'shop.items': ['3 items', '4 items'] });
  });

  it('travels in a script element that no text can end early, and reads back only texts', () => {
    const json = serialiseLedger({ 'cms.x': ['</script><b>'] });
    expect(json).not.toContain('</script>');
    expect(parseLedger(json)).toEqual({ 'cms.x': ['</script><b>'] });
    expect(parseLedger('{"a":[1,"x"],"b":"y"}')).toEqual({ a: ['x'] });
    expect(parseLedger('oops')).toEqual({});
  });
});
