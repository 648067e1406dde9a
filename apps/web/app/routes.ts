import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { ADMIN_SCREENS, BUILT_ADMIN_PAGES } from './shell/admin/admin-pages.ts';
import { PAGE_PREVIEW_DATA_PATH } from './lib/pages/preview-path.ts';

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
    // The shop's CMS pages (issue 25), after every real route; an unknown slug answers 404 there.
    route(':slug', 'routes/content-page.tsx'),
    // Last, so every real route wins.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The page builder's canvas asks for its draft's block data here (JSON, no page; decision 0078).
  route(PAGE_PREVIEW_DATA_PATH.slice(1), 'routes/preview-data.ts'),
  // The admin's screens of their own, full screen outside both frames (the theme editor at /themeeditor,
  // issue 26), listed in the admin page descriptor: a chunk of their own, which no shop page loads.
  ...ADMIN_SCREENS.map((page) => route(page.path, page.screenModule)),
  // The admin panel (DESIGN §6): its own route modules, so storefront pages never load its code. Its pages
  // come from the admin page descriptor (shell/admin/admin-pages.ts), which also makes the sidebar and the
  // access checks: a page with its detail page at `<path>/:id`; pages still to come get no route.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    // The tenant setup wizard (platform.tenants), before the Tenants area's `tenants/:id`.
    route('tenants/new', 'routes/admin/tenant-new.tsx'),
    ...BUILT_ADMIN_PAGES.flatMap((page) => [
      route(page.path, page.module),
      ...(page.detailModule ? [route(`${page.path}/:id`, page.detailModule)] : []),
      ...(page.editorModule ? [route(`${page.path}/:id/edit`, page.editorModule)] : []),
    ]),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig;
