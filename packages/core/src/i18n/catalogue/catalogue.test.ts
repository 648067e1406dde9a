import { describe, expect, it } from 'vitest';
import { builtInCatalogue, catalogueForLanguage, catalogueGroups } from './index.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const allEntries = catalogueGroups.flatMap(({ group, entries }) =>
  Object.entries(entries).map(([key, text]) => ({ group, key, text })),
);

describe('built-in translation catalogue', () => {
  it('has the expected groups', () => {
    expect(catalogueGroups.map((g) => g.group)).toEqual([
      'common',
      'validation',
      'auth',
      'shell',
      'profile',
      'shop',
      'checkout',
      'orders',
      'punchout',
      'admin',
      'cms',
      'marketing',
      'pricing',
    ]);
  });

  it('gives every entry a non-empty, trimmed de-DE and en-GB text', () => {
    for (const { key, text } of allEntries) {
      for (const locale of ['de-DE', 'en-GB'] as const) {
        const value = text[locale];
        expect(value, `${key} ${locale}`).toBeTypeOf('string');
        expect(value.trim(), `${key} ${locale}`).not.toBe('');
        expect(value, `${key} ${locale}`).toBe(value.trim());
      }
      if (text['en-US'] !== undefined) expect(text['en-US'].trim(), `${key} en-US`).not.toBe('');
      if (text.context !== undefined) expect(text.context.trim(), `${key} context`).not.toBe('');
    }
  });

  it('has unique keys, each prefixed by its group and camelCase after the prefix', () => {
    const seen = new Set<string>();
    for (const { group, key } of allEntries) {
      expect(seen.has(key), `duplicate key ${key}`).toBe(false);
      seen.add(key);
      // i18next plural forms: `<key>_one` beside the key itself (the other form).
      expect(key, key).toMatch(new RegExp(`^${group}\\.[a-z][a-zA-Z0-9]*(_one)?$`));
      if (key.endsWith('_one'))
        expect(
          allEntries.some((e) => e.key === key.slice(0, -4)),
          key,
        ).toBe(true);
    }
    expect(new Set(catalogueGroups.map((g) => g.group)).size).toBe(catalogueGroups.length);
    expect(Object.keys(builtInCatalogue)).toHaveLength(allEntries.length);
  });

  it('has exactly one group with en-US texts (pricing), and that group is complete in en-US', () => {
    const withEnUs = catalogueGroups.filter((g) =>
      Object.values(g.entries).some((t) => t['en-US'] !== undefined),
    );
    expect(withEnUs.map((g) => g.group)).toEqual(['pricing']);
    for (const [key, text] of Object.entries(withEnUs[0]?.entries ?? {})) {
      expect(text['en-US'], key).toBeDefined();
    }
    // American spelling where it differs.
    expect(builtInCatalogue['pricing.featureCustomBranding']?.['en-GB']).toContain('colours');
    expect(builtInCatalogue['pricing.featureCustomBranding']?.['en-US']).toContain('colors');
  });

  it('has the singular of every admin and page text with a count, so nothing says "1 products"', () => {
    // A count is `{count}` or another number placed before a noun (`{failed} of {total} users`).
    const counted = /\{(count|failed)\}/;
    // Counts that stand before no noun: "moved to position 2 of {count}", "{count} of {max} chosen".
    const notBeforeNoun = new Set(['cms.movedTo', 'cms.productsChosen', 'cms.pageHasProblems']);
    for (const { group, key, text } of allEntries) {
      if (!['admin', 'cms'].includes(group) || key.endsWith('_one') || notBeforeNoun.has(key)) continue;
      if (!counted.test(text['en-GB'])) continue;
      expect(builtInCatalogue[`${key}_one`], `${key}_one`).toBeDefined();
    }
  });

  it('uses the same placeholders in every language of an entry', () => {
    for (const { key, text } of allEntries) {
      const expected = placeholders(text['en-GB']);
      expect(placeholders(text['de-DE']), `${key} de-DE`).toEqual(expected);
      if (text['en-US'] !== undefined) expect(placeholders(text['en-US']), `${key} en-US`).toEqual(expected);
    }
  });

  it('contains the spec messages with their exact en-GB text', () => {
    const exact: Record<string, string> = {
      'common.confirm': 'Confirm',
      'common.cancel': 'Cancel',
      'common.genericError': 'An error occurred. Please try again.',
      'common.error404': '404',
      'admin.errorAddingProduct': 'Error adding product',
      'admin.userFieldsSaved': 'User fields saved',
      'validation.forbiddenCharacters': 'Forbidden characters {chars}',
      'validation.required': 'Field is required',
      'validation.email': 'Please enter a valid email address, e. g. {email}',
      'validation.phone': 'Use this format: +XX XXXX XXXXXX',
      'validation.mobile': 'Use this format: +XXXXXXXXXXXX',
      'validation.number': 'Only integer allowed',
      'validation.url': "Doesn't look like an URL",
      'validation.urlHttps': 'URL must start with https (SSL)',
      'validation.urlAndRelative': "Doesn't look like an URL or relative path",
      'validation.mustMatch': 'Must match the requirement',
      'validation.linkUrl': 'URL is not valid and must start with https:// or be relative and start with /',
      'validation.maxSocialButtons': 'Maximum of 5 social buttons allowed',
      'validation.validUrl': 'Please enter a valid URL',
      'validation.validUrlDot': 'Please enter a valid URL.',
      'validation.signupEmail': 'Please enter a valid email address.',
      'auth.invalidLoginCombination': 'Invalid login combination',
      'auth.loginNotPossible': 'Login not possible with this data',
      'auth.loginError': 'Login error',
      'auth.codeTransmissionError': 'Error during transmission of the code',
      'auth.forgotPasswordError': 'Something went wrong while requesting new password.',
      'auth.changePasswordError': 'Password could not be changed.',
      'auth.forgotPasswordSent': 'If the e-mail address exists, an e-mail with instructions follows.',
      'auth.registrationError': 'An error occurred during registration. Please try again.',
      'auth.registrationSuccess': 'Registration successful. You can now log in with your credentials.',
      'auth.codeSent': 'We sent a 6-digit code to your e-mail address',
      'shell.notFoundMessage': 'Page not found. Please make sure the URL is correct.',
      'shell.footerManageCookies': 'Manage cookie settings',
      'shop.priceTablePricePerUnit': 'Price per single unit',
      'shop.productNotAvailable': 'Product is not available at the moment.',
      'shop.addToCartError':
        'Item could not be added to the shopping cart; error updating or copying in the cart.',
      'checkout.mandatoryFields': 'Please fill in all mandatory fields.',
      'checkout.termsRequired': 'Please accept the terms and conditions.',
      'checkout.sendOrderError': 'Error when sending the order.',
      'checkout.stockError': 'Not all products are in stock or available to order.',
      'checkout.paymentFailed': 'Payment failed: your payment could not be processed, please try again.',
      'checkout.paymentOrderCreationFailed':
        'Payment successful, but order creation failed; contact support.',
      'checkout.paymentSessionNotFound': 'Payment session not found; try again or contact support.',
      'checkout.grandTotal': 'Grand Total',
      'admin.pageCannotBeDeleted': 'The page {pageTitle} cannot be deleted',
      'admin.domainUpdateFailed': 'Failed to add, delete or set default domain: {error}',
      'admin.tenantIdNotFound': 'Could not save settings: tenant ID not found',
      'admin.errorSavingCategorySettings': 'Error while saving category settings.',
      'admin.errorCreatingCategory': 'Error creating a new category.',
      'admin.categorySettingsSaved': 'Category settings saved successfully.',
      'admin.errorSavingExternalMediaLink': 'Error when saving external media link',
      'cms.templateApplied': 'Template content successfully added to page',
      'shop.rssNoFeedUrl': 'No RSS feed URL configured. Please edit the settings to add a feed URL.',
      'shop.rssNoEpisodes': 'No episodes found in the RSS feed.',
      'cms.errorAddingUnsplashImage': 'Error adding Unsplash image',
      'cms.saveAndClose': 'Save & Close',
      'marketing.newsletterSubscribed': 'Thank you for subscribing!',
      'marketing.newsletterError': 'An error occurred. Please try again.',
      'marketing.aiPromptFailed': 'Failed to submit prompt',
      'marketing.roiFieldRequired': 'This field is required',
      'marketing.roiPositiveNumber': 'Please enter a positive number',
    };
    for (const [key, text] of Object.entries(exact)) {
      expect(builtInCatalogue[key]?.['en-GB'], key).toBe(text);
    }
  });

  it('records the group on each flat catalogue entry', () => {
    expect(builtInCatalogue['common.promptHeadline']?.group).toBe('common');
    expect(builtInCatalogue['pricing.tierPro']?.group).toBe('pricing');
  });

  describe('catalogueForLanguage', () => {
    it('returns every key for de-DE and en-GB', () => {
      const de = catalogueForLanguage('de-DE');
      const en = catalogueForLanguage('en-GB');
      expect(Object.keys(de)).toHaveLength(allEntries.length);
      expect(Object.keys(en)).toHaveLength(allEntries.length);
      expect(de['common.confirm']).toBe('Bestätigen');
      expect(en['common.confirm']).toBe('Confirm');
    });

    it('falls back to en-GB for en-US keys without an en-US text', () => {
      const us = catalogueForLanguage('en-US');
      expect(Object.keys(us)).toHaveLength(allEntries.length);
      expect(us['pricing.subtitle']).toBe('Choose the right plan for your organization.');
      expect(us['shop.personalise']).toBe('Personalise');
    });

    it('returns only texts that exist in other languages', () => {
      expect(catalogueForLanguage('pt-PT')).toEqual({});
      expect(catalogueForLanguage('context')).toEqual({});
    });
  });
});
