import type { SessionInfo } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { DevOverlay } from '../../../shell/dev-overlay.tsx';
import { testShellData } from '../../../shell/test-helpers.tsx';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { ProductForm } from '../product-form.tsx';
import type { ProductFormItem, ProductFormProduct, ProductFormResume } from '../product-form.tsx';

// The browser entry of the product form's component tests (product-form.browser.test.ts bundles it
// with esbuild and opens it in Chromium): the form inside the shell's providers, as the product page
// mounts it. The test sets its configuration (harnessConfig) before this script runs.

export type HarnessConfig = {
  product: ProductFormProduct;
  item: ProductFormItem | null;
  quantity: number;
  variantId: string | null;
  session: SessionInfo | null;
  /** The shop's setting (default true); false: a guest must log in to save (issue 12). */
  allowTemporaryUsers?: boolean;
  /** Back after logging in with a guest's kept typing. */
  resume?: ProductFormResume | null;
  /** Shows the developer overlay beside the form, as in development. */
  devOverlay?: boolean;
};

declare global {
  interface Window {
    /** How often the form called onClose. */
    formClosed: number;
  }
}

const config = harnessConfig<HarnessConfig>();
window.formClosed = 0;

const shell = testShellData(config.session, 'full', {
  allowTemporaryUsers: config.allowTemporaryUsers ?? true,
});

function Page() {
  const [open, setOpen] = useState(true);
  if (!open) return <p data-testid="form-closed">closed</p>;
  return (
    <ProductForm
      product={config.product}
      item={config.item}
      quantity={config.quantity}
      variantId={config.variantId}
      resume={config.resume ?? null}
      onClose={() => {
        window.formClosed += 1;
        setOpen(false);
      }}
    />
  );
}

// As the product page mounts it: the confirmation dialog closes on navigation, so it lives in the router.
mountHarness({ '/': <Page /> }, { shell, aside: config.devOverlay && <DevOverlay /> });
