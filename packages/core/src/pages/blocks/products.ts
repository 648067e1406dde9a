// Blocks of the picker's "Products" tab: rows and grids with real prices for the viewer.
import { block, type BlockProps } from '../block.ts';
import { choice, integer, localized, text } from '../fields.ts';
import { list } from '../compound-fields.ts';
import { PRODUCT_ROW_LAYOUTS, PRODUCT_ROW_MAX, PRODUCT_ROW_SOURCES } from '../page-constants.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = () =>
  text({
    max: 36,
    check: (value) => (value === '' || UUID.test(value) ? null : { key: 'validation.invalidSetting' }),
  });

/** Products of a category, a hand-picked selection, the newest or a random pick. */
export const productRowBlock = block({
  type: 'productRow',
  label: 'cms.blockProductRow',
  tab: 'products',
  fields: {
    title: localized(text({ max: 120 })),
    source: choice(PRODUCT_ROW_SOURCES, 'newest'),
    categoryId: uuid(),
    productIds: list(uuid(), { max: PRODUCT_ROW_MAX }),
    limit: integer({ min: 1, max: PRODUCT_ROW_MAX, default: 4 }),
    layout: choice(PRODUCT_ROW_LAYOUTS, 'row'),
  },
});
export type ProductRowProps = BlockProps<typeof productRowBlock>;
