import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import adminStyles from './admin-page.module.css';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * What an admin card or tab shows while its data is not there: loading, or a failure with Reload, or
 * (answered but empty) `missingKey`'s text. Null once the data is there.
 */
export function QueryStatus({ query, missingKey }: { query: Query; missingKey?: string }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p className={adminStyles.notice} role="status">
        {t('common.loading')}
      </p>
    );
  if (!query.isError && !missingKey) return null;
  return (
    <div className={adminStyles.notice} role="alert">
      <p>{t(query.isError ? 'common.genericError' : missingKey!)}</p>
      {query.isError && (
        <Button color="secondary" size="small" onPress={() => void query.refetch()}>
          {t('common.reload')}
        </Button>
      )}
    </div>
  );
}
