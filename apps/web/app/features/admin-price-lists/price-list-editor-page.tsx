import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../../shell/not-found-content.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { PriceListEditor } from './price-list-editor.tsx';
import { priceListQuery } from './price-lists-api.ts';

/** /admin/price-lists/:id: the editor once the list is loaded; another tenant's id is not found. */
export function PriceListEditorPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const list = useQuery(priceListQuery(id));
  // Bumped after an import: the editor starts again from the imported scales.
  const [version, setVersion] = useState(0);
  if (list.isPending) return <p className={styles.page}>{t('common.loading')}</p>;
  if (list.isError)
    return (
      <p className={styles.page} role="alert">
        {t('common.genericError')}
      </p>
    );
  if (!list.data) return <NotFoundContent />;
  return (
    <PriceListEditor
      key={`${list.data.id}-${version}`}
      list={list.data}
      onImported={() => setVersion((current) => current + 1)}
    />
  );
}
