import { describe, expect, it } from 'vitest';
import { checkPersonalisation } from './personalisation-check.ts';
import { BUSINESS_CARD_FIELDS, BUSINESS_CARD_TEMPLATE } from './sample-templates.ts';
import type { Template } from './template-types.ts';

const complete = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('checkPersonalisation', () => {
  it('passes a complete business card', () => {
    expect(
      checkPersonalisation(BUSINESS_CARD_TEMPLATE, BUSINESS_CARD_FIELDS, complete, { complete: true }),
    ).toEqual({ errors: {}, missing: [], unknown: [], hidden: [] });
  });

  it('names the empty required fields only when the item must be complete', () => {
    const values = { firstName: 'Ada' };
    expect(
      checkPersonalisation(BUSINESS_CARD_TEMPLATE, BUSINESS_CARD_FIELDS, values, { complete: true }).missing,
    ).toEqual(['lastName', 'email']);
    expect(
      checkPersonalisation(BUSINESS_CARD_TEMPLATE, BUSINESS_CARD_FIELDS, values, { complete: false }).missing,
    ).toEqual([]);
  });

  it("checks each value with its field type's rule, also in a draft", () => {
    const values = { ...complete, email: 'not-an-address', phone: 'call me' };
    const check = checkPersonalisation(BUSINESS_CARD_TEMPLATE, BUSINESS_CARD_FIELDS, values, {
      complete: false,
    });
    expect(check.errors.email?.key).toBe('validation.email');
    expect(check.errors.phone?.key).toBe('validation.phone');
  });

  it('accepts our uploads and https images, refuses script URLs in image fields', () => {
    const ok = { ...complete, logo: '/media/0b4a9c1e-1111-4222-8333-444455556666' };
    expect(
      checkPersonalisation(BUSINESS_CARD_TEMPLATE, BUSINESS_CARD_FIELDS, ok, { complete: true }).errors,
    ).toEqual({});
    const bad = { ...complete, logo: 'javascript:alert(1)' };
    expect(
      checkPersonalisation(BUSINESS_CARD_TEMPLATE, BUSINESS_CARD_FIELDS, bad, { complete: true }).errors.logo
        ?.key,
    ).toBe('validation.validUrl');
  });

  it('reports values for fields the product does not have', () => {
    const values = { ...complete, constructor: 'x' };
    expect(
      checkPersonalisation(BUSINESS_CARD_TEMPLATE, BUSINESS_CARD_FIELDS, values, { complete: true }).unknown,
    ).toEqual(['constructor']);
  });

  it('without a template, every required field is required', () => {
    expect(checkPersonalisation(null, BUSINESS_CARD_FIELDS, {}, { complete: true }).missing).toEqual([
      'firstName',
      'lastName',
      'email',
    ]);
  });
});

describe('checkPersonalisation with conditions', () => {
  const template: Template = {
    ...BUSINESS_CARD_TEMPLATE,
    pages: [
      {
        id: 'front',
        name: 'front',
        elements: [
          {
            type: 'text',
            id: 'name',
            field: 'firstName',
            x: 0,
            y: 0,
            width: 50,
            height: 5,
            font: 'Inter',
            sizePt: 8,
            color: '#000',
            align: 'left',
            maxLines: 1,
          },
          {
            type: 'text',
            id: 'mail',
            field: 'email',
            showWhen: { field: 'firstName', notEmpty: true },
            x: 0,
            y: 10,
            width: 50,
            height: 5,
            font: 'Inter',
            sizePt: 8,
            color: '#000',
            align: 'left',
            maxLines: 1,
          },
        ],
      },
    ],
  };
  const fields = BUSINESS_CARD_FIELDS.filter(
    (field) => field.name === 'firstName' || field.name === 'email',
  ).map((field) => ({ ...field, required: false }));

  it('names filled fields that a condition hides, and does not judge them', () => {
    const check = checkPersonalisation(template, fields, { email: 'not-an-address' }, { complete: true });
    expect(check.hidden).toEqual(['email']);
    expect(check.errors).toEqual({});
  });

  it('judges the same value once its field shows', () => {
    const check = checkPersonalisation(
      template,
      fields,
      { firstName: 'Ada', email: 'not-an-address' },
      { complete: true },
    );
    expect(check.hidden).toEqual([]);
    expect(check.errors.email?.key).toBe('validation.email');
  });
});
