import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import type { ExchangeFormat } from '@print/core/i18n/exchange-limits';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { tenantKey } from '../../lib/admin/tenant-tab.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { csrfHeaders } from '../../lib/api/endpoints.ts';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Exchanging translations with translators (server: host/http/translation-export.ts for the download,
// modules/i18n/translation-exchange.schema.ts for the import; right translations.edit). The platform
// operator acts for the tenant named (decision 0087) on both.

export const EXPORT_PATH = '/service-api/translations/export';

// The shop's languages as the translations table has them (readable with translations.edit alone).
const LANGUAGES = graphql(`
  query TranslationExchangeLanguages {
    translationTable(input: { pageSize: 1 }) {
      items {
        languages {
          languageCode
        }
      }
    }
  }
`);

const IMPORT = graphql(`
  mutation ImportTranslations($format: TranslationExchangeFormat!, $content: String!) {
    importTranslations(format: $format, content: $content) {
      languageCode
      applied
      unchanged
      skipped
      errors {
        address
        messageKey
      }
    }
  }
`);

export type ImportReport = ResultOf<typeof IMPORT>['importTranslations'];

export const exchangeLanguagesQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: tenantKey(['admin', 'translationExchangeLanguages'], tenantId),
    queryFn: async (): Promise<string[]> => {
      const data = await graphqlRequest(LANGUAGES, {}, { tenantId });
      return (data.translationTable.items[0]?.languages ?? []).map((cell) => cell.languageCode);
    },
  });

export type ExportChoice = { languageCode: string; format: ExchangeFormat; missingOnly: boolean };

/** The export's address of a choice. */
export function exportUrl(choice: ExportChoice): string {
  const query = new URLSearchParams({ language: choice.languageCode, format: choice.format });
  if (choice.missingOnly) query.set('missing', '1');
  return `${EXPORT_PATH}?${query.toString()}`;
}

/** The export file (its name from the server), or an ApiError with the status. */
export async function fetchExport(
  choice: ExportChoice,
  tenantId: string | undefined,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(exportUrl(choice), {
    credentials: 'include',
    headers: { ...csrfHeaders, ...(tenantId ? { [ACTING_TENANT_HEADER]: tenantId } : {}) },
  });
  if (!response.ok) throw new ApiError(String(response.status), response.status);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `translations.${choice.format}`;
  return { blob: await response.blob(), fileName };
}

/** The format of a chosen file, by its name (XLIFF's .xlf/.xliff, else JSON). */
export const formatOfFile = (name: string): ExchangeFormat => (/\.xl(f|iff)$/i.test(name) ? 'xliff' : 'json');

export async function importTranslationsFile(
  format: ExchangeFormat,
  content: string,
  tenantId: string | undefined,
): Promise<ImportReport> {
  return (await graphqlRequest(IMPORT, { format, content }, { tenantId })).importTranslations;
}
