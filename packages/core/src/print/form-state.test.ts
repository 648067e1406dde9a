import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFormState,
  emptyFormState,
  formReducer,
  formValues,
  isFieldHighlighted,
  missingFields,
  visibleValues,
} from './form-state.ts';
import type { FormAction, FormContext, FormState } from './form-state.ts';
import { PREFLIGHT_KEYS, preflight } from './preflight.ts';
import type { ProductField } from './product-field.ts';
import { BUSINESS_CARD_FIELDS, BUSINESS_CARD_TEMPLATE } from './sample-templates.ts';
import type { Template } from './template-types.ts';

const card: FormContext = { template: BUSINESS_CARD_TEMPLATE, fields: BUSINESS_CARD_FIELDS };
const reduce = formReducer(card);
const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(reduce, state);
const set = (field: string, value: string): FormAction => ({ type: 'setValue', field, value });

describe('createFormState', () => {
  it('lays out pages of fields in the product field order', () => {
    const state = createFormState(card);
    expect(state.initialized).toBe(true);
    expect(state.page).toBe('front');
    expect(state.pages.map((page) => [page.id, page.fields])).toEqual([
      ['front', ['firstName', 'lastName', 'jobTitle', 'phone', 'mobile', 'email', 'logo']],
      ['back', ['website']],
    ]);
    expect(state.pages[1]?.label).toEqual({ 'de-DE': 'Rückseite', 'en-GB': 'Back' });
    expect(state.elementsOrder).toEqual(BUSINESS_CARD_FIELDS.map((field) => field.name));
    expect(state.allElements).toEqual(state.elementsOrder);
    expect(state.requiredElements).toEqual(['firstName', 'lastName', 'email']);
    expect(state.showWhen).toEqual({ mobileLine: { field: 'mobile', notEmpty: true } });
    expect(state.vault.meta).toEqual({ progress: 0, ptrFinal: false });
  });

  it('prefills from defaults, the profile and custom user fields by matching name', () => {
    const fields: ProductField[] = [
      ...BUSINESS_CARD_FIELDS.map((field) =>
        field.name === 'website' ? { ...field, defaultValue: 'https://a.example' } : field,
      ),
    ];
    const state = createFormState(
      { ...card, fields },
      {
        prefill: {
          profile: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            mobile: '',
            city: 'London',
            logo: 'https://x.example/a.png',
          },
          userFields: { jobTitle: 'Analyst', lastName: 'King', costCentre: '42' },
        },
      },
    );
    expect(state.vault.global).toEqual({
      website: 'https://a.example',
      firstName: 'Ada',
      lastName: 'King', // custom user fields are more specific than the profile
      jobTitle: 'Analyst',
    });
    expect(state.vault.custom).toEqual({});
    expect(state.userFields).toEqual({ jobTitle: 'Analyst', lastName: 'King', costCentre: '42' });
    expect(state.vault.meta.progress).toBeCloseTo(2 / 3);
  });

  it('restores a draft: saved values win over the prefill, unknown ones are dropped', () => {
    const state = createFormState(card, {
      prefill: { profile: { firstName: 'Ada' } },
      values: { firstName: 'Augusta', stray: 'x' },
      page: 'back',
      customData: { itemName: 'My card' },
    });
    expect(formValues(state).firstName).toBe('Augusta');
    expect(state.vault.custom).toEqual({ firstName: 'Augusta' });
    expect(state.page).toBe('back');
    expect(state.vault.meta.ptrFinal).toBe(true);
    expect(state.customData).toEqual({ itemName: 'My card' });
  });

  it('has an uninitialised placeholder', () => {
    expect(emptyFormState()).toMatchObject({ initialized: false, pages: [], page: '' });
  });
});

