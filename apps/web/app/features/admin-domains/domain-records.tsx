import { recordMessage } from '@print/core/tenancy/domain-status';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { copyToClipboard } from '../../ui/share-link-dialog.tsx';
import { notify } from '../../ui/toast.ts';
import type { DomainRecord } from './domains-api.ts';
import styles from './domain-tab.module.css';

/** What one record's row says: right, not checked yet, or "you have …, we need …" / missing. */
function useRecordState() {
  const { t } = useTranslation();
  return (record: DomainRecord): { text: string; tone: 'ok' | 'wait' | 'wrong' } => {
    if (record.ok) return { text: t('admin.domainRecordOk'), tone: 'ok' };
    if (!record.checked || record.error) return { text: t('admin.domainRecordNotChecked'), tone: 'wait' };
    const message = recordMessage(record)!;
    return { text: t(message.key, message.params), tone: 'wrong' };
  };
}

/** The DNS records a domain needs, each with a copy button for its name and value. */
export function DomainRecords({ records, domain }: { records: DomainRecord[]; domain: string }) {
  const { t } = useTranslation();
  const stateOf = useRecordState();
  const copy = async (text: string) => {
    if (await copyToClipboard(text)) notify(t('admin.domainCopied'), 'success');
  };
  return (
    <table className={styles.records} data-testid={`records-${domain}`}>
      <thead>
        <tr>
          <th scope="col">{t('admin.domainRecordType')}</th>
          <th scope="col">{t('admin.domainRecordName')}</th>
          <th scope="col">{t('admin.domainRecordValue')}</th>
          <th scope="col">{t('admin.domainStatus')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => {
          const state = stateOf(record);
          const value = record.expected.join(', ');
          return (
            <tr key={record.purpose} data-testid={`record-${domain}-${record.type}`}>
              <td>
                <span className={styles.type}>{record.type}</span>
                <span className={styles.purpose}>
                  {t(
                    record.purpose === 'ownership'
                      ? 'admin.domainRecordOwnership'
                      : 'admin.domainRecordRouting',
                  )}
                </span>
              </td>
              <td>
                <code className={styles.value}>{record.name}</code>
                <Button
                  size="small"
                  color="neutral"
                  onPress={() => void copy(record.name)}
                  aria-label={t('common.copy')}
                >
                  {t('common.copy')}
                </Button>
              </td>
              <td>
                <code className={styles.value}>{value}</code>
                <Button
                  size="small"
                  color="neutral"
                  onPress={() => void copy(record.expected[0] ?? '')}
                  aria-label={t('admin.domainCopyValue')}
                >
                  {t('common.copy')}
                </Button>
              </td>
              <td className={styles[state.tone]} data-testid="record-state">
                {state.text}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
