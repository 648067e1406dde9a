import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { describe, expect, it } from 'vitest';
import { contextGroups, SHOP_CONTEXT } from './machine-translation-context.ts';
import type { ResolvedText } from './translation-addresses.ts';

// What a machine translation run tells the provider (issue 27: "the key's description and neighbouring
// texts sent as context"): a described key alone with its description and the keys beside it, the
// others together per area with their texts; every text in exactly one request.

const keyText = (key: string): { text: ResolvedText; base: string } => ({
  text: {
    address: `t:${key}`,
    kind: 'key',
    key,
    entity: null,
    field: null,
    format: 'text',
    texts: {},
    builtIn: {},
    base: undefined,
    lockedForAll: false,
  },
  base: builtInCatalogue[key]!['de-DE'],
});

describe('the context of a machine translation request', () => {
  it('sends a described key alone with its description and its neighbours, the rest per area', () => {
    const described = keyText('admin.secretNotSet');
    const plain = [keyText('admin.navOrders'), keyText('admin.navUsers')];
    const groups = contextGroups([plain[0]!, described, plain[1]!], 'de-DE');

    expect(groups.map((group) => group.items)).toEqual([[described], plain]);
    const [own, shared] = groups;
    expect(own!.context).toContain(SHOP_CONTEXT);
    expect(own!.context).toContain('This text: No secret is stored.');
    // The keys beside it in the catalogue, in the source language.
    expect(own!.context).toMatch(/Texts beside it: "[^"]+"/);
    expect(own!.context).toContain(`"${builtInCatalogue['admin.secretSet']!['de-DE']}"`);
    expect(shared!.context).toContain(`"${builtInCatalogue['admin.navOrders']!['de-DE']}"`);
    expect(shared!.context).toContain(`"${builtInCatalogue['admin.navUsers']!['de-DE']}"`);
  });

  it('keeps the context short whatever the texts beside', () => {
    const long = { ...keyText('admin.navOrders'), base: 'x'.repeat(5_000) };
    const many = Array.from({ length: 40 }, () => long);
    const [group] = contextGroups(many, 'de-DE');
    expect(group!.items).toHaveLength(40);
    expect(group!.context.length).toBeLessThan(SHOP_CONTEXT.length + 700);
  });
});
