import { BUSINESS_CARD_FIELDS, BUSINESS_CARD_TEMPLATE } from '@print/core/print/sample-templates';
import { describe, expect, it } from 'vitest';
import type { ApiProductField } from '../print/print-model.ts';
import {
  isPersonalisedOrderItem,
  releaseBlockedMessage,
  releaseOfForm,
  releaseOfItem,
  releaseOfOrderedItem,
} from './release-pieces.ts';

// What the content release shows of an item on every way into the cart (spec §5).

const EN = { language: 'en-GB', tenantDefault: 'de-DE' };
const fields: ApiProductField[] = BUSINESS_CARD_FIELDS.map((field) => ({
  name: field.name,
  label: field.label['en-GB'] ?? field.name,
  type: field.type,
  required: field.required,
  defaultValue: null,
}));
const complete = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('releaseOfItem (finishing a draft, a watchlist entry into the cart)', () => {
  it('draws every page of the template in the reader’s language, and may be released', () => {
    const { piece, errors } = releaseOfItem(
      { key: 'i1', title: 'Cards', template: BUSINESS_CARD_TEMPLATE, fields, values: complete },
      EN,
    );
    expect(errors).toEqual([]);
    expect(piece.template).toEqual(BUSINESS_CARD_TEMPLATE);
    expect(piece.pages).toEqual([
      { id: 'front', label: 'Front' },
      { id: 'back', label: 'Back' },
    ]);
    expect(piece.fieldLabel('email')).toBe('Email');
    expect(piece.lines).toEqual([]);
  });

  it('is blocked by an empty mandatory field, with the spec’s message', () => {
    const { errors } = releaseOfItem(
      { key: 'i1', template: BUSINESS_CARD_TEMPLATE, fields, values: { firstName: 'Ada' } },
      EN,
    );
    expect(errors.map((issue) => issue.field)).toEqual(['lastName', 'email']);
    expect(releaseBlockedMessage(errors)).toEqual({ key: 'validation.mandatoryFields' });
  });

  it('names a value in the wrong format by its own message', () => {
    const { errors } = releaseOfItem(
      { key: 'i1', template: BUSINESS_CARD_TEMPLATE, fields, values: { ...complete, email: 'ada' } },
      EN,
    );
    expect(releaseBlockedMessage(errors).key).toBe('validation.email');
  });

  it('without a (valid) template shows the filled fields as lines and still checks them', () => {
    const { piece, errors } = releaseOfItem(
      { key: 'i1', template: { broken: true }, fields, values: { ...complete, jobTitle: '' } },
      EN,
    );
    expect(piece.template).toBeNull();
    expect(piece.lines).toEqual([
      { label: 'First name', value: 'Ada' },
      { label: 'Last name', value: 'Lovelace' },
      { label: 'Email', value: 'ada@example.com' },
    ]);
    expect(errors).toEqual([]);
    const incomplete = releaseOfItem({ key: 'i1', template: null, fields, values: {} }, EN);
    expect(releaseBlockedMessage(incomplete.errors)).toEqual({ key: 'validation.mandatoryFields' });
  });
});

describe('a choice in the release', () => {
  const finish: ApiProductField = {
    name: 'finish',
    label: 'Oberfläche',
    type: 'select',
    required: true,
    defaultValue: null,
    options: [
      { value: 'matt', label: 'Matt' },
      { value: 'gloss', label: 'Glänzend' },
    ],
  };
  const DE = { language: 'de-DE', tenantDefault: 'de-DE' };

  it('shows the label of the chosen option in the shopper’s language, not the stored value', () => {
    const { piece, errors } = releaseOfItem(
      { key: 'i1', template: null, fields: [finish], values: { finish: 'gloss' } },
      DE,
    );
    expect(errors).toEqual([]);
    expect(piece.lines).toEqual([{ label: 'Oberfläche', value: 'Glänzend' }]);
    const form = releaseOfForm(
      { template: null, fields: [finish], values: { finish: 'matt' }, warnings: [] },
      DE,
    );
    expect(form.lines).toEqual([{ label: 'Oberfläche', value: 'Matt' }]);
  });
});

describe('releaseOfOrderedItem (reorder, reopen in cart)', () => {
  it('draws what the order kept; personalised are items with a template or values', () => {
    const piece = releaseOfOrderedItem(
      { key: '1', title: 'Cards', template: BUSINESS_CARD_TEMPLATE, values: complete },
      EN,
    );
    expect(piece).toMatchObject({ key: '1', title: 'Cards', values: complete, warnings: [] });
    expect(piece.pages.map((page) => page.id)).toEqual(['front', 'back']);
    expect(isPersonalisedOrderItem({ template: BUSINESS_CARD_TEMPLATE, values: {} })).toBe(true);
    expect(isPersonalisedOrderItem({ template: null, values: complete })).toBe(true);
    expect(isPersonalisedOrderItem({ template: null, values: {} })).toBe(false);
  });

  it('lists the values of an item without a template by the labels and choices the order kept', () => {
    const piece = releaseOfOrderedItem(
      {
        key: '3',
        title: 'Round stickers',
        template: null,
        values: { image: '/media/a1', finish: 'gloss', notes: 'White edge' },
        shown: [
          { name: 'image', label: 'Artwork', type: 'image', value: '/media/a1', text: '/media/a1' },
          { name: 'finish', label: 'Finish', type: 'select', value: 'gloss', text: 'High gloss' },
          {
            name: 'notes',
            label: 'Production notes',
            type: 'textarea',
            value: 'White edge',
            text: 'White edge',
          },
        ],
      },
      EN,
    );
    expect(piece.lines).toEqual([
      { label: 'Finish', value: 'High gloss' },
      { label: 'Production notes', value: 'White edge' },
    ]);
  });
});
