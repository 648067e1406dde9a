import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { ThemePreviewLoader } from '../routes/theme-preview-loader.tsx';

// A shop page for the theme preview's browser tests: elements drawn with the theme's custom properties
// (a base colour, a colour linked to it, a font, the radius), two addresses with a link between them
// (a client-side navigation, as in the shop) and the storefront layout's preview loader.

export const FAKE_SHOP_PATHS = ['/shop', '/shop/other'] as const;

function Shop() {
  const { pathname } = useLocation();
  return (
    <main>
      <ThemePreviewLoader />
      <h1 data-testid="shop-page" style={{ fontFamily: 'var(--font-display)' }}>
        {pathname}
      </h1>
      <button
        type="button"
        data-testid="shop-button"
        style={{
          background: 'var(--color-primary-background)',
          color: 'var(--app-button-primary-text)',
          borderColor: 'var(--app-button-primary-border)',
          borderRadius: 'var(--radius)',
        }}
      >
        Add to cart
      </button>
      <input data-testid="shop-search" aria-label="Search" />
      <Link to={pathname === '/shop' ? '/shop/other' : '/shop'} data-testid="shop-link">
        Next page
      </Link>
    </main>
  );
}

/** Renders the fake shop into #root, at the frame's own address. */
export function mountFakeShop() {
  const router = createBrowserRouter([
    { element: <Outlet />, children: FAKE_SHOP_PATHS.map((path) => ({ path, element: <Shop /> })) },
  ]);
  createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
}
