import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import styles from '../../admin.module.css';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** A tab whose data is not there: loading, a failure with Reload, or the product gone meanwhile. */
export function TabStatus({ query }: { query: Query }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p className={styles.notice} role="status">
        {t('common.loading')}
      </p>
    );
  return (
    <div className={styles.notice} role="alert">
      <p>{t(query.isError ? 'common.genericError' : 'admin.productNotFound')}</p>
      {query.isError && (
        <Button color="secondary" size="small" onPress={() => void query.refetch()}>
          {t('common.reload')}
        </Button>
      )}
    </div>
  );
}
