import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { classNames } from '../../ui/class-names.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import styles from './header.module.css';

/** Product search; a plain GET form to the catalogue, so it also works before hydration. */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form method="get" action="/catalog" role="search" className={classNames(styles.search, className)}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('common.search')}
      </label>
      <SearchIcon />
      <input
        id={id}
        name="q"
        type="search"
        className={styles.searchInput}
        placeholder={t('shell.searchPlaceholder')}
      />
    </Form>
  );
}
