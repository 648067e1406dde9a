import { isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.ts';

type PothosExtensions = { pothosOptions?: { authScopes?: unknown } };
const declares = (extensions: unknown) => !!(extensions as PothosExtensions).pothosOptions?.authScopes;

describe('rights on the schema', () => {
  it('every root field declares authScopes (public, session, account or a right)', () => {
    const missing: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root) continue;
      for (const field of Object.values(root.getFields())) {
        if (!declares(field.extensions)) missing.push(`${root.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every field of every object type declares authScopes, on itself or on its type', () => {
    const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
    const objectTypes = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLObjectType =>
        isObjectType(type) && !type.name.startsWith('__') && !roots.has(type),
    );
    expect(objectTypes.length).toBeGreaterThan(3);
    const missing = objectTypes.flatMap((type) =>
      declares(type.extensions)
        ? []
        : Object.values(type.getFields())
            .filter((field) => !declares(field.extensions))
            .map((field) => `${type.name}.${field.name}`),
    );
    expect(missing).toEqual([]);
  });
});
