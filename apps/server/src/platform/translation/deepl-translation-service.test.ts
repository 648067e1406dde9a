import { maskText, unmaskText } from '@print/core/i18n/translation-masking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDeepLServer, type FakeDeepLServer } from '../../testing/fake-deepl-server.ts';
import { deeplTarget, deeplTranslationService } from './deepl-translation-service.ts';
import { TranslationError } from './translation-service.ts';

// The DeepL adapter through the official client against the fake server speaking DeepL's wire format.

let fake: FakeDeepLServer;
beforeAll(async () => {
  fake = await startFakeDeepLServer();
});
afterAll(() => fake.close());

const service = (authKey = fake.authKey, glossary?: [string, string][]) =>
  deeplTranslationService({
    authKey,
    serverUrl: fake.url,
    formality: 'prefer_less',
    ...(glossary ? { glossary: async () => glossary } : {}),
  });

describe('DeepL translation', () => {
  it('sends masked texts as XML with formality, context and the pair’s glossary, and keeps placeholders', async () => {
    const masked = maskText('Hallo {name}, Ihr Warenkorb');
    const [translated] = await service(fake.authKey, [['Warenkorb', 'basket']]).translate({
      sourceLanguage: 'de-DE',
      targetLanguage: 'en-GB',
      texts: [masked.masked],
      context: 'texts of a print shop',
    });
    expect(unmaskText(masked, translated!)).toEqual({ text: '[EN-GB] Hallo {name}, Ihr Warenkorb' });
    const sent = fake.requests.find((r) => r.path === '/v2/translate')!;
    expect(sent.fields).toMatchObject({
      source_lang: 'de',
      target_lang: 'en-GB',
      formality: 'prefer_less',
      context: 'texts of a print shop',
      tag_handling: 'xml',
      ignore_tags: 'x',
    });
    const [glossary] = [...fake.glossaries.values()];
    expect(glossary).toMatchObject({ source_lang: 'de', target_lang: 'en', entries: 'Warenkorb\tbasket' });
    expect(sent.fields['glossary_id']).toBe(glossary!.glossary_id);
  });

  it('tries again when a connection is lost unanswered ("socket hang up")', async () => {
    fake.hangUps = 1;
    const before = fake.requests.filter((r) => r.path === '/v2/translate').length;
    const translated = await service().translate({
      sourceLanguage: 'de-DE',
      targetLanguage: 'en-GB',
      texts: ['Visitenkarte'],
    });
    expect(translated).toEqual(['[EN-GB] Visitenkarte']);
    expect(fake.requests.filter((r) => r.path === '/v2/translate').length - before).toBe(2);
  });

  it('takes an old glossary deleted meanwhile (by a save at the same moment) as deleted', async () => {
    fake.ghosts = [
      {
        glossary_id: '00000000-0000-4000-8000-000000000001',
        name: 'print:de-en:0000000000000000',
        ready: true,
        source_lang: 'de',
        target_lang: 'en',
        creation_time: new Date().toISOString(),
        entry_count: 1,
      },
    ];
    try {
      const translated = await service(fake.authKey, [['Flyer', 'leaflet']]).translate({
        sourceLanguage: 'de-DE',
        targetLanguage: 'en-GB',
        texts: ['Flyer'],
      });
      expect(translated).toEqual(['[EN-GB] Flyer']);
    } finally {
      fake.ghosts = [];
    }
  });

  it('reuses an unchanged glossary and replaces a changed one', async () => {
    await service(fake.authKey, [['Warenkorb', 'basket']]).translate({
      sourceLanguage: 'de-DE',
      targetLanguage: 'en-GB',
      texts: ['a'],
    });
    expect(fake.glossaries.size).toBe(1);
    await service(fake.authKey, [['Warenkorb', 'cart']]).translate({
      sourceLanguage: 'de-DE',
      targetLanguage: 'en-GB',
      texts: ['a'],
    });
    expect([...fake.glossaries.values()].map((g) => g.entries)).toEqual(['Warenkorb\tcart']);
  });

  it('reports a refused key and a used-up quota as their kinds', async () => {
    await expect(
      service('wrong').translate({ sourceLanguage: 'de-DE', targetLanguage: 'en-GB', texts: ['a'] }),
    ).rejects.toMatchObject({
      kind: 'auth',
    });
    fake.quotaExceeded = true;
    const failure = await service()
      .translate({ sourceLanguage: 'de-DE', targetLanguage: 'en-GB', texts: ['a'] })
      .catch((e: unknown) => e);
    fake.quotaExceeded = false;
    expect(failure).toBeInstanceOf(TranslationError);
    expect(failure).toMatchObject({ kind: 'quota' });
  });

  it('maps language codes as DeepL names them', () => {
    expect(['en-GB', 'en-US', 'en-AU', 'de-AT', 'pt-BR', 'pt-AO', 'fr-FR'].map(deeplTarget)).toEqual([
      'en-gb',
      'en-us',
      'en-GB',
      'de',
      'pt-br',
      'pt-PT',
      'fr',
    ]);
  });
});
