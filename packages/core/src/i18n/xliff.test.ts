import { describe, expect, it } from 'vitest';
import { readTranslationJson, writeTranslationJson } from './translation-json.ts';
import { targetText, writeXliff } from './xliff.ts';

describe('XLIFF 2.0', () => {
  it('writes placeholders as ph elements numbered by the source', () => {
    const file = writeXliff({
      srcLang: 'de-DE',
      trgLang: 'en-GB',
      units: [
        {
          id: 't:shop.greeting',
          source: 'Hallo {name}, {count} & mehr',
          target: '{count} for {name}',
          state: 'reviewed',
        },
      ],
    });
    expect(file).toContain('version="2.0" srcLang="de-DE" trgLang="en-GB"');
    expect(file).toContain(
      '<source>Hallo <ph id="0" equiv="{name}"/>, <ph id="1" equiv="{count}"/> &amp; mehr</source>',
    );
    expect(file).toContain('<target><ph id="1" equiv="{count}"/> for <ph id="0" equiv="{name}"/></target>');
  });

  it('reads a target back through the placeholders of the current text, refusing a lost one', () => {
    const base = 'Hallo {name}, {count} Artikel';
    expect(targetText(base, [{ ph: '1' }, { text: ' items for ' }, { ph: '0' }])).toBe(
      '{count} items for {name}',
    );
    expect(targetText(base, [{ text: 'Hello ' }, { ph: '0' }])).toBeNull();
    expect(targetText(base, [{ ph: '0' }, { ph: '1' }, { text: ' {other}' }])).toBeNull();
    expect(targetText(base, [{ ph: '0' }, { ph: '1' }, { ph: '7' }])).toBeNull();
    expect(targetText('A & B', [{ text: 'A & <B>' }])).toBe('A & <B>');
  });
});

describe('translation JSON', () => {
  it('round-trips and refuses what is not a document', () => {
    const document = {
      srcLang: 'de-DE',
      trgLang: 'en-GB',
      units: [{ id: 't:a.b', source: 'Hallo {name}', target: 'Hello {name}', state: 'translated' as const }],
    };
    expect(readTranslationJson(writeTranslationJson(document))).toEqual(document);
    expect(readTranslationJson('[1]')).toBeNull();
    expect(readTranslationJson('{')).toBeNull();
  });
});
