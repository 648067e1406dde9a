import { DOMAIN_STATUS_KEYS, type DomainStatus } from '@print/core/tenancy/domain-status';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../ui/button.tsx';
import { StatusChip, type ChipTone } from '../../ui/status-chip.tsx';
import { AddDomainForm } from './add-domain-form.tsx';
import { DomainRecords } from './domain-records.tsx';
import { tenantDomainsQuery, type TenantDomain } from './domains-api.ts';
import { useDomainActions } from './use-domain-actions.ts';
import styles from './domain-tab.module.css';

const TONES: Record<DomainStatus, ChipTone> = {
  Pending: 'warning',
  Configuring: 'info',
  Active: 'success',
  Unknown: 'danger',
};

/**
 * The tenant's domains (spec §3 tenant domain manager; the tenant detail's Domain tab): status with its
 * hint, the DNS records a domain still needs ("you have …, we need …"), add, delete, set default and
 * check now. The fallback domain is the system's and read-only. `tenantId`: another tenant (the
 * platform operator), once the server takes it; without it the admin's own.
 */
export function DomainTab({ tenantId }: { tenantId?: string }) {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const domains = useQuery(tenantDomainsQuery(tenantId));
  const actions = useDomainActions(tenantId);
  const askDelete = async (domain: TenantDomain) => {
    const confirmed = await ask({
      message: t('admin.domainDeleteConfirm', { name: domain.name }),
      confirmLabel: t('common.delete'),
    });
    if (confirmed) actions.remove.mutate(domain.id);
  };

  return (
    // Named by the page's heading or the tenant detail's tab around it.
    <section className={styles.tab} data-testid="domain-tab">
      <AddDomainForm onAdd={(name) => actions.add.mutateAsync(name)} isPending={actions.add.isPending} />
      <QueryStatus query={domains} />
      {domains.data && (
        <table className={styles.table} data-testid="domains-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.domainName')}</th>
              <th scope="col">{t('admin.domainStatus')}</th>
              <th scope="col" className={styles.end}>
                {t('admin.domainActions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {domains.data.map((domain) => (
              <Fragment key={domain.id}>
                <tr data-testid={`domain-${domain.name}`}>
                  <th scope="row">
                    <span className={styles.name}>
                      {domain.name}
                      {domain.isDefault && <StatusChip tone="primary">{t('admin.domainDefault')}</StatusChip>}
                      {domain.isFallback && (
                        <>
                          <StatusChip tone="neutral">{t('admin.domainFallback')}</StatusChip>
                        </>
                      )}
                    </span>
                    {domain.isFallback && (
                      <span className={styles.hint}>{t('admin.domainFallbackHint')}</span>
                    )}
                  </th>
                  <td>
                    <StatusChip tone={TONES[domain.status]} value={domain.status} testId="domain-status">
                      {t(DOMAIN_STATUS_KEYS[domain.status].label)}
                    </StatusChip>
                    <span className={styles.hint}>{t(DOMAIN_STATUS_KEYS[domain.status].hint)}</span>
                  </td>
                  <td className={styles.end}>
                    {!domain.isFallback && (
                      <span className={styles.actions}>
                        {domain.status === 'Active' && !domain.isDefault && (
                          <Button
                            size="small"
                            color="neutral"
                            onPress={() => actions.setDefault.mutate(domain.id)}
                            data-testid={`default-${domain.name}`}
                          >
                            {t('admin.setDomainAsDefault')}
                          </Button>
                        )}
                        <Button
                          size="small"
                          color="neutral"
                          onPress={() => actions.checkNow.mutate(domain.id)}
                          data-testid={`check-${domain.name}`}
                        >
                          {t('admin.domainCheckNow')}
                        </Button>
                        <Button
                          size="small"
                          color="danger"
                          onPress={() => void askDelete(domain)}
                          data-testid={`delete-${domain.name}`}
                        >
                          {t('common.delete')}
                        </Button>
                      </span>
                    )}
                  </td>
                </tr>
                {!domain.isFallback && domain.status !== 'Active' && (
                  <tr className={styles.recordsRow}>
                    <td colSpan={3}>
                      <DomainRecords records={domain.records} domain={domain.name} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
