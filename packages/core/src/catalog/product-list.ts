// The products administration's list (spec §2 products table): what it can be sorted and filtered by,
// shared by the admin page and the server's adminProducts query.

export const PRODUCT_SORT_FIELDS = ['name', 'articleCode', 'updatedAt', 'createdAt'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export const PRODUCT_PAYMENT_MODES = ['single', 'subscription'] as const;
export type ProductPaymentMode = (typeof PRODUCT_PAYMENT_MODES)[number];

export const DEFAULT_PRODUCT_PAGE_SIZE = 25;
export const MAX_PRODUCT_PAGE_SIZE = 100;
