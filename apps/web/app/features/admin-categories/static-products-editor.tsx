import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { moveItem } from '../../ui/admin-kit/list-order.ts';
import { searchProductOptions, type ProductOption } from './categories-api.ts';
import styles from './categories.module.css';

type Props = {
  products: readonly ProductOption[];
  onChange: (products: ProductOption[]) => void;
  canWrite: boolean;
  errorMessage: string | null;
};

/**
 * The static product list of a category (display mode static): add products found by name, slug or
 * article code, order them, and unlink one after confirmation (spec §5). Saved with the editor.
 */
export function StaticProductsEditor({ products, onChange, canWrite, errorMessage }: Props) {
  const { t, i18n } = useTranslation();
  const ask = useConfirmAction();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const found = useQuery({
    queryKey: ['admin', 'categories', 'product-options', term, i18n.language],
    queryFn: () => searchProductOptions(term, i18n.language),
    enabled: term.length >= 2,
  });
  const listed = new Set(products.map((product) => product.id));
  const unlink = async (product: ProductOption) => {
    const confirmed = await ask({
      message: t('admin.unlinkFromCategoryConfirm'),
      confirmLabel: t('admin.categoryUnlinkProduct'),
    });
    if (confirmed) onChange(products.filter((candidate) => candidate.id !== product.id));
  };

  return (
    <div className={styles.section} data-testid="static-products">
      <h2 className={styles.sectionTitle}>{t('admin.categoryStaticProducts')}</h2>
      <p>{t('admin.categoryStaticHint')}</p>
      {errorMessage && <p role="alert">{errorMessage}</p>}
      {products.length === 0 ? (
        <p>{t('admin.categoryNoStaticProducts')}</p>
      ) : (
        <ol className={styles.productList}>
          {products.map((product, index) => (
            <li
              key={product.id}
              className={styles.productItem}
              data-testid={`static-product-${product.slug}`}
            >
              <span>{index + 1}.</span>
              <span>
                {product.name}
                {!product.published && ` (${t('admin.categoryProductOffline')})`}
              </span>
              {canWrite && (
                <span className={styles.rowActions}>
                  <Button
                    size="small"
                    color="neutral"
                    isDisabled={index === 0}
                    onPress={() => onChange(moveItem(products, index, index - 1))}
                    aria-label={`${t('admin.moveUp')}: ${product.name}`}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    color="neutral"
                    isDisabled={index === products.length - 1}
                    onPress={() => onChange(moveItem(products, index, index + 1))}
                    aria-label={`${t('admin.moveDown')}: ${product.name}`}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    color="danger"
                    onPress={() => void unlink(product)}
                    data-testid={`unlink-product-${product.slug}`}
                  >
                    {t('admin.categoryUnlinkProduct')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <div>
          <TextField
            label={t('admin.categorySearchProducts')}
            name="productSearch"
            type="search"
            value={search}
            onChange={setSearch}
            testId="static-product-search"
          />
          <ul className={styles.searchResults} aria-live="polite">
            {(found.data ?? [])
              .filter((option) => !listed.has(option.id))
              .map((option) => (
                <li key={option.id}>
                  <Button
                    size="small"
                    color="secondary"
                    onPress={() => onChange([...products, option])}
                    data-testid={`add-product-${option.slug}`}
                  >
                    + {option.name}
                  </Button>
                </li>
              ))}
          </ul>
        </div>
      )}
    </div>
  );
}
