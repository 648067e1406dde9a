import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.ts';

type PothosExtensions = { pothosOptions?: { authScopes?: unknown } };

describe('rights on the schema', () => {
  it('every root field declares authScopes (public or a right)', () => {
    const missing: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root || !isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        const extensions = field.extensions as PothosExtensions;
        if (!extensions.pothosOptions?.authScopes) missing.push(`${root.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
