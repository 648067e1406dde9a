import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTexts as texts } from '../../shell/test-helpers.tsx';
import type { ProductFormItem } from './product-api.ts';
import { ProductNotFound } from './product-not-found.tsx';
import { ProductPage } from './product-page.tsx';
import {
  escaped,
  personalisableFields,
  priceRow,
  renderProduct,
  renderProductComplete,
  testProduct,
} from './product-test-fixtures.tsx';

// The page renders on the server from the loader's data: everything a crawler and a first visit see
// is in this HTML. The product form is another engineer's module: here a stand-in that shows its props.

function FormStub(props: {
  product: { id: string; fields: unknown[] };
  variantId: string | null;
  quantity: number;
  item: ProductFormItem | null;
}) {
  return (
    <div
      data-testid="product-form-stub"
      data-product={props.product.id}
      data-fields={props.product.fields.length}
      data-variant={props.variantId ?? ''}
      data-quantity={props.quantity}
      data-item={props.item?.id ?? ''}
      data-values={JSON.stringify(props.item?.fieldValues ?? {})}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

const noFetch = () => {
  const spy = vi.fn(() => Promise.reject(new Error('no fetch during server rendering')));
  vi.stubGlobal('fetch', spy);
  return spy;
};

/** The opening tag of the element with this data-testid. */
const tagOf = (html: string, testId: string) => {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at < 0) return null;
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
};

describe('product page', () => {
  it('renders breadcrumb, gallery, name, description, variants, quantity, total, stock and prices', () => {
    const fetch = noFetch();
    const { html } = renderProduct(
      '/products/business-cards',
      <ProductPage Form={FormStub} product={testProduct()} item={null} />,
    );
    // Breadcrumb: catalogue → first category → product.
    expect(html).toMatch(/<nav[^>]*aria-label="Breadcrumb"/);
    expect(html).toMatch(new RegExp(`href="/catalog"[^>]*>${texts['shop.catalogue']}<`));
    expect(html).toMatch(/href="\/catalog\/cards"[^>]*>Cards</);
    expect(html).toContain('aria-current="page">Business cards<');
    // Gallery: the first image large, a thumbnail per image, the first marked current.
    expect(tagOf(html, 'product-main-image')).toContain('src="/media/front.webp"');
    expect(html.match(/data-testid="product-thumbnail"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-current="true"[^>]*aria-label="Show image 1 of 2"/);
    expect(html).toContain('src="/media/back-thumb.webp"');
    expect(html).toMatch(/<h1[^>]*>Business cards<\/h1>/);
    expect(html).toContain('Full colour on both sides.');
    // Variants as radio buttons of one fieldset, the first chosen.
    expect(html).toMatch(/<fieldset[^>]*data-testid="product-variants"/);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="v-matt"/);
    expect(html).not.toMatch(/<input[^>]*checked=""[^>]*value="v-gloss"/);
    // The smallest quantity by default, with its total and unit price.
    expect(html).toMatch(/data-testid="product-total"[^>]*>€12.00</);
    expect(html).toContain('€0.12 per unit');
    expect(tagOf(html, 'product-stock')).toContain('data-stock="inStock"');
    // Price table: spec §3 columns, each row, the gross/VAT note.
    expect(html).toContain('Price per single unit (gross)');
    expect(html).toContain('Total (gross)');
    expect(html.match(/data-testid="price-row"/g)).toHaveLength(3);
    expect(html).toMatch(/<th scope="row">250<\/th><td>€0.08<\/td><td>€20.00<\/td>/);
    expect(html).toMatch(/data-testid="price-note"[^>]*>All prices include VAT \(VAT rate 19%\)</);
    // No fields: straight into the cart; the other actions.
    expect(tagOf(html, 'product-add-to-cart')).not.toContain('disabled');
    expect(html).not.toContain('data-testid="product-personalise"');
    expect(html).toContain(texts['shop.addToFavourites']);
    expect(html).toContain('data-testid="product-share"');
    expect(html).not.toContain('data-testid="product-not-available"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to imageUrl without a gallery and shows no thumbnails for one image', () => {
    const product = testProduct({ images: [], imageUrl: '/media/only.webp' });
    const { html } = renderProduct(
      '/products/x',
      <ProductPage Form={FormStub} product={product} item={null} />,
    );
    expect(tagOf(html, 'product-main-image')).toContain('src="/media/only.webp"');
    expect(tagOf(html, 'product-main-image')).toContain('alt="Business cards"');
    expect(html).not.toContain('data-testid="product-thumbnail"');
  });

  it("shows the description's formatting under the name, and no description block without one", () => {
    const descriptionRichText = JSON.stringify([
      { type: 'heading-two', children: [{ text: 'Paper' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: '400 g', bold: true }] }] },
    ]);
    const { html } = renderProduct(
      '/products/x',
      <ProductPage Form={FormStub} product={testProduct({ descriptionRichText })} item={null} />,
    );
    expect(html).toMatch(
      /<\/h1><div[^>]*data-testid="product-description"><h2>Paper<\/h2><ul><li><strong>400 g<\/strong><\/li><\/ul><\/div>/,
    );
    const bare = renderProduct(
      '/products/x',
      <ProductPage
        Form={FormStub}
        product={testProduct({ description: '', descriptionRichText: '' })}
        item={null}
      />,
    );
    expect(bare.html).not.toContain('data-testid="product-description"');
  });

  it('shows unit prices that multiply to the totals: 100 × €0.1428 = €14.28, not €0.14', () => {
    // Net 12 ct a card, 19 % VAT applied to the total: the server sends the unit rounded to €0.14.
    const product = testProduct({
      priceTable: [priceRow(100, 14, 1428), priceRow(250, 10, 2380), priceRow(1000, 5, 4760)],
    });
    const { html } = renderProduct(
      '/products/x',
      <ProductPage Form={FormStub} product={product} item={null} />,
    );
    expect(html).toMatch(/<th scope="row">100<\/th><td>€0.1428<\/td><td>€14.28<\/td>/);
    expect(html).toMatch(/<th scope="row">250<\/th><td>€0.0952<\/td><td>€23.80<\/td>/);
    expect(html).toMatch(/<th scope="row">1,000<\/th><td>€0.0476<\/td><td>€47.60<\/td>/);
    expect(html).toMatch(/data-testid="product-total"[^>]*>€14.28</);
    expect(html).toContain('€0.1428 per unit');
  });

  it('says net prices excluding VAT for a net shop', () => {
    const { html } = renderProduct(
      '/products/x',
      <ProductPage
        Form={FormStub}
        product={testProduct({ priceDisplay: 'net', taxRateBasisPoints: 700 })}
        item={null}
      />,
    );
    expect(html).toContain('Price per single unit (net)');
    expect(html).toMatch(/data-testid="price-note"[^>]*>All prices exclude VAT \(VAT rate 7%\)</);
  });

  it('shows "not available" and disables ordering when the product is not available', () => {
    const product = testProduct({ available: false, unavailableReason: 'notOrderable' });
    const { html } = renderProduct(
      '/products/x',
      <ProductPage Form={FormStub} product={product} item={null} />,
    );
    expect(html).toContain(escaped(texts['shop.productNotAvailable']!));
    expect(html).toContain('Product is not available at the moment.');
    expect(tagOf(html, 'product-add-to-cart')).toContain('disabled');
    const personalisable = { ...product, fields: personalisableFields };
    const form = renderProduct(
      '/products/x',
      <ProductPage Form={FormStub} product={personalisable} item={null} />,
    ).html;
    expect(tagOf(form, 'product-personalise')).toContain('disabled');
  });

  it('says how many are left when stock is small, and out of stock at none', () => {
    const low = renderProduct(
      '/products/x',
      <ProductPage Form={FormStub} product={testProduct({ stock: 7 })} item={null} />,
    );
    expect(low.html).toContain('Only 7 left in stock');
    const none = testProduct({ stock: 0, inStock: false, available: false, unavailableReason: 'outOfStock' });
    const out = renderProduct('/products/x', <ProductPage Form={FormStub} product={none} item={null} />).html;
    expect(out).toContain(texts['shop.outOfStock']);
    expect(out).toContain('Product is not available at the moment.');
  });

  it('offers Personalise instead of add to cart for a product with fields; the form stays closed', async () => {
    const product = testProduct({ fields: personalisableFields });
    const html = await renderProductComplete(
      '/products/x',
      <ProductPage Form={FormStub} product={product} item={null} />,
    );
    expect(html).toContain('data-testid="product-personalise"');
    expect(html).toContain(texts['shop.personalise']);
    expect(html).not.toContain('data-testid="product-add-to-cart"');
    expect(html).not.toContain('data-testid="product-form-stub"');
  });

  it('opens the product form at once with the item of ?item=, its variant and quantity', async () => {
    const product = testProduct({ fields: personalisableFields });
    const item: ProductFormItem = {
      id: 'item-7',
      kind: 'cart',
      quantity: 250,
      variantId: 'v-gloss',
      fieldValues: { firstName: 'Karla' },
    };
    const html = await renderProductComplete(
      '/products/x?item=item-7',
      <ProductPage Form={FormStub} product={product} item={item} />,
    );
    const form = tagOf(html, 'product-form-stub');
    expect(form).toContain('data-product="p1"');
    expect(form).toContain('data-fields="1"');
    expect(form).toContain('data-item="item-7"');
    expect(form).toContain('data-variant="v-gloss"');
    expect(form).toContain('data-quantity="250"');
    expect(form).toContain('Karla');
    // The page behind shows the item's choices too.
    expect(html).toMatch(/data-testid="product-total"[^>]*>€20.00</);
  });
});

describe('product not found', () => {
  it('says so and links to the catalogue', () => {
    const { html } = renderProduct('/products/nope', <ProductNotFound />);
    expect(html).toContain(texts['shop.productNotFoundTitle']);
    expect(html).toContain(texts['shop.productNotFoundText']);
    expect(html).toContain('href="/catalog"');
  });
});
