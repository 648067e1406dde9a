import { TAX_CATEGORIES } from '@print/core/pricing/tax-categories';

/** The catalogue key of a tax category's name (spec §9): 'foodGrocery' → 'admin.taxCategoryFoodGrocery'. */
export const taxCategoryKey = (category: string) =>
  `admin.taxCategory${category.charAt(0).toUpperCase()}${category.slice(1)}`;

/** The tax categories of spec §9 as select options. */
export const taxCategoryOptions = (t: (key: string) => string) =>
  TAX_CATEGORIES.map((category) => ({ id: category, label: t(taxCategoryKey(category)) }));
