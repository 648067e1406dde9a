/** Tax categories of spec §9 (product setting). */
export const TAX_CATEGORIES = [
  'none',
  'standard',
  'foodRestaurant',
  'foodGrocery',
  'software',
  'digitalContent',
  'streaming',
  'advertising',
  'marketing',
  'consulting',
  'legal',
  'accounting',
  'education',
  'training',
  'medical',
  'shipping',
] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
