import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // The shop's pages in its frame (header, footer, cookie banner); the admin has a frame of its own.
  layout('routes/storefront-layout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('account', 'routes/account.tsx'),
    route('account/addresses', 'routes/account-addresses.tsx'),
    route('account/password', 'routes/account-password.tsx'),
    route('formtest', 'routes/formtest.tsx'),
    route('catalog', 'routes/catalog.tsx'),
    route('catalog/:category', 'routes/catalog-category.tsx'),
    route('products/:slug', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('cart/shared/:token', 'routes/cart-shared.tsx'),
    route('orders/:id', 'routes/order.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/return', 'routes/checkout-return.tsx'),
    // Last, so every real route wins.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The admin panel (DESIGN §6): its own route modules, so storefront pages never load its code. A page
  // comes with its sidebar entry (features/admin/admin-nav.ts); there are no placeholder pages.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('roles', 'routes/admin/roles.tsx'),
    route('user-fields', 'routes/admin/user-fields.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('activity', 'routes/admin/activity.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/:id', 'routes/admin/product.tsx'),
    route('product-fields', 'routes/admin/product-fields.tsx'),
    route('product-meta-fields', 'routes/admin/product-meta-fields.tsx'),
    route('price-lists', 'routes/admin/price-lists.tsx'),
    route('price-lists/:id', 'routes/admin/price-list.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('categories/:id', 'routes/admin/category.tsx'),
    route('system', 'routes/admin/system.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig;
