import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columns, documentOf, heading, section } from '../document-builders.ts';
import { PAGE_LIMITS } from '../page-constants.ts';
import { readPageDocument, type PageDocument } from '../page-document.ts';
import { pageNodeIds } from '../page-nodes.ts';
import { applyTemplate } from './apply-template.ts';

const languages = ['de-DE', 'en-GB'];
const read = (raw: unknown) => readPageDocument(raw, { languages }).document;

/** Predictable ids: n1, n2, … */
const counter = () => {
  let n = 0;
  return () => `n${++n}`;
};

const page: PageDocument = read(
  documentOf(
    section('intro', [heading('title', { 'de-DE': 'Willkommen' })], { anchor: 'contact' }),
    section('more', [heading('n1', { 'de-DE': 'Schon da' })]),
  ),
);

const template = {
  document: documentOf(
    section('contact', [
      heading('title', { 'de-DE': 'Kontakt', 'en-GB': 'Contact' }),
      columns(
        'cols',
        [heading('left', { 'en-GB': 'Left' }, undefined, 'h3')],
        [heading('right', { 'en-GB': 'Right' })],
      ),
    ]),
    section('hours', [heading('hours-title', { 'en-GB': 'Opening hours' }, undefined, 'h2')], {
      anchor: 'hours',
    }),
  ),
};

describe('applyTemplate', () => {
  it("appends the template's sections after the page's own, with fresh ids for every section and block", () => {
    const result = applyTemplate(page, template, { languages, newId: counter() });
    expect(result.error).toBeUndefined();
    const applied = result.document!;
    expect(applied.sections.slice(0, 2)).toEqual(page.sections);
    expect(applied.sections).toHaveLength(4);
    const [contact, hours] = applied.sections.slice(2);
    // n1 is a block of the page already: it is skipped.
    expect(contact!.id).toBe('n2');
    expect(contact!.blocks.map((block) => block.id)).toEqual(['n3', 'n6']);
    const cols = contact!.blocks[1]!.props.columns as { blocks: { id: string; props: unknown }[] }[];
    expect(cols.map((column) => column.blocks.map((block) => block.id))).toEqual([['n4'], ['n5']]);
    expect(cols[0]!.blocks[0]!.props).toMatchObject({ text: { 'en-GB': 'Left' }, level: 'h3' });
    expect(hours!.id).toBe('n7');
    // Every id of the page stays unique, and the result reads cleanly as a page.
    const ids = [...pageNodeIds(applied)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(readPageDocument(applied, { languages }).problems).toEqual([]);
  });

  it('keeps a section anchor the page does not use yet, and drops one it does (one link, one section)', () => {
    const applied = applyTemplate(page, template, { languages, newId: counter() }).document!;
    const anchors = applied.sections.map((section) => section.settings.anchor);
    expect(anchors).toEqual(['contact', '', '', 'hours']);
  });

  it('gives new ids again on a second application of the same template', () => {
    const once = applyTemplate(page, template, { languages }).document!;
    const twice = applyTemplate(once, template, { languages }).document!;
    expect(twice.sections).toHaveLength(6);
    const ids = [...pageNodeIds(twice)];
    expect(ids).toHaveLength(new Set(ids).size);
    expect(twice.sections[4]!.id).not.toBe(twice.sections[2]!.id);
  });

  it("says 'This template contains no layouts' for a template without sections", () => {
    for (const empty of [documentOf(), { schemaVersion: 1 }, {}]) {
      expect(applyTemplate(page, { document: empty }, { languages })).toEqual({
        error: 'cms.templateNoLayouts',
        problems: [],
      });
    }
  });

  it("says 'Error applying template' for a template that does not read cleanly, and names its problems", () => {
    const broken = documentOf(
      section('s', [{ id: 'x', type: 'cta', props: { url: 'javascript:alert(1)' } }]),
    );
    const result = applyTemplate(page, { document: broken }, { languages });
    expect(result.error).toBe('cms.errorApplyingTemplate');
    expect(result.problems?.map((problem) => problem.path)).toEqual(['sections.0.blocks.0.props.url']);
    for (const raw of ['not json', 42, null, { schemaVersion: 99, sections: [] }]) {
      expect(applyTemplate(page, { document: raw }, { languages }).error).toBe('cms.errorApplyingTemplate');
    }
    // Texts in a language the shop does not offer are a problem too (the wizard lists templates read for the shop).
    const french = documentOf(section('s', [heading('h', { 'fr-FR': 'Bonjour' })]));
    expect(applyTemplate(page, { document: french }, { languages }).error).toBe('cms.errorApplyingTemplate');
  });

  it("says 'Error applying template' when the page would have more sections or blocks than a page may", () => {
    const full = read(
      documentOf(...Array.from({ length: PAGE_LIMITS.sections - 1 }, (_, n) => section(`s${n}`, []))),
    );
    expect(applyTemplate(full, template, { languages }).error).toBe('cms.errorApplyingTemplate');
    const blocks = Array.from({ length: PAGE_LIMITS.blocks - 2 }, (_, n) => heading(`b${n}`, {}));
    const crowded = read(documentOf(section('s', blocks)));
    expect(applyTemplate(crowded, template, { languages }).error).toBe('cms.errorApplyingTemplate');
  });

  it('leaves the page it was given as it was', () => {
    const before = JSON.stringify(page);
    applyTemplate(page, template, { languages });
    expect(JSON.stringify(page)).toBe(before);
  });

  it('never breaks the page: whatever the template, the result is the page or a clean, longer page', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (raw) => {
        const result = applyTemplate(page, { document: raw }, { languages });
        if (result.error) return;
        expect(readPageDocument(result.document, { languages }).problems).toEqual([]);
        expect(result.document.sections.slice(0, 2)).toEqual(page.sections);
      }),
      { numRuns: 300 },
    );
  });
});
