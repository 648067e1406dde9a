import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { FormDialog } from '../../../../ui/dialog.tsx';
import { categoryChoicesQuery, productChoicesQuery, type Choice } from './product-choice-api.ts';
import styles from '../page-builder.module.css';

/** The products' names as found while picking, so the chosen list shows names, not ids. */
const knownNames = new Map<string, string>();

/** A product row's category, from the shop's categories. */
export function CategoryField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const categories = useQuery(categoryChoicesQuery());
  return (
    <select
      id={id}
      className={styles.input}
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      data-testid="product-row-category"
    >
      <option value="">{categories.isPending ? t('common.loading') : '—'}</option>
      {categories.data?.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </select>
  );
}

/**
 * A product row's hand-picked products (the product selection modal): searched in the shop's catalogue,
 * ticked in the order they should show, at most `max`.
 */
export function ProductsField({
  label,
  max,
  value,
  onChange,
}: {
  label: string;
  max: number;
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const chosen = value ?? [];
  const results = useQuery({ ...productChoicesQuery(search.trim()), enabled: open });
  results.data?.forEach((product: Choice) => knownNames.set(product.id, product.name));
  const toggle = (productId: string) =>
    onChange(
      chosen.includes(productId)
        ? chosen.filter((other) => other !== productId)
        : [...chosen, productId].slice(0, max),
    );
  return (
    <div className={styles.localized}>
      <ol className={styles.chosenList} data-testid="product-row-chosen">
        {chosen.map((productId) => (
          <li key={productId}>{knownNames.get(productId) ?? productId.slice(0, 8)}</li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => setOpen(true)}
        data-testid="choose-products"
      >
        {t('cms.chooseProducts')}
      </button>
      <FormDialog title={label} isOpen={open} onClose={() => setOpen(false)} testId="product-choice-dialog">
        <input
          className={styles.input}
          type="search"
          aria-label={t('cms.searchProducts')}
          placeholder={t('cms.searchProducts')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p className={styles.defaultText}>{t('cms.productsChosen', { count: chosen.length, max })}</p>
        {results.isError && <p role="alert">{t('common.genericError')}</p>}
        <ul className={styles.choiceList}>
          {results.data?.map((product) => (
            <li key={product.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(product.id)}
                  disabled={!chosen.includes(product.id) && chosen.length >= max}
                  onChange={() => toggle(product.id)}
                />{' '}
                {product.name}
              </label>
            </li>
          ))}
        </ul>
        <div className={styles.dialogActions}>
          <Button onPress={() => setOpen(false)} data-testid="product-choice-done">
            {t('common.apply')}
          </Button>
        </div>
      </FormDialog>
    </div>
  );
}
