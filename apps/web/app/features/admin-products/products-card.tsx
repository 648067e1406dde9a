import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productListHref } from './product-filters.ts';
import { productCountsQuery, type ProductCounts } from './product-list-api.ts';
import countStyles from '../../ui/admin-kit/card-counts.module.css';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';

/** Each count with its label and the products list filtered to exactly the products it counts. */
const COUNTS: { key: keyof ProductCounts; labelKey: string; href: string }[] = [
  { key: 'published', labelKey: 'admin.productPublished', href: productListHref('status', 'published') },
  {
    key: 'unpublished',
    labelKey: 'admin.productUnpublished',
    href: productListHref('status', 'unpublished'),
  },
  { key: 'archived', labelKey: 'admin.productArchived', href: productListHref('status', 'archived') },
  { key: 'outOfStock', labelKey: 'admin.productsOutOfStock', href: productListHref('stock', 'out') },
];

/** The dashboard's Products card: the tenant's products per state, each leading to the filtered list. */
export function ProductsCard() {
  const { t } = useTranslation();
  const counts = useQuery(productCountsQuery());
  if (counts.isError || counts.isPending) return <QueryStatus query={counts} />;
  return (
    <ul className={countStyles.counts}>
      {COUNTS.map(({ key, labelKey, href }) => (
        <li key={key}>
          <Link to={href} className={countStyles.countLink} data-testid={`dashboard-products-${key}`}>
            <span>{t(labelKey)}</span>
            <strong className={countStyles.count}>{counts.data[key]}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
