import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULE_LAYERS } from '../../../../eslint.boundaries.js';
import { serverModules } from './index.ts';

// The app takes each module's schema, routes, background work and demo seed from `serverModules`
// (modules/server-module.ts): a module missing there would silently lose all of them.

const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the server modules', () => {
  it('lists every module folder once', () => {
    const names = serverModules.map((module) => module.name);
    expect([...names].sort()).toEqual([...folders].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists them bottom up, in the order of their layers', () => {
    const layerOf = new Map(
      SERVER_MODULE_LAYERS.flatMap((layer, index) => layer.map((name) => [name, index])),
    );
    const layers = serverModules.map((module) => layerOf.get(module.name));
    expect(layers).toEqual([...layers].sort((a, b) => a! - b!));
  });
});
