import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import { autoTranslationKey, type AutoTranslationView } from './auto-translation-api.ts';
import { AutoTranslationTab } from './auto-translation-tab.tsx';
import { exchangeLanguagesQuery, exportUrl, formatOfFile } from './import-export-api.ts';
import { glossaryTerms, glossaryText } from './glossary-lines.ts';
import { secretInputOf } from '../../lib/admin/secret-setting.tsx';
import { ImportSummary, TranslationsImportExport } from './translations-import-export.tsx';

// Server rendering of the translations exchange and the automatic translation tab with their data in
// the query cache, and the choices they send.

const admin: SessionInfo = {
  ...registeredSession,
  rights: ['admin.access', 'tenant.settings', 'translations.edit'],
};
const stored: AutoTranslationView = {
  provider: 'deepl',
  formality: 'prefer_more',
  aiBaseUrl: '',
  aiModel: '',
  deeplKeySet: true,
  aiKeySet: false,
  defaultLanguage: 'de-DE',
  languages: ['de-DE', 'en-GB'],
};

function render(node: React.ReactNode, fill: (client: ReturnType<typeof createQueryClient>) => void) {
  const client = createQueryClient();
  fill(client);
  return renderWithShell(
    '/admin/translations',
    <QueryClientProvider client={client}>
      <ConfirmProvider>{node}</ConfirmProvider>
    </QueryClientProvider>,
    admin,
  );
}

describe('the translations exchange', () => {
  it('offers the export of a language as XLIFF or JSON and the import of a file', () => {
    const html = render(<TranslationsImportExport />, (client) =>
      client.setQueryData(exchangeLanguagesQuery(undefined).queryKey, ['de-DE', 'en-GB']),
    );
    expect(html).toContain('data-testid="export-translations"');
    expect(html).toContain('data-testid="import-translations"');
    expect(html).toContain('XLIFF 2.0');
    expect(html).toContain('Missing translations only');
  });

  it('asks the download for the chosen language, format and missing texts', () => {
    expect(exportUrl({ languageCode: 'en-GB', format: 'json', missingOnly: true })).toBe(
      '/service-api/translations/export?language=en-GB&format=json&missing=1',
    );
    expect(formatOfFile('shop-en-GB.XLF')).toBe('xliff');
    expect(formatOfFile('shop.xliff')).toBe('xliff');
    expect(formatOfFile('shop.json')).toBe('json');
  });

  it('sums an import up and lists each refused text with its reason', () => {
    const html = render(
      <ImportSummary
        report={{
          languageCode: 'en-GB',
          applied: 3,
          unchanged: 2,
          skipped: 1,
          errors: [{ address: 't:admin.navOrders', messageKey: 'admin.translationRefusedLocked' }],
        }}
        languageName={(code) => code}
      />,
      () => undefined,
    );
    expect(html).toContain('en-GB: 3 applied, 2 unchanged, 1 skipped, 1 errors');
    expect(html).toContain('t:admin.navOrders');
    expect(html).toContain('Locked');
  });
});

describe('the automatic translation tab', () => {
  it('says a key is set without ever holding it, and shows the formality', () => {
    const html = render(<AutoTranslationTab />, (client) =>
      client.setQueryData(autoTranslationKey(undefined), stored),
    );
    expect(html).toContain('Set. Enter a new one to replace it.');
    expect(html).toContain('More formal');
    expect(html).toMatch(/data-testid="secret-input-deeplKey"[^>]*value=""/);
  });

  it('shows the glossary to translators, read and written one term a line', () => {
    const html = render(<AutoTranslationTab />, (client) =>
      client.setQueryData(autoTranslationKey(undefined), stored),
    );
    expect(html).toContain('data-testid="glossary-editor"');
    const terms = glossaryTerms('Visitenkarte = business card\n  Flyer=leaflet \nno separator\n= nothing');
    expect(terms).toEqual([
      { sourceTerm: 'Visitenkarte', targetTerm: 'business card' },
      { sourceTerm: 'Flyer', targetTerm: 'leaflet' },
    ]);
    expect(glossaryText(terms)).toBe('Visitenkarte = business card\nFlyer = leaflet');
  });

  it('keeps a key not typed, removes a removed one and replaces a typed one', () => {
    expect(secretInputOf({ value: '  ', remove: false })).toBeUndefined();
    expect(secretInputOf({ value: '', remove: true })).toBe('');
    expect(secretInputOf({ value: ' new-key ', remove: false })).toBe('new-key');
  });
});
