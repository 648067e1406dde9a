import { createFormState } from '@print/core/print/form-state';
import { BUSINESS_CARD_TEMPLATE } from '@print/core/print/sample-templates';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { themeColorResolver } from '../../ui/theme-colors.ts';
import {
  CART_ERROR_KEY,
  FIELDS_ONLY_PAGE,
  MAX_IMAGE_BYTES,
  hasChanges,
  imageFileProblem,
  pageLabel,
  prefillFromUser,
  productFormModel,
  readTemplate,
  saveFailure,
  toProductFields,
} from './form-model.ts';
import { clampSidebarWidth, SIDEBAR_MAX_PX, SIDEBAR_MIN_PX } from './sidebar-resizer.tsx';
import { cardProduct } from './test/fixtures.ts';

describe('toProductFields', () => {
  it('keys the translated label by the current language and reads unknown types as text', () => {
    expect(
      toProductFields(
        [
          { name: 'headline', label: 'Headline', type: 'text', required: true, defaultValue: 'Hi' },
          { name: 'odd', label: 'Odd', type: 'colourPicker', required: false, defaultValue: null },
          { name: 'logo', label: 'Logo', type: 'image', required: false, defaultValue: '' },
        ],
        'en-GB',
      ),
    ).toEqual([
      { name: 'headline', label: { 'en-GB': 'Headline' }, type: 'text', required: true, defaultValue: 'Hi' },
      { name: 'odd', label: { 'en-GB': 'Odd' }, type: 'text', required: false },
      { name: 'logo', label: { 'en-GB': 'Logo' }, type: 'image', required: false },
    ]);
  });
});

describe('readTemplate and productFormModel', () => {
  it('accepts a valid template and refuses anything else', () => {
    expect(readTemplate(BUSINESS_CARD_TEMPLATE)).toEqual(BUSINESS_CARD_TEMPLATE);
    expect(readTemplate(null)).toBeNull();
    expect(readTemplate({ version: 1, pages: 'x' })).toBeNull();
    expect(readTemplate('<svg/>')).toBeNull();
  });

  it('puts every field on one page when there is no usable template', () => {
    const model = productFormModel(cardProduct({ broken: true }), 'en-GB');
    expect(model.template).toBeNull();
    const state = createFormState(model.context);
    expect(state.pages.map((page) => [page.id, page.fields.length])).toEqual([[FIELDS_ONLY_PAGE, 8]]);
    expect(state.visibleElements).toHaveLength(8);
    expect(state.requiredElements).toEqual(['firstName', 'lastName', 'email']);
  });

  it('keeps the template pages as the form steps', () => {
    const model = productFormModel(cardProduct(), 'en-GB');
    expect(createFormState(model.context).pages.map((page) => page.id)).toEqual(['front', 'back']);
  });
});

describe('pageLabel', () => {
  it('takes the language along the fallback chain, else the page name', () => {
    const page = { name: 'back', label: { 'de-DE': 'Rückseite', 'en-GB': 'Back' } };
    expect(pageLabel(page, 'en-GB', 'de-DE')).toBe('Back');
    expect(pageLabel(page, 'de-AT', 'en-GB')).toBe('Rückseite');
    expect(pageLabel({ name: 'inside' }, 'en-GB', 'de-DE')).toBe('inside');
  });
});

describe('prefillFromUser', () => {
  it('takes filled profile fields, the e-mail and the custom user fields', () => {
    expect(
      prefillFromUser({
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: ' ',
        phone: '+44 20 1234567',
        customFields: [
          { fieldName: 'jobTitle', value: 'Analyst' },
          { fieldName: 'empty', value: '' },
        ],
      }),
    ).toEqual({
      profile: { firstName: 'Ada', phone: '+44 20 1234567', email: 'ada@example.com' },
      userFields: { jobTitle: 'Analyst' },
    });
    expect(prefillFromUser(null)).toEqual({});
  });
});

describe('hasChanges', () => {
  it('compares what was typed with what the form started with', () => {
    expect(hasChanges({}, {})).toBe(false);
    expect(hasChanges({ firstName: '' }, {})).toBe(false);
    expect(hasChanges({ firstName: 'Ada' }, { firstName: 'Ada' })).toBe(false);
    expect(hasChanges({ firstName: 'Ada' }, {})).toBe(true);
    expect(hasChanges({}, { firstName: 'Ada' })).toBe(true);
  });
});

describe('imageFileProblem', () => {
  it('accepts PNG, JPEG and WebP up to 10 MiB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('shop.formImageType');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('shop.formImageType');
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('shop.formImageTooLarge');
  });
});

describe('saveFailure', () => {
  const badInput = (key: string, fields?: Record<string, unknown>) =>
    new ApiError(key, 200, { code: 'BAD_USER_INPUT', key, ...(fields ? { fields } : {}) });

  it('toasts the server’s message key and puts field errors at their fields', () => {
    expect(saveFailure(badInput('shop.productNotAvailable'))).toEqual({
      toast: { key: 'shop.productNotAvailable' },
      fields: {},
    });
    const error = { key: 'validation.forbiddenCharacters', params: { chars: '< >' } };
    expect(saveFailure(badInput('validation.forbiddenCharacters', { jobTitle: error }))).toEqual({
      toast: error,
      fields: { jobTitle: error },
    });
  });

  it('falls back to the spec’s cart error', () => {
    expect(saveFailure(new ApiError('boom', 500))).toEqual({ toast: { key: CART_ERROR_KEY }, fields: {} });
    expect(saveFailure(new Error('network'))).toEqual({ toast: { key: CART_ERROR_KEY }, fields: {} });
  });
});

describe('themeColorResolver', () => {
  it('reads the tenant colour from the CSS variable of the token', () => {
    const variables: Record<string, string> = { '--color-primary-background': ' #ff0000 ' };
    const resolve = themeColorResolver((name) => variables[name] ?? '');
    expect(resolve('colors.primary.background')).toBe('#ff0000');
  });

  it('falls back to the default theme, and to the spec fallback for unknown tokens', () => {
    const resolve = themeColorResolver(() => 'url(javascript:alert(1))');
    expect(resolve('colors.primary.background')).toBe('#2563eb');
    expect(resolve('colors.nothing.here')).toBe('#aabbcc');
    expect(themeColorResolver(null)('colors.body.text')).toBe('#1e293b');
  });
});

describe('clampSidebarWidth', () => {
  it('keeps the sidebar between its minimum and maximum width', () => {
    expect(clampSidebarWidth(10)).toBe(SIDEBAR_MIN_PX);
    expect(clampSidebarWidth(5000)).toBe(SIDEBAR_MAX_PX);
    expect(clampSidebarWidth(400.4)).toBe(400);
  });
});
