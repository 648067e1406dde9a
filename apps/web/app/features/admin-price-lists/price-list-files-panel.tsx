import type { PriceListFileFormat } from '@print/core/pricing/price-list-csv';
import { formatMoney } from '@print/core/pricing/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import {
  applyImport,
  previewImport,
  priceListFile,
  PRICE_LISTS_KEY,
  type ImportReport,
  type PriceListDetail,
} from './price-lists-api.ts';
import styles from './price-lists.module.css';
import { notifyFailure } from '../../ui/notify-failure.ts';

/** Saves text as a file in the browser's downloads. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

const fileName = (name: string, format: PriceListFileFormat) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'price-list'}${format === 'excel' ? '-excel' : ''}.csv`;

/**
 * Import a file (a preview of what it changes and of every line it cannot read first; applied whole
 * or not at all) and export as CSV or for Excel.
 */
export function PriceListFilesPanel({ list, onImported }: { list: PriceListDetail; onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const money = (minor: number | null) =>
    minor === null ? '' : formatMoney(minor, list.currency, i18n.language);

  const preview = useMutation({
    mutationFn: (text: string) => previewImport(list.id, text),
    onSuccess: setReport,
    onError: (error) => notifyFailure(t, error, 'admin.errorImportingPriceList'),
  });
  const apply = useMutation({
    mutationFn: () => applyImport(list.id, file!.text),
    onSuccess: async (result) => {
      setReport(result);
      if (!result.applied) {
        notify(t('admin.errorImportingPriceList'), 'error');
        return;
      }
      const counts = {
        added: String(result.added),
        changed: String(result.changed),
        removed: String(result.removed),
      };
      notify(t('admin.importApplied', counts), 'success');
      setFile(null);
      setReport(null);
      await queryClient.invalidateQueries({ queryKey: PRICE_LISTS_KEY });
      onImported();
    },
    onError: (error) => notifyFailure(t, error, 'admin.errorImportingPriceList'),
  });
  const exportAs = useMutation({
    mutationFn: async (format: PriceListFileFormat) =>
      download(await priceListFile(list.id, format), fileName(list.name, format)),
    onError: (error) => notifyFailure(t, error, 'admin.errorExportingPriceList'),
  });

  const choose = async (chosen: File | undefined) => {
    setReport(null);
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate(text);
  };
  const changeCount = report ? report.added + report.changed + report.removed : 0;

  return (
    <div className={styles.importBox} data-testid="price-list-files">
      <div className={styles.fileRow}>
        <Button
          color="secondary"
          onPress={() => exportAs.mutate('csv')}
          isDisabled={exportAs.isPending}
          data-testid="export-csv"
        >
          {t('admin.exportCsv')}
        </Button>
        <Button
          color="secondary"
          onPress={() => exportAs.mutate('excel')}
          isDisabled={exportAs.isPending}
          data-testid="export-excel"
        >
          {t('admin.exportExcel')}
        </Button>
      </div>
      <h2>{t('admin.importPriceList')}</h2>
      <p className={styles.hint}>{t('admin.importFormatHint')}</p>
      <div className={styles.fileRow}>
        <label htmlFor={inputId}>{t('admin.chooseImportFile')}</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="import-file"
        />
      </div>
      {report && (
        <section aria-live="polite" data-testid="import-preview">
          <h3>{t('admin.importPreviewTitle')}</h3>
          <p data-testid="import-summary">
            {t('admin.importSummary', {
              added: String(report.added),
              changed: String(report.changed),
              removed: String(report.removed),
              unchanged: String(report.unchanged),
            })}
          </p>
          {report.errors.length > 0 && (
            <div className={styles.errors} role="alert" data-testid="import-errors">
              <p>{t('admin.importErrorsTitle', { count: String(report.errors.length) })}</p>
              <table className={styles.report}>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.importLine')}</th>
                    <th scope="col">{t('admin.importProblem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.errors.map((error) => (
                    <tr key={`${error.line}-${error.key}`}>
                      <td>{error.line}</td>
                      <td>{t(error.key, (error.params ?? {}) as Record<string, string>)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {report.changes.length > 0 && (
            <table className={styles.report} data-testid="import-changes">
              <thead>
                <tr>
                  <th scope="col">{t('admin.colStatus')}</th>
                  <th scope="col">{t('admin.scaleVariant')}</th>
                  <th scope="col">{t('admin.scaleQuantity')}</th>
                  <th scope="col">{t('admin.importOldPrice')}</th>
                  <th scope="col">{t('admin.importNewPrice')}</th>
                </tr>
              </thead>
              <tbody>
                {report.changes.map((change) => (
                  <tr key={`${change.kind}-${change.variantCode ?? ''}-${change.minQuantity}`}>
                    <td>
                      {t(
                        change.kind === 'added'
                          ? 'admin.importChangeAdded'
                          : change.kind === 'changed'
                            ? 'admin.importChangeChanged'
                            : 'admin.importChangeRemoved',
                      )}
                    </td>
                    <td>{change.variantCode ?? t('admin.scaleAllVariants')}</td>
                    <td>{change.minQuantity}</td>
                    <td>{money(change.beforeMinor ?? null)}</td>
                    <td>{money(change.afterMinor ?? null)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {changeCount > report.changes.length && (
            <p>{t('admin.importMoreChanges', { count: String(changeCount - report.changes.length) })}</p>
          )}
          {changeCount === 0 && report.errors.length === 0 && <p>{t('admin.importNoChanges')}</p>}
          <Button
            onPress={() => apply.mutate()}
            isDisabled={!file || report.errors.length > 0 || changeCount === 0 || apply.isPending}
            data-testid="apply-import"
          >
            {t('admin.applyImport')}
          </Button>
        </section>
      )}
    </div>
  );
}
