import type { TenantSettings } from '../tenancy/tenancy.tables.ts';
import type { LocalizedText } from '../catalog/catalog.tables.ts';

/** Shape of the demo content seeded into an empty embedded database (see seed-demo.ts). */
export type DemoProduct = {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  categorySlugs: string[];
  taxCategory: string;
  /** Quantity scales: from minQuantity on, one unit costs unitPriceMinor (integer minor units). */
  scales: { minQuantity: number; unitPriceMinor: number }[];
  variants: { code: string; name: LocalizedText }[];
  fields: {
    name: string;
    label: LocalizedText;
    type: 'text' | 'textarea' | 'email' | 'phone' | 'url' | 'number' | 'image' | 'select';
    required: boolean;
    defaultValue?: string;
  }[];
  stock?: number;
  /** Path of an SVG under /demo/ (see demo-images.ts) used as the product image. */
  image: string;
};

export type DemoCategory = {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  parentSlug?: string;
  accessRoles?: string[];
};

export type DemoAccount = {
  role: 'admin' | 'customer';
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
  /** Tenant translation entries overriding/adding texts (exercise the tenant layer of translations). */
  translations: { key: string; group: string; texts: Record<string, string> }[];
};
