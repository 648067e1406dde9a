import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classNames } from '../../ui/class-names.ts';
import { pageHref, pagerItems } from './catalog-values.ts';
import styles from './pager.module.css';

type Props = { pathname: string; search: string | null; page: number; pages: number };

/** Page links under the grid: real links (`?page=`), so crawlers reach every product without scripts. */
export function Pager({ pathname, search, page, pages }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (target: number) => pageHref(pathname, search, target);
  return (
    <nav className={styles.pager} aria-label={t('shop.catalogPagination')} data-testid="pager">
      <p className={styles.pagerStatus}>{t('shop.catalogPageOf', { page, pages })}</p>
      <ul className={styles.pagerList}>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={styles.pagerLink} data-testid="pager-previous">
              {t('common.previous')}
            </Link>
          </li>
        )}
        {pagerItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={classNames(styles.pagerLink, item === page && styles.pagerCurrent)}
                aria-label={t('shop.catalogPage', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} rel="next" className={styles.pagerLink} data-testid="pager-next">
              {t('common.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
