import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStorableText, findTextProblems, findUnstorableCharacters } from './storable-text.ts';

/** encodeURIComponent throws on a lone surrogate: an independent check. */
const isWellFormed = (text: string): boolean => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

const forbidden = (chars: string) => ({ key: 'validation.forbiddenCharacters', params: { chars } });

describe('characters that cannot be stored', () => {
  it('names NUL, C0 controls and lone surrogates as U+XXXX, each once, in order', () => {
    expect(findUnstorableCharacters('a\u0000b\u0000\u001b')).toEqual(['U+0000', 'U+001B']);
    expect(findUnstorableCharacters('x\uD800')).toEqual(['U+D800']);
    expect(findUnstorableCharacters('\uDC00y')).toEqual(['U+DC00']);
    expect(findUnstorableCharacters('\uDBFF\uDBFF\uDFFF')).toEqual(['U+DBFF']); // the second one is paired
    expect(checkStorableText('Müller\u0007')).toEqual(forbidden('U+0007'));
  });

  it('keeps tab, line feed, carriage return and every real character', () => {
    const text = 'Zeile 1\r\n\tZeile 2 😀 👩‍💻 ع א \u200F\u200E\u200B\u200D\u202E\uFEFF € < > { }';
    expect(findUnstorableCharacters(text)).toEqual([]);
    expect(checkStorableText(text)).toBeNull();
  });

  it('finds exactly the strings that do not survive UTF-8 or hold a control character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const mangled = !isWellFormed(text);
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text);
        expect(findUnstorableCharacters(text).length > 0).toBe(mangled || control);
      }),
    );
  });

  it('lists at most 8 characters, whatever the text', () => {
    const all = Array.from({ length: 31 }, (_, code) => String.fromCharCode(code)).join('');
    expect(findUnstorableCharacters(all)).toHaveLength(8);
  });
});

describe('findTextProblems', () => {
  it('reports each bad string and object key with its path', () => {
    const body = {
      login: 'ok',
      profile: { firstName: 'A\u0000', tags: ['fine', 'b\uD800'] },
      'key\u0001': 'value',
    };
    // An object's keys are checked when the object is reached, before the values inside it.
    expect(findTextProblems(body)).toEqual([
      { path: ['key\u0001'], error: forbidden('U+0001') },
      { path: ['profile', 'firstName'], error: forbidden('U+0000') },
      { path: ['profile', 'tags', 1], error: forbidden('U+D800') },
    ]);
  });

  it('with maxLength, reports longer strings; characters first', () => {
    expect(findTextProblems({ a: 'x'.repeat(5), b: 'x'.repeat(6) }, { maxLength: 5 })).toEqual([
      { path: ['b'], error: { key: 'validation.tooLong', params: { max: '5' } } },
    ]);
    expect(findTextProblems('\u0000'.repeat(9), { maxLength: 5 })[0]?.error.key).toBe(
      'validation.forbiddenCharacters',
    );
  });

  it('stops at the limit, ignores numbers, booleans and objects that are not plain data', () => {
    expect(findTextProblems(['\u0000', '\u0001', '\u0002'], { limit: 2 })).toHaveLength(2);
    const file = new (class Upload {
      name = '\u0000';
    })();
    expect(findTextProblems({ n: 1, b: true, none: null, file, date: new Date(0) })).toEqual([]);
  });

  it('walks a value nested 200,000 levels deep without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    const [problem] = findTextProblems(deep);
    expect(problem?.path).toHaveLength(200_000);
    expect(problem?.error).toEqual(forbidden('U+0000'));
  });
});
