import type { CategorySetup, ProductSetup } from '../catalog/catalogue-setup.ts';
import type { PageSetup } from '../content/content-setup.ts';
import type { TenantTranslation } from '../i18n/tenant-translations.ts';
import type { TenantSettings } from '../tenancy/tenancy.service.ts';

/** Shape of the demo content seeded into an empty embedded database (see seed-demo.ts). */

/** A product as the demo files list it; its gallery and print design are derived (demo-designs.ts). */
export type DemoProduct = Omit<ProductSetup, 'images' | 'template'>;

export type DemoCategory = CategorySetup;

export type DemoAccount = {
  /** `operator`: a tenant admin who also operates the platform (right platform.tenants: every tenant). */
  role: 'admin' | 'customer' | 'operator';
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
};

export type DemoTenant = {
  slug: string;
  name: string;
  allowTemporaryUsers: boolean;
  /** First = default language. */
  languages: string[];
  settings: TenantSettings;
  /** Stored theme config (a partial Theme merged over the defaults of @print/core). */
  theme: { name: string; config: Record<string, unknown> };
  currency: string;
  categories: DemoCategory[];
  products: DemoProduct[];
  accounts: DemoAccount[];
  /** The shop's CMS pages: home, the legal pages the footer links, FAQ and about (issue 25). */
  pages: PageSetup[];
  /** Tenant translation entries overriding/adding texts (exercise the tenant layer of translations). */
  translations: TenantTranslation[];
};
