import { useEditMark } from '../../lib/i18n/edit-mark.ts';
import { Suspense, useReducer, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserStorage, clearPendingWork, type PendingWork } from '../../lib/guest/pending-work.ts';
import { PriceTable } from '../../ui/price-table.tsx';
import { RichTextView } from '../../ui/rich-text-view.tsx';
import { ShareLinkDialogOnDemand as ShareLinkDialog } from '../../ui/share-link-dialog-on-demand.tsx';
import { OrderPanel } from './order-panel.tsx';
import { ProductAdminHints } from './product-admin-hints.tsx';
import type { ProductDetail, ProductFormItem, ProductPageData } from './product-api.ts';
import { ProductGallery } from './product-gallery.tsx';
import {
  initialPageState,
  productPageReducer,
  resumedChoices,
  type ProductPageState,
} from './product-page-state.ts';
import {
  categoryPath,
  galleryImages,
  isPersonalisable,
  productPath,
  toFormProduct,
  type FormProduct,
} from './product-values.ts';
import { useAddToCart } from './use-product-actions.ts';
import { useResumeAfterLogin } from './use-resume.ts';
import styles from './product.module.css';

/**
 * The product form (spec §2 "Product form") is another feature: the route hands it in, loaded lazily, so
 * its editor, preview and validation stay out of the product page's bundle until a visitor personalises.
 */
export type ProductFormSlot = ComponentType<{
  product: FormProduct;
  variantId: string | null;
  quantity: number;
  item: ProductFormItem | null;
  resume: ProductPageState['resume'];
  onClose(): void;
}>;

/**
 * /products/:slug (spec §2 product page): breadcrumb, gallery, name and description, variant and
 * quantity with the total, stock, the price table and the ordering actions. Server-rendered from the
 * route loader's data; the choices are local state (see product-page-state.ts).
 */
export function ProductPage({ product, item, Form }: ProductPageData & { Form: ProductFormSlot }) {
  const mark = useEditMark();
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(productPageReducer, null, () => initialPageState(product, item));
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const images = galleryImages(product);
  // Built at click time from the browser's address, so it names the host the visitor actually uses.
  const share = () => setShareUrl(new URL(productPath(product.slug), window.location.origin).href);
  const cart = useAddToCart();

  // Back after logging in (issue 12): the form reopens with what the guest typed and finishes the
  // save; a product without personalisation goes into the cart as the guest asked.
  useResumeAfterLogin(product.id, (work: PendingWork) => {
    dispatch({ type: 'resume', work, product });
    if (isPersonalisable(product)) return;
    const choices = resumedChoices(product, work);
    void cart.add({ productId: product.id, ...choices }).then((added) => {
      const browser = browserStorage();
      if (added && browser) clearPendingWork(browser.storage, browser.host, product.id);
    });
  });

  return (
    <div className={styles.page} data-testid="product-page">
      <ProductBreadcrumb product={product} />
      <div className={styles.layout}>
        <ProductGallery
          images={images}
          selected={state.imageIndex}
          onSelect={(index) => dispatch({ type: 'selectImage', index })}
          productName={product.name}
          externalMediaUrl={product.externalMediaUrl}
        />
        <div className={styles.info}>
          <h1 className={styles.title} {...mark(`product:${product.id}.name`)}>
            {product.name}
          </h1>
          <RichTextView
            value={product.descriptionRichText}
            className={styles.description}
            testId="product-description"
            {...mark(`product:${product.id}.description`)}
          />
          <ProductAdminHints product={product} />
          <OrderPanel product={product} state={state} dispatch={dispatch} onShare={share} />
          <PriceTable
            rows={product.priceTable}
            priceDisplay={product.priceDisplay}
            taxRateBasisPoints={product.taxRateBasisPoints}
            selectedQuantity={state.quantity}
          />
        </div>
      </div>
      <ShareLinkDialog url={shareUrl} onClose={() => setShareUrl(null)} />
      {state.formOpen && (
        <Suspense
          fallback={
            <p className={styles.formLoading} role="status" data-testid="product-form-loading">
              {t('common.loading')}
            </p>
          }
        >
          <Form
            product={toFormProduct(product, state.variantId)}
            variantId={state.variantId}
            quantity={state.quantity}
            item={item}
            resume={state.resume}
            onClose={() => dispatch({ type: 'closeForm' })}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Catalogue → the product's first category → the product. */
function ProductBreadcrumb({ product }: { product: Pick<ProductDetail, 'name' | 'categories'> }) {
  const { t } = useTranslation();
  const category = product.categories[0];
  return (
    <nav
      className={styles.breadcrumb}
      aria-label={t('shop.productBreadcrumb')}
      data-testid="product-breadcrumb"
    >
      <ol>
        <li>
          <Link to="/catalog">{t('shop.catalogue')}</Link>
        </li>
        {category && (
          <li>
            <Link to={categoryPath(category.slug)}>{category.name}</Link>
          </li>
        )}
        <li>
          <span aria-current="page">{product.name}</span>
        </li>
      </ol>
    </nav>
  );
}
