import { productWithVariantLabel } from '@print/core/orders/order-line';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { orderPrintFilesQuery, type OrderPrintFiles } from './print-files-api.ts';
import styles from './admin-orders.module.css';

type Item = OrderPrintFiles['items'][number];

const STATUS_KEYS = {
  pending: 'admin.printFilePending',
  ready: 'admin.printFileReady',
  failed: 'admin.printFileFailed',
} as const;

function PrintFileRow({ item }: { item: Item }) {
  const { t } = useTranslation();
  const file = item.printFile;
  const status = file?.status ?? 'pending';
  const warnings = file?.preflight.filter((finding) => finding.level === 'warning') ?? [];
  return (
    <li className={styles.printFile} data-testid={`print-file-${item.position}`} data-status={status}>
      <div className={styles.printFileHead}>
        <span>
          {t('admin.printFileItem', {
            position: String(item.position),
            product: productWithVariantLabel(item.productName, item.variantLabel),
          })}
        </span>
        <span className={styles.muted} data-testid="print-file-status">
          {t(STATUS_KEYS[status])}
        </span>
        {file?.downloadUrl && (
          <a href={file.downloadUrl} download className={styles.numberLink} data-testid="print-file-download">
            {t('admin.printFileDownload')}
          </a>
        )}
      </div>
      {file?.status === 'failed' && file.error && (
        <p role="alert" className={styles.printFileError} data-testid="print-file-error">
          {t(file.error)}
        </p>
      )}
      {warnings.length > 0 && (
        <div data-testid="print-file-warnings">
          <p className={styles.muted}>{t('admin.printFileWarnings')}</p>
          <ul>
            {warnings.map((finding, index) => (
              <li key={`${finding.code}-${index}`}>
                {t(finding.code, (finding.params ?? {}) as Record<string, string>)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** The order's print files (one per designed item) with their downloads, and all of them as one ZIP. */
export function PrintFilesPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const query = useQuery(orderPrintFilesQuery(orderId));
  const order = query.data;
  const designed = order?.items.filter((item) => item.template !== null) ?? [];
  return (
    <section className={styles.panel} aria-labelledby="print-files-title" data-testid="print-files-panel">
      <div className={styles.header}>
        <h2 id="print-files-title" className={styles.panelTitle}>
          {t('admin.printFilesTitle')}
        </h2>
        {order?.printFilesZipUrl && (
          <a
            href={order.printFilesZipUrl}
            download
            className={styles.numberLink}
            data-testid="print-files-zip"
          >
            {t('admin.printFilesDownloadZip')}
          </a>
        )}
      </div>
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert">
          <p>{t('common.genericError')}</p>
          <Button color="secondary" size="small" onPress={() => void query.refetch()}>
            {t('common.reload')}
          </Button>
        </div>
      ) : designed.length === 0 ? (
        // Items without a template make no print file, but their entries and uploads are on the order.
        <p className={styles.muted} data-testid="print-files-none">
          {t(
            order?.items.some((item) => item.values.length > 0)
              ? 'admin.printFilesNoTemplate'
              : 'admin.printFilesNone',
          )}
        </p>
      ) : (
        <ul className={styles.printFiles}>
          {designed.map((item) => (
            <PrintFileRow key={item.position} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
