// Pricing's GraphQL types and fields (registered with this file, the one the module's descriptor loads).
import './price-types.schema.ts';
// The price lists administration and the product editor's Price Management tab (issue 15).
import './price-lists.schema.ts';
import './price-list-scales.schema.ts';
import './product-pricing.schema.ts';
