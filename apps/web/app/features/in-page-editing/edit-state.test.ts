import { describe, expect, it } from 'vitest';
import {
  activeKinds,
  ALL_OFF,
  isKindActive,
  parseEditState,
  restorePrevious,
  savePrevious,
  toggleFab,
  toggleKind,
} from './edit-state.ts';

// Spec §4 "Editing mode": the switches, the previous state, and "active only when both are on".

describe('the editing mode state', () => {
  it('makes a kind active only when the button and its control are on', () => {
    const on = { fab: true, language: true, product: false, cms: true };
    expect(activeKinds(on)).toEqual(['language', 'cms']);
    expect(isKindActive({ ...on, fab: false }, 'language')).toBe(false);
    // The controls change only while the button is on (they are shown only then).
    expect(toggleKind({ ...on, fab: false }, 'product')).toEqual({ ...on, fab: false });
    expect(toggleKind(on, 'product').product).toBe(true);
  });

  it('turns on with every kind the user may edit the first time, then as it was left', () => {
    const first = toggleFab(ALL_OFF, ['language', 'cms']);
    expect(first).toEqual({ fab: true, language: true, product: false, cms: true });
    const left = toggleFab(toggleKind(first, 'cms'), ['language', 'cms']);
    expect(activeKinds(left)).toEqual([]);
    expect(left.previous).toEqual({ fab: true, language: true, product: false, cms: false });
    expect(toggleFab(left, ['language', 'cms'])).toMatchObject({ fab: true, language: true, cms: false });
  });

  it('saves and restores a previous state', () => {
    const state = { fab: true, language: false, product: true, cms: false };
    const saved = savePrevious(state);
    expect(restorePrevious({ ...ALL_OFF, previous: saved.previous })).toMatchObject(state);
    expect(restorePrevious(ALL_OFF)).toEqual(ALL_OFF);
  });

  it('reads anything stored as a state, all off when it is not one', () => {
    expect(parseEditState(null)).toEqual(ALL_OFF);
    expect(parseEditState('not json')).toEqual(ALL_OFF);
    expect(parseEditState('[1]')).toEqual(ALL_OFF);
    expect(parseEditState('{"fab":true,"language":"yes","previous":{"cms":true}}')).toEqual({
      ...ALL_OFF,
      fab: true,
      previous: { ...ALL_OFF, cms: true },
    });
  });
});
