import { readPageDocument } from '@print/core/pages/page-document';
import { checkPageSlug, validatePageMeta } from '@print/core/pages/page-rules';
import { describe, expect, it } from 'vitest';
import { demoTenants } from './demo-tenants.ts';

// The demo shops' pages (issue 25): every document reads without a problem, every page passes the
// rules a save checks, and the addresses the shop links to itself exist in every language.

describe.each(demoTenants.map((demo) => [demo.slug, demo] as const))('the pages of %s', (_slug, demo) => {
  it('read without a problem and pass the rules of a save', () => {
    for (const page of demo.pages) {
      const meta = { seoTitle: {}, seoDescription: {}, socialImage: '', ...page };
      const options = { languages: demo.languages, defaultLanguage: demo.languages[0]! };
      expect(validatePageMeta(meta, options), page.slugs[demo.languages[0]!]).toEqual({});
      expect(readPageDocument(page.document, { languages: demo.languages }).problems).toEqual([]);
      for (const slug of Object.values(page.slugs)) expect(checkPageSlug(slug)).toBeNull();
    }
  });

  it('are linked from the footer and the user menu at the same address in every language', () => {
    for (const [kind, slug] of [
      ['imprint', 'imprint'],
      ['privacy', 'privacy'],
      ['terms', 'terms'],
      ['faq', 'faq'],
    ]) {
      const page = demo.pages.find((candidate) => candidate.kind === kind)!;
      expect(page.slugs).toEqual(Object.fromEntries(demo.languages.map((language) => [language, slug])));
    }
    expect(demo.pages.map((page) => page.kind).sort()).toEqual([
      'about',
      'faq',
      'home',
      'imprint',
      'privacy',
      'terms',
    ]);
  });
});
