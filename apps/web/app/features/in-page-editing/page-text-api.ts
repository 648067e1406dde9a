import type { PageDocument } from '@print/core/pages/page-document';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The CMS control's operations (server: modules/content, decision 0096): the page as the page builder
// reads it (its version and document), and one text of a block saved as the page's next version.

const READ = graphql(`
  query InPagePage($id: ID!) {
    adminContentPage(id: $id) {
      id
      version
      document
    }
  }
`);

const EDIT = graphql(`
  mutation InPageEditPageText(
    $pageId: ID!
    $blockId: String!
    $path: String!
    $language: String!
    $text: String!
    $expectedVersion: Int!
  ) {
    editPageText(
      pageId: $pageId
      blockId: $blockId
      path: $path
      language: $language
      text: $text
      expectedVersion: $expectedVersion
    ) {
      id
      version
      document
    }
  }
`);

/** A page's version and document (read by the shop's languages on the server), or null. */
export type EditedPage = { id: string; version: number; document: PageDocument };

const pageOf = (page: { id: string; version: number; document: unknown } | null): EditedPage | null =>
  page && { id: page.id, version: page.version, document: page.document as PageDocument };

export const loadPage = async (id: string) => pageOf((await graphqlRequest(READ, { id })).adminContentPage);

export const savePageText = async (variables: {
  pageId: string;
  blockId: string;
  path: string;
  language: string;
  text: string;
  expectedVersion: number;
}) => pageOf((await graphqlRequest(EDIT, variables)).editPageText)!;
