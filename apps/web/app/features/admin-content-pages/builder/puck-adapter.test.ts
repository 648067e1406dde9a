import { PAGE_BLOCKS } from '@print/core/pages/blocks/index';
import { fieldLabelKey, optionLabelKey } from '@print/core/pages/field-labels';
import type { FieldControl } from '@print/core/pages/fields';
import { readPageDocument } from '@print/core/pages/page-document';
import { PAGE_SCHEMA_VERSION } from '@print/core/pages/page-migrations';
import { SECTION_FIELDS } from '@print/core/pages/section';
import { cms } from '@print/core/i18n/catalogue/cms';
import { describe, expect, it } from 'vitest';
import { fromPuck, pageIdOf, toPuck } from './puck-adapter.ts';

const languages = ['de-DE', 'en-GB'];
const stored = readPageDocument(
  {
    schemaVersion: PAGE_SCHEMA_VERSION,
    sections: [
      {
        id: 'intro',
        settings: { padding: { base: 'small', desktop: 'large' }, anchor: 'start' },
        blocks: [
          { id: 'h1', type: 'heading', props: { text: { 'de-DE': 'Hallo', 'en-GB': 'Hello' }, level: 'h1' } },
          {
            id: 'cols',
            type: 'columns',
            props: {
              perRow: 2,
              columns: [
                {
                  blocks: [
                    { id: 'inner', type: 'cta', props: { label: { 'de-DE': 'Los' }, url: '/catalog' } },
                  ],
                },
                { blocks: [] },
              ],
            },
          },
        ],
      },
      { id: 'second', settings: {}, blocks: [] },
    ],
  },
  { languages },
).document;

describe('the page builder’s data mapping', () => {
  it('gives back the same document after a round trip through Puck, nested blocks too', () => {
    const { raw } = fromPuck(toPuck(stored), PAGE_SCHEMA_VERSION);
    const reading = readPageDocument(raw, { languages });
    expect(reading.problems).toEqual([]);
    expect(reading.document).toEqual(stored);
  });

  it('shortens the ids Puck makes to page ids, the same way each time', () => {
    const puckId = 'socialButtons-7d9f0a63-1b2c-4d5e-8f90-123456789abc';
    expect(pageIdOf(puckId)).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(pageIdOf(puckId)).toBe(pageIdOf(puckId));
    expect(pageIdOf('intro')).toBe('intro');
    const data = toPuck(stored);
    const section = (data.root.props as { sections: { props: { blocks: { props: { id: string } }[] } }[] })
      .sections[0]!;
    section.props.blocks[0]!.props.id = puckId;
    const { raw, puckIds } = fromPuck(data, PAGE_SCHEMA_VERSION);
    const read = readPageDocument(raw, { languages });
    expect(read.problems).toEqual([]);
    expect(puckIds.get(pageIdOf(puckId))).toBe(puckId);
  });

  it('keeps blocks dropped outside a section in a section of their own', () => {
    const data = toPuck(stored);
    data.content = [{ type: 'heading', props: { id: 'loose', text: { 'en-GB': 'Loose' } } }];
    const read = readPageDocument(fromPuck(data, PAGE_SCHEMA_VERSION).raw, { languages }).document;
    expect(read.sections).toHaveLength(3);
    expect(read.sections[2]!.blocks.map((block) => block.id)).toEqual(['loose']);
  });
});

describe('the names the builder shows', () => {
  it('has a text for every property and every option of every block and of the section', () => {
    const keys = new Set<string>();
    const walk = (name: string, control: FieldControl) => {
      keys.add(fieldLabelKey(name));
      if (control.kind === 'choice') control.options.forEach((option) => keys.add(optionLabelKey(option)));
      if (control.kind === 'localized' || control.kind === 'responsive') walk(name, control.inner);
      if (control.kind === 'list') walk(name, control.item);
      if (control.kind === 'object')
        Object.entries(control.fields).forEach(([key, inner]) => walk(key, inner));
    };
    for (const declaration of PAGE_BLOCKS)
      Object.entries(declaration.fields).forEach(([name, field]) => walk(name, field.control));
    Object.entries(SECTION_FIELDS).forEach(([name, field]) => walk(name, field.control));
    const missing = [...keys].filter((key) => !(key in cms.entries));
    expect(missing).toEqual([]);
  });
});
