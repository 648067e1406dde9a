// The content module's GraphQL: the shop's pages and their administration.
import './content-shop.schema.ts';
import './content-admin.schema.ts';
