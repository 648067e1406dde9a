// The content module's GraphQL: the shop's pages, their administration and the stock photo search.
import './content-shop.schema.ts';
import './content-admin.schema.ts';
import './stock-photos/stock-photos.schema.ts';
import './stock-photos/stock-photo-settings.schema.ts';
