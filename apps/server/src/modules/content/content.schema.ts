// The content module's GraphQL: the shop's pages, their administration (with their history and
// copies, the publish check), the page builder's templates, the stock photo search and the AI's help
// with pages, and in-page editing of a live page’s texts.
import './content-shop.schema.ts';
import './content-admin.schema.ts';
import './content-history.schema.ts';
import './content-templates.schema.ts';
import './stock-photos/stock-photos.schema.ts';
import './stock-photos/stock-photo-settings.schema.ts';
import './feeds/content-feeds.schema.ts';
import './content-draft-data.schema.ts';
import './icons/content-icons.schema.ts';
import './content-ai.schema.ts';
import './content-publish-check.schema.ts';
import './content-in-page.schema.ts';
