import { readPageDocument } from '@print/core/pages/page-document';
import { checkPageForPublishing } from '@print/core/pages/publish-check';
import { mergeThemeWithDefaults } from '@print/core/theme/merge-theme';
import { describe, expect, it } from 'vitest';
import { demoTenants } from './demo-tenants.ts';

// The demo shops' home pages (issue 25: today's home rebuilt from blocks) are what a shop's editors
// start from: they pass the publish check in their shop's theme and languages, with nothing to fix.

describe.each(demoTenants.map((demo) => [demo.slug, demo] as const))('the home page of %s', (_slug, demo) => {
  it('passes the publish check', () => {
    const home = demo.pages.find((page) => page.kind === 'home')!;
    const { document } = readPageDocument(home.document, { languages: demo.languages });
    const findings = checkPageForPublishing({
      document,
      meta: { title: home.title, seoTitle: home.seoTitle ?? {}, seoDescription: home.seoDescription ?? {} },
      languages: demo.languages,
      defaultLanguage: demo.languages[0]!,
      theme: mergeThemeWithDefaults(demo.theme.config),
    });
    expect(findings).toEqual([]);
  });
});
