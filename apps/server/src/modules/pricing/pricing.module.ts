import type { ServerModule } from '../server-module.ts';
import { priceScales } from './price-scales.tables.ts';
import { priceLists } from './pricing.tables.ts';

/** Price lists with their quantity scales, products' pricing, and what a product costs (decision 0067). */
export const pricingModule: ServerModule = {
  name: 'pricing',
  schema: () => import('./pricing.schema.ts'),
  contributes: {
    // Uploads are read and decoded before any transaction (price-lists.schema.ts).
    outsideTransactionFields: ['previewPriceListImport', 'importPriceList'],
    // The shop's catalogue pages show prices (migrations 0010 and 0014).
    publicContentTables: [priceLists, priceScales],
  },
};
