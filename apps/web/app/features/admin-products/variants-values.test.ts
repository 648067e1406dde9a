import { describe, expect, it } from 'vitest';
import type { AdminVariant } from './variants-api.ts';
import {
  checkEdits,
  currentDraft,
  draftOf,
  editErrors,
  editVariant,
  hasChanges,
  keepExisting,
  NO_CHANGES,
  removeVariant,
  restoreVariant,
  saveRequest,
  sentInputName,
} from './variants-values.ts';

const stored: AdminVariant = {
  id: 'v1',
  code: 'BC-MATT',
  name: { 'de-DE': 'Matt' },
  published: true,
  archivedAt: '2030-01-31T00:00:00.000Z',
  fieldValues: { paper: 'Matt 350 g' },
  stock: null,
  ordered: false,
};

describe('the variants tab’s waiting changes', () => {
  it('keeps an edit until Save, and forgets one that goes back to the stored variant', () => {
    const draft = draftOf(stored);
    expect(draft.archivedAt).toBe('2030-01-31');
    const edited = editVariant(NO_CHANGES, stored, { ...draft, code: 'BC-MATT-2' });
    expect(hasChanges(edited)).toBe(true);
    expect(currentDraft(stored, edited).code).toBe('BC-MATT-2');
    expect(hasChanges(editVariant(edited, stored, draft))).toBe(false);
  });

  it('marks a removal, brings it back with Restore, and sends removals without their edits', () => {
    const edited = editVariant(NO_CHANGES, stored, { ...draftOf(stored), code: 'X' });
    const removed = removeVariant(edited, 'v1');
    expect(saveRequest(removed)).toEqual({ variants: [], removedIds: ['v1'] });
    const restored = restoreVariant(removed, 'v1');
    expect(saveRequest(restored).removedIds).toEqual([]);
    expect(saveRequest(restored).variants.map((variant) => variant.code)).toEqual(['X']);
  });

  it('drops changes of variants that are gone (unlinked meanwhile)', () => {
    const state = removeVariant(editVariant(NO_CHANGES, stored, { ...draftOf(stored), code: 'X' }), 'v1');
    expect(keepExisting(state, [])).toEqual(NO_CHANGES);
  });
});

describe('the variants tab’s errors', () => {
  it('names the shared rules’ errors by the variant, not the ones a removal takes back', () => {
    const edited = editVariant(NO_CHANGES, stored, { ...draftOf(stored), code: 'BC MATT' });
    const options = { defaultLanguage: 'de-DE', fieldNames: ['paper'] };
    const errors = checkEdits(edited, options);
    expect(errors).toEqual({ 'variants.v1.code': { key: 'admin.variantCodeFormat' } });
    expect(editErrors(errors, 'v1')).toEqual({ code: { key: 'admin.variantCodeFormat' } });
    expect(checkEdits(removeVariant(edited, 'v1'), options)).toEqual({});
    expect(checkEdits(edited, { ...options, fieldNames: [] })).toMatchObject({
      'variants.v1.fieldValues.paper': { key: 'admin.fieldNotOnProduct' },
    });
  });

  it('places a refused Save’s error at the variant sent at that place, or the only one sent', () => {
    expect(sentInputName('variants.1.name.de-DE', ['v1', 'v2'])).toBe('variants.v2.name.de-DE');
    expect(sentInputName('code', ['v2'])).toBe('variants.v2.code');
    // Which of several variants the rules meant is not said: the message shows above the list.
    expect(sentInputName('code', ['v1', 'v2'])).toBe('code');
    expect(sentInputName('variants.5.code', ['v1'])).toBe('variants.5.code');
  });
});
