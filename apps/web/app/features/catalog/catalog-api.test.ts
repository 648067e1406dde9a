import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { TOGGLE_FAVOURITE } from '../../lib/cart/favourite-toggle.ts';
import { CATALOG_QUERY, CATEGORY_QUERY } from './catalog-api.ts';

// The loaders' operations against the server's committed schema (apps/server/schema.graphql), so a
// renamed or removed field fails here instead of as a 500 on the catalogue pages.

const schema = buildSchema(
  readFileSync(new URL('../../../../server/schema.graphql', import.meta.url), 'utf8'),
);

describe('catalogue operations', () => {
  it.each([
    ['Catalog', CATALOG_QUERY],
    ['CatalogCategory', CATEGORY_QUERY],
    ['ToggleFavourite', TOGGLE_FAVOURITE],
  ])('%s is valid against the server schema', (_name, operation) => {
    expect(validate(schema, parse(String(operation))).map((error) => error.message)).toEqual([]);
  });
});
