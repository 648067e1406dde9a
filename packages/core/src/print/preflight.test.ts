import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from '../i18n/catalogue/index.ts';
import { validationMessages } from '../validation/messages.ts';
import { PREFLIGHT_KEYS, effectiveDpi, preflight, preflightPassed } from './preflight.ts';
import {
  BUSINESS_CARD_FIELDS,
  BUSINESS_CARD_TEMPLATE,
  FLYER_A6_FIELDS,
  FLYER_A6_TEMPLATE,
} from './sample-templates.ts';
import type { Template } from './template-types.ts';

const card = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

describe('effectiveDpi', () => {
  it('computes pixels per inch of printed size', () => {
    // 25.4 mm wide box = 1 inch: an image 300 px wide fills it at 300 dpi
    expect(
      effectiveDpi({ widthPx: 300, heightPx: 300 }, { width: 25.4, height: 25.4, fit: 'contain' }),
    ).toBeCloseTo(300);
  });

  it('lets the tighter axis decide for contain and the looser for cover', () => {
    const image = { widthPx: 600, heightPx: 300 }; // 2:1 into a square inch
    const square = { width: 25.4, height: 25.4 };
    // contain: 600 px across one inch; cover: 300 px across one inch (the sides are cut off)
    expect(effectiveDpi(image, { ...square, fit: 'contain' })).toBeCloseTo(600);
    expect(effectiveDpi(image, { ...square, fit: 'cover' })).toBeCloseTo(300);
  });
});

describe('preflight', () => {
  it('passes a complete business card', () => {
    expect(preflight(BUSINESS_CARD_TEMPLATE, card, BUSINESS_CARD_FIELDS)).toEqual([]);
  });

  it('reports each empty required field as an error', () => {
    const issues = preflight(BUSINESS_CARD_TEMPLATE, { firstName: 'Ada' }, BUSINESS_CARD_FIELDS);
    expect(issues).toEqual([
      { severity: 'error', key: PREFLIGHT_KEYS.missingField, field: 'lastName' },
      { severity: 'error', key: PREFLIGHT_KEYS.missingField, field: 'email' },
    ]);
    expect(preflightPassed(issues)).toBe(false);
  });

  it('does not require fields of hidden elements', () => {
    const template = JSON.parse(JSON.stringify(BUSINESS_CARD_TEMPLATE)) as Template;
    const email = template.pages[0]!.elements.find((element) => element.id === 'emailLine')!;
    email.showWhen = { field: 'jobTitle', equals: 'sales' };
    const missing = (values: Record<string, string>) =>
      preflight(template, values, BUSINESS_CARD_FIELDS).map((issue) => issue.field);
    expect(missing({ firstName: 'Ada', lastName: 'L' })).toEqual([]);
    expect(missing({ firstName: 'Ada', lastName: 'L', jobTitle: 'sales' })).toEqual(['email']);
  });

  it('reports invalid values with the shared validation keys', () => {
    const issues = preflight(
      BUSINESS_CARD_TEMPLATE,
      { ...card, email: 'ada@', jobTitle: 'CEO <b>' },
      BUSINESS_CARD_FIELDS,
    );
    expect(issues).toEqual([
      {
        severity: 'error',
        key: 'validation.forbiddenCharacters',
        field: 'jobTitle',
        params: { chars: '< >' },
      },
      { severity: 'error', key: 'validation.email', field: 'email', params: { email: 'name@example.com' } },
    ]);
  });

  it('reports text overflowing its box', () => {
    const issues = preflight(
      FLYER_A6_TEMPLATE,
      { headline: 'Summer sale', bodyText: 'All our products at half price this week only. '.repeat(30) },
      FLYER_A6_FIELDS,
    );
    expect(issues).toEqual([
      {
        severity: 'error',
        key: PREFLIGHT_KEYS.textOverflow,
        page: 'front',
        elementId: 'body',
        field: 'bodyText',
      },
    ]);
  });

  it('warns about uploads below 300 dpi at print size, per element', () => {
    const values = { ...card, logo: 'https://cdn.example.com/logo.png' };
    // Front logo box 19 × 11 mm, back 40 × 22 mm, both contain. 400 × 200 px:
    // front max(400/0.748, 200/0.433) ≈ 534 dpi; back max(400/1.575, 200/0.866) ≈ 254 dpi.
    const issues = preflight(BUSINESS_CARD_TEMPLATE, values, BUSINESS_CARD_FIELDS, {
      logo: { widthPx: 400, heightPx: 200 },
    });
    expect(issues).toEqual([
      {
        severity: 'warning',
        key: PREFLIGHT_KEYS.lowResolution,
        params: { dpi: '254', minDpi: '300' },
        field: 'logo',
        page: 'back',
        elementId: 'logoBack',
      },
    ]);
    expect(preflightPassed(issues)).toBe(true);
  });

  it('says nothing about an upload whose size it does not know, or that is not printed', () => {
    const values = { ...card, logo: 'https://cdn.example.com/logo.png' };
    expect(preflight(BUSINESS_CARD_TEMPLATE, values, BUSINESS_CARD_FIELDS, {})).toEqual([]);
    expect(
      preflight(BUSINESS_CARD_TEMPLATE, values, BUSINESS_CARD_FIELDS, { logo: { widthPx: 0, heightPx: 10 } }),
    ).toEqual([]);
    expect(
      preflight(BUSINESS_CARD_TEMPLATE, card, BUSINESS_CARD_FIELDS, { logo: { widthPx: 10, heightPx: 10 } }),
    ).toEqual([]);
  });

  it('uses message keys that the catalogue holds in de-DE and en-GB', () => {
    for (const key of [...Object.values(PREFLIGHT_KEYS), ...Object.keys(validationMessages)]) {
      expect(builtInCatalogue[key]?.['de-DE'], key).toBeTruthy();
      expect(builtInCatalogue[key]?.['en-GB'], key).toBeTruthy();
    }
    expect(builtInCatalogue[PREFLIGHT_KEYS.lowResolution]?.['en-GB']).toContain('{dpi}');
  });
});
