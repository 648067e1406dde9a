import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import fieldStyles from '../../ui/field.module.css';
import { Button } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { MAX_SEARCH_LENGTH } from './catalog-values.ts';
import styles from './catalog.module.css';

/**
 * Search by name (`?q=`). A GET form, so it works before hydration and every result list has its own
 * address; a new search starts on page 1 (the form sends no `page`).
 */
export function CatalogSearch({ action, search }: { action: string; search: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form method="get" action={action} role="search" className={styles.search} data-testid="catalog-search">
      <div className={classNames(fieldStyles.field, styles.searchField)}>
        <label htmlFor={id} className={fieldStyles.label}>
          {t('shop.searchByName')}
        </label>
        <input
          // Keyed by the search, so going back to another result list shows its text again.
          key={search ?? ''}
          id={id}
          name="q"
          type="search"
          className={fieldStyles.input}
          defaultValue={search ?? ''}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
        />
      </div>
      <Button type="submit" color="primary">
        {t('common.search')}
      </Button>
    </Form>
  );
}
