import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The product control's operations (server: modules/catalog/catalog-in-page.schema.ts, decision 0096):
// a catalogue text in every language of the shop, and its save at the revision it was read at.

const READ = graphql(`
  query InPageCatalogText($address: String!) {
    inPageCatalogText(address: $address) {
      address
      richText
      revision
      texts {
        language
        text
      }
    }
  }
`);

const SAVE = graphql(`
  mutation SaveInPageCatalogText(
    $address: String!
    $revision: Int!
    $texts: [LanguageTextInput!]!
    $seenOn: String
  ) {
    saveInPageCatalogText(address: $address, revision: $revision, texts: $texts, seenOn: $seenOn) {
      address
      richText
      revision
      texts {
        language
        text
      }
    }
  }
`);

export type CatalogTextDetail = NonNullable<ResultOf<typeof READ>['inPageCatalogText']>;

export const loadCatalogText = async (address: string) =>
  (await graphqlRequest(READ, { address })).inPageCatalogText;

export const saveCatalogText = async (
  address: string,
  revision: number,
  texts: { language: string; text: string }[],
  seenOn: string,
) => (await graphqlRequest(SAVE, { address, revision, texts, seenOn })).saveInPageCatalogText;
