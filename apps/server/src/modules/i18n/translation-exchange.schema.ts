import { EXCHANGE_FORMATS, MAX_TRANSLATION_IMPORT_BYTES } from '@print/core/i18n/exchange-limits';
import { builder } from '../../platform/graphql/builder.ts';
import { importTranslations, type ImportReport, type ImportRow } from './translation-import.ts';

// A translator's XLIFF 2.0 or JSON file back into the shop (issue 27), right translations.edit; the
// export is a download (GET /service-api/translations/export, host/http/translation-export.ts). The
// file's text is sent as an argument: it is capped well under the request body limit.

const edit = { right: 'translations.edit' } as const;

const FormatEnum = builder.enumType('TranslationExchangeFormat', { values: EXCHANGE_FORMATS });

const ImportRowType = builder.objectRef<ImportRow>('TranslationImportError').implement({
  authScopes: edit,
  fields: (t) => ({
    address: t.exposeString('address'),
    messageKey: t.exposeString('messageKey', {
      description: 'Why the unit was not applied (a catalogue key).',
    }),
  }),
});

const ImportReportType = builder.objectRef<ImportReport>('TranslationImportReport').implement({
  authScopes: edit,
  fields: (t) => ({
    languageCode: t.exposeString('languageCode'),
    applied: t.exposeInt('applied', { description: 'Texts changed by the file.' }),
    unchanged: t.exposeInt('unchanged', { description: 'Texts the file gives as they are stored.' }),
    skipped: t.exposeInt('skipped', { description: 'Units without a translation.' }),
    errors: t.field({ type: [ImportRowType], resolve: (report) => report.errors }),
  }),
});

builder.mutationField('importTranslations', (t) =>
  t.field({
    type: ImportReportType,
    description: `Applies a file's translations of one language (at most ${MAX_TRANSLATION_IMPORT_BYTES / 1024} KiB); refused units are listed with their reason.`,
    authScopes: edit,
    args: {
      format: t.arg({ type: FormatEnum, required: true }),
      content: t.arg.string({ required: true }),
    },
    resolve: (_root, { format, content }, ctx) => importTranslations(ctx, format, content),
  }),
);
