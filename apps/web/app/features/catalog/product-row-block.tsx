import type { ProductRowProps } from '@print/core/pages/blocks/index';
import { usePageRender, usePageText, type BlockViewProps } from '../../lib/pages/page-render.tsx';
import { PrefetchLink } from '../../ui/prefetch-link.tsx';
import type { CatalogProduct } from './catalog-api.ts';
import styles from './product-row-block.module.css';

/**
 * A product row's entry in the page's block data (lib/pages/page-render.tsx `BlockData`), each product
 * with its page's path (`productPath`, made by the loader: the row then shares no module with the
 * catalogue's pages, which would split their files into more requests).
 */
export type ProductRowData = readonly (Pick<CatalogProduct, 'id' | 'name' | 'imageUrl'> & { path: string })[];

/**
 * A page's product row or grid (issue 25). Its products come from the route loader, fetched for all rows
 * of the page at once and passed by block id (`blockData`); a row the loader gave none shows its title
 * only. Until that loader exists, a product is its picture and name linking to its page: the catalogue's
 * tiles (prices, favourites) would add their modules to every CMS page's first load, and split the
 * catalogue pages' shared files into more requests, before any page has a product to show.
 */
export function ProductRowBlock({ id, props }: BlockViewProps<ProductRowProps>) {
  const text = usePageText();
  const data = usePageRender().blockData[id] as ProductRowData | undefined;
  const products = Array.isArray(data) ? data.slice(0, props.limit) : [];
  const title = text(props.title);
  if (!title && products.length === 0) return null;
  return (
    <div className={styles.row}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {products.length > 0 && (
        <ul className={props.layout === 'row' ? styles.scroller : styles.grid}>
          {products.map((product) => (
            <li key={product.id} className={styles.product}>
              {product.imageUrl && (
                <img src={product.imageUrl} alt="" loading="lazy" className={styles.image} />
              )}
              <PrefetchLink to={product.path} className={styles.link}>
                {product.name}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
