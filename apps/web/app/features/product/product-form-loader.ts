// The product form (another feature, spec §2 "Product form") is fetched only when a visitor
// personalises, so its editor, preview and validation stay out of the product page's bundle. Kept in
// its own module so tests can stand in for the form without it.
export const loadProductForm = () => import('../product-form/product-form-with-queries.tsx');
