import {
  EXCHANGE_FORMATS,
  MAX_TRANSLATION_IMPORT_BYTES,
  type ExchangeFormat,
} from '@print/core/i18n/exchange-limits';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { notify } from '../../ui/toast.ts';
import {
  exchangeLanguagesQuery,
  fetchExport,
  formatOfFile,
  importTranslationsFile,
  type ImportReport,
} from './import-export-api.ts';
import styles from './translations-import-export.module.css';

const FORMAT_LABEL: Record<ExchangeFormat, string> = {
  xliff: 'admin.translationsFormatXliff',
  json: 'admin.translationsFormatJson',
};

/** Hands a downloaded file to the browser as a download. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export and import of translations for professional translators (issue 27): the texts of one target
 * language (all or only the missing ones) as XLIFF 2.0 or JSON, and the translated file back, with a
 * summary of what was applied, unchanged, skipped and refused (each refused text with its reason).
 * For the tenant acted for, or the host's own without `tenantId`.
 */
export function TranslationsImportExport({
  tenantId,
  onImported,
}: {
  tenantId?: string;
  /** After an import applied texts: the table beside it shows them. */
  onImported?: () => void;
}) {
  const { t } = useTranslation();
  const languages = useQuery(exchangeLanguagesQuery(tenantId));
  const [languageCode, setLanguageCode] = useState('');
  const [format, setFormat] = useState<ExchangeFormat>('xliff');
  const [missingOnly, setMissingOnly] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const target = languageCode || (languages.data?.[1] ?? languages.data?.[0] ?? '');

  const exporting = useMutation({
    mutationFn: () => fetchExport({ languageCode: target, format, missingOnly }, tenantId),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: () => notify(t('admin.translationsExportFailed'), 'error'),
  });
  const importing = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_TRANSLATION_IMPORT_BYTES)
        throw new RangeError(String(Math.floor(MAX_TRANSLATION_IMPORT_BYTES / 1024)));
      return importTranslationsFile(formatOfFile(file.name), await file.text(), tenantId);
    },
    onMutate: () => setReport(null),
    onSuccess: (done) => {
      setReport(done);
      onImported?.();
    },
    onError: (error) => {
      if (error instanceof RangeError) {
        notify(t('admin.translationImportTooLarge', { max: error.message }), 'error');
        return;
      }
      const message = failureToastKey(error, 'common.genericError');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });

  const languageName = (code: string) => t(languageNameKey(code), { defaultValue: code });
  return (
    <section
      className={styles.exchange}
      aria-labelledby="translations-exchange-title"
      data-testid="translations-exchange"
    >
      <h2 id="translations-exchange-title" className={styles.heading}>
        {t('admin.translationsExchange')}
      </h2>
      <p className={adminStyles.notice}>{t('admin.translationsExchangeIntro')}</p>
      <div className={styles.row}>
        <SelectField
          label={t('admin.translationsExportLanguage')}
          name="exportLanguage"
          value={target}
          onChange={setLanguageCode}
          options={(languages.data ?? []).map((code) => ({ id: code, label: languageName(code) }))}
          testId="export-language"
        />
        <SelectField
          label={t('admin.translationsExportFormat')}
          name="exportFormat"
          value={format}
          onChange={(value) => setFormat(value as ExchangeFormat)}
          options={EXCHANGE_FORMATS.map((id) => ({ id, label: t(FORMAT_LABEL[id]) }))}
          testId="export-format"
        />
        <Checkbox
          isSelected={missingOnly}
          onChange={setMissingOnly}
          name="missingOnly"
          testId="export-missing-only"
        >
          {t('admin.translationsExportMissingOnly')}
        </Checkbox>
        <Button
          onPress={() => exporting.mutate()}
          isDisabled={!target || exporting.isPending}
          data-testid="export-translations"
        >
          {t('admin.translationsExportDownload')}
        </Button>
      </div>
      <div className={styles.row}>
        <FileTrigger
          acceptedFileTypes={['.xlf', '.xliff', '.json', 'application/json', 'application/xliff+xml']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) importing.mutate(file);
          }}
        >
          <Button color="neutral" isDisabled={importing.isPending} data-testid="import-translations">
            {t(importing.isPending ? 'admin.translationsImporting' : 'admin.translationsImportFile')}
          </Button>
        </FileTrigger>
      </div>
      {report && <ImportSummary report={report} languageName={languageName} />}
    </section>
  );
}

/** The summary of an import: the counts, then each refused text with its reason. */
export function ImportSummary({
  report,
  languageName,
}: {
  report: ImportReport;
  languageName: (code: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary} role="status" data-testid="import-summary">
      <p>
        {t('admin.translationsImportResult', {
          language: languageName(report.languageCode),
          applied: report.applied,
          unchanged: report.unchanged,
          skipped: report.skipped,
          errors: report.errors.length,
        })}
      </p>
      {report.errors.length > 0 && (
        <table className={styles.errors} data-testid="import-errors">
          <thead>
            <tr>
              <th scope="col">{t('admin.translationsImportErrorAddress')}</th>
              <th scope="col">{t('admin.translationsImportErrorReason')}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((row, index) => (
              <tr key={`${row.address}-${index}`}>
                <td>
                  <code>{row.address}</code>
                </td>
                <td>{t(row.messageKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
