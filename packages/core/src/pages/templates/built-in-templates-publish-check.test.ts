import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../../theme/default-theme.ts';
import { emptyPageDocument, readPageDocument } from '../page-document.ts';
import { checkPageForPublishing, type PublishCheckMeta } from '../publish-check.ts';
import { applyTemplate } from './apply-template.ts';
import { BUILT_IN_TEMPLATES, templateForShop } from './built-in-templates.ts';

// A page started from a built-in template passes the publish check's content rules as it comes — its
// headings in order, its links named, its text readable over its sections' colours — so an editor's
// findings are about what they changed, not about what we shipped. Pictures are placeholders an
// editor chooses (their alt texts come with them), so image findings are left to the editor.

const CONTENT_KINDS = new Set(['headingOrder', 'linkName', 'contrast']);
const shop = { languages: ['de-DE', 'en-GB'], defaultLanguage: 'de-DE' };
const meta: PublishCheckMeta = { title: {}, seoTitle: {}, seoDescription: {} };

describe('built-in templates and the publish check', () => {
  for (const template of BUILT_IN_TEMPLATES) {
    it(`${template.id}: no finding about its headings, links or contrast`, () => {
      const document = readPageDocument(templateForShop(template.document, shop), shop).document;
      const page = applyTemplate(emptyPageDocument(), { document }, shop).document!;
      const findings = checkPageForPublishing({ document: page, meta, ...shop, theme: defaultTheme })
        .filter((finding) => CONTENT_KINDS.has(finding.kind))
        // A section template joins a page that has its main heading already.
        .filter((finding) => template.category !== 'sections' || finding.key !== 'cms.publishCheckNoH1')
        .map((finding) => `${finding.key} ${finding.path}`);
      expect(findings).toEqual([]);
    });
  }
});
