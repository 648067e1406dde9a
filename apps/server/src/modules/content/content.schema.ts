// The content module's GraphQL: the shop's pages, their administration (with their history and
// copies, the publish check), the page builder's templates and the stock photo search.
import './content-shop.schema.ts';
import './content-admin.schema.ts';
import './content-history.schema.ts';
import './content-templates.schema.ts';
import './stock-photos/stock-photos.schema.ts';
import './stock-photos/stock-photo-settings.schema.ts';
import './content-publish-check.schema.ts';