describe('formReducer', () => {
  it('sets and resets values; typing an empty value overrides the prefill', () => {
    const start = createFormState(card, { prefill: { profile: { firstName: 'Ada' } } });
    const cleared = run(start, set('firstName', ''));
    expect(formValues(cleared).firstName).toBe('');
    expect(formValues(run(cleared, { type: 'resetValue', field: 'firstName' })).firstName).toBe('Ada');
    expect(run(start, set('nope', 'x'))).toBe(start);
  });

  it('tracks progress over the required fields', () => {
    const state = run(createFormState(card), set('firstName', 'Ada'), set('lastName', 'Lovelace'));
    expect(state.vault.meta.progress).toBeCloseTo(2 / 3);
    expect(run(state, set('email', 'ada@example.com')).vault.meta.progress).toBe(1);
    expect(run(state, set('email', '   ')).vault.meta.progress).toBeCloseTo(2 / 3);
  });

  it('keeps format errors of filled fields, not of empty ones', () => {
    const state = run(createFormState(card), set('email', 'ada@'), set('phone', ''));
    expect(state.errors).toEqual({
      email: { key: 'validation.email', params: { email: 'name@example.com' } },
    });
    expect(run(state, set('email', 'ada@example.com')).errors).toEqual({});
  });

  it('highlights missing fields when the shopper tries to go on, and moves on once they are filled', () => {
    const blocked = run(createFormState(card), set('firstName', 'Ada'), { type: 'next' });
    expect(blocked.page).toBe('front');
    expect(blocked.showRequiredHighlights).toBe(true);
    expect(missingFields(blocked, 'front')).toEqual(['lastName', 'email']);
    expect(isFieldHighlighted(blocked, 'lastName')).toBe(true);
    expect(isFieldHighlighted(blocked, 'firstName')).toBe(false);

    const done = run(blocked, set('lastName', 'Lovelace'), set('email', 'ada@example.com'));
    expect(done.showRequiredHighlights).toBe(false);
    const next = run(done, { type: 'next' });
    expect(next.page).toBe('back');
    expect(next.vault.meta.ptrFinal).toBe(true);
    expect(run(next, { type: 'next' }).page).toBe('back');
    expect(run(next, { type: 'back' }).page).toBe('front');
  });

  it('goes to any known page directly', () => {
    const state = createFormState(card);
    expect(run(state, { type: 'goToPage', page: 'back' }).page).toBe('back');
    expect(run(state, { type: 'goToPage', page: 'inside' })).toBe(state);
  });

  it('records a passed preflight and forgets it on any change', () => {
    const values = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    const filled = run(createFormState(card, { values }));
    const checked = run(filled, {
      type: 'preflightResult',
      issues: preflight(card.template, values, card.fields),
    });
    expect(checked.preflightDone).toBe(true);
    expect(run(checked, set('jobTitle', 'Analyst')).preflightDone).toBe(false);
    expect(run(checked, { type: 'setCustomData', key: 'itemName', value: 'x' }).preflightDone).toBe(true);
  });

  it('switches the highlights on when the preflight finds missing fields', () => {
    const issues = [{ severity: 'error' as const, key: PREFLIGHT_KEYS.missingField, field: 'email' }];
    const state = run(createFormState(card), { type: 'preflightResult', issues });
    expect(state).toMatchObject({ preflightDone: false, showRequiredHighlights: true });
  });

  it('follows the conditions: a hidden field is neither shown nor required', () => {
    const template = JSON.parse(JSON.stringify(BUSINESS_CARD_TEMPLATE)) as Template;
    const email = template.pages[0]!.elements.find((element) => element.id === 'emailLine')!;
    email.showWhen = { field: 'jobTitle', notEmpty: true };
    const context = { template, fields: BUSINESS_CARD_FIELDS };
    const state = createFormState(context);
    expect(state.visibleElements).not.toContain('email');
    expect(state.requiredElements).toEqual(['firstName', 'lastName']);
    const shown = formReducer(context)(state, set('jobTitle', 'Analyst'));
    expect(shown.visibleElements).toContain('email');
    expect(shown.requiredElements).toEqual(['firstName', 'lastName', 'email']);
    // a value typed while shown is kept in the state, but not ordered while hidden
    const typed = formReducer(context)(shown, set('email', 'ada@example.com'));
    const hidden = formReducer(context)(typed, set('jobTitle', ''));
    expect(formValues(hidden).email).toBe('ada@example.com');
    expect(visibleValues(hidden)).not.toHaveProperty('email');
    expect(visibleValues(typed)).toMatchObject({ email: 'ada@example.com', jobTitle: 'Analyst', phone: '' });
  });
});

describe('progress (property)', () => {
  const names = BUSINESS_CARD_FIELDS.map((field) => field.name);
  const action: fc.Arbitrary<FormAction> = fc.oneof(
    fc.record({
      type: fc.constant('setValue' as const),
      field: fc.constantFrom(...names),
      value: fc.constantFrom('', ' ', 'x', 'Ada', 'a@b.de'),
    }),
    fc.record({ type: fc.constant('resetValue' as const), field: fc.constantFrom(...names) }),
    fc.constantFrom<FormAction>({ type: 'next' }, { type: 'back' }),
  );
  // A template whose email line depends on the job title, so the required set changes as values do.
  const template = JSON.parse(JSON.stringify(BUSINESS_CARD_TEMPLATE)) as Template;
  template.pages[0]!.elements.find((element) => element.id === 'emailLine')!.hideWhen = {
    field: 'jobTitle',
    equals: 'x',
  };
  const context = { template, fields: BUSINESS_CARD_FIELDS };

  it('stays within 0..1 and is 1 exactly when every shown required field is filled', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), fc.constantFrom('', 'Ada')),
        fc.array(action, { maxLength: 12 }),
        (profile, actions) => {
          const state = actions.reduce(
            formReducer(context),
            createFormState(context, { prefill: { profile } }),
          );
          const { progress } = state.vault.meta;
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(1);
          const values = formValues(state);
          const allFilled = state.requiredElements.every((name) => (values[name] ?? '').trim() !== '');
          expect(progress === 1).toBe(allFilled);
          expect(missingFields(state).length === 0).toBe(allFilled);
          for (const name of state.requiredElements) expect(state.visibleElements).toContain(name);
        },
      ),
    );
  });
});
