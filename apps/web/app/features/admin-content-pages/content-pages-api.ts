import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Operations of the CMS pages administration (server: modules/content/content-admin.schema.ts).

const ContentPageFields = graphql(`
  fragment ContentPageFields on AdminContentPage {
    id
    kind
    title
    titles {
      language
      text
    }
    slugs {
      language
      text
    }
    seoTitles {
      language
      text
    }
    seoDescriptions {
      language
      text
    }
    socialImage
    languages
    status
    statusChip
    publishAt
    unpublishAt
    updatedAt
    updatedByName
    version
  }
`);

export type ContentPage = ResultOf<typeof ContentPageFields>;

const LIST = graphql(
  `
    query AdminContentPages($language: String) {
      adminContentPages(language: $language) {
        ...ContentPageFields
      }
    }
  `,
  [ContentPageFields],
);

const DETAIL = graphql(
  `
    query AdminContentPage($id: ID!, $language: String) {
      adminContentPage(id: $id, language: $language) {
        ...ContentPageFields
        document
      }
    }
  `,
  [ContentPageFields],
);

export type ContentPageDetail = NonNullable<ResultOf<typeof DETAIL>['adminContentPage']>;

const CREATE = graphql(
  `
    mutation CreateContentPage($input: ContentPageInput!, $language: String) {
      createContentPage(input: $input, language: $language) {
        ...ContentPageFields
      }
    }
  `,
  [ContentPageFields],
);

const UPDATE = graphql(
  `
    mutation UpdateContentPage(
      $id: ID!
      $expectedVersion: Int!
      $input: ContentPageInput!
      $language: String
    ) {
      updateContentPage(id: $id, expectedVersion: $expectedVersion, input: $input, language: $language) {
        ...ContentPageFields
        document
      }
    }
  `,
  [ContentPageFields],
);

const SET_STATUS = graphql(
  `
    mutation SetContentPageStatus(
      $id: ID!
      $status: ContentPageStatus!
      $publishAt: String
      $unpublishAt: String
      $language: String
    ) {
      setContentPageStatus(
        id: $id
        status: $status
        publishAt: $publishAt
        unpublishAt: $unpublishAt
        language: $language
      ) {
        ...ContentPageFields
        document
      }
    }
  `,
  [ContentPageFields],
);

const DUPLICATE = graphql(
  `
    mutation DuplicateContentPage($id: ID!, $language: String) {
      duplicateContentPage(id: $id, language: $language) {
        ...ContentPageFields
      }
    }
  `,
  [ContentPageFields],
);

const DELETE = graphql(`
  mutation DeleteContentPage($id: ID!) {
    deleteContentPage(id: $id)
  }
`);

/** Every query of the pages (the list and each page's settings). */
export const CONTENT_PAGES_KEY = ['admin', 'contentPages'] as const;

/** All pages at once (a shop has at most a few dozen), titled in `language`. */
export const contentPagesQuery = (language: string) =>
  queryOptions({
    queryKey: [...CONTENT_PAGES_KEY, 'list', language],
    queryFn: async () => (await graphqlRequest(LIST, { language })).adminContentPages,
  });

export const contentPageQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: [...CONTENT_PAGES_KEY, 'detail', id, language],
    queryFn: async () => (await graphqlRequest(DETAIL, { id, language })).adminContentPage,
  });

export type LanguageText = { language: string; text: string };

export type ContentPageInput = {
  title: LanguageText[];
  slugs: LanguageText[];
  seoTitle?: LanguageText[];
  seoDescription?: LanguageText[];
  socialImage?: string;
  document?: unknown;
};

export async function createContentPage(input: ContentPageInput, language: string): Promise<ContentPage> {
  return (await graphqlRequest(CREATE, { input, language })).createContentPage;
}

/** Saves the page's settings; `input.document` is sent back as loaded (the settings never change it). */
export async function updateContentPage(
  id: string,
  expectedVersion: number,
  input: ContentPageInput,
  language: string,
): Promise<ContentPageDetail> {
  return (await graphqlRequest(UPDATE, { id, expectedVersion, input, language })).updateContentPage;
}

export type ContentPageSchedule = {
  status: 'active' | 'inactive';
  publishAt: string | null;
  unpublishAt: string | null;
};

export async function setContentPageStatus(
  id: string,
  schedule: ContentPageSchedule,
  language: string,
): Promise<ContentPageDetail> {
  return (await graphqlRequest(SET_STATUS, { id, ...schedule, language })).setContentPageStatus;
}

export async function deleteContentPage(id: string): Promise<boolean> {
  return (await graphqlRequest(DELETE, { id })).deleteContentPage;
}

/** A copy of the page: "(copy)" titles, the next free slugs, inactive. */
export async function duplicateContentPage(id: string, language: string): Promise<ContentPage> {
  return (await graphqlRequest(DUPLICATE, { id, language })).duplicateContentPage;
}

const VERSIONS = graphql(`
  query AdminContentPageVersions($pageId: ID!, $first: Int, $before: Int, $language: String) {
    adminContentPageVersions(pageId: $pageId, first: $first, before: $before, language: $language) {
      version
      savedAt
      savedByName
      title
    }
  }
`);

export type ContentPageVersion = ResultOf<typeof VERSIONS>['adminContentPageVersions'][number];

const VERSION = graphql(`
  query AdminContentPageVersion($pageId: ID!, $version: Int!, $language: String) {
    adminContentPageVersion(pageId: $pageId, version: $version, language: $language) {
      version
      savedAt
      savedByName
      title
      document
    }
  }
`);

const RESTORE = graphql(
  `
    mutation RestoreContentPageVersion($id: ID!, $version: Int!, $expectedVersion: Int!, $language: String) {
      restoreContentPageVersion(
        id: $id
        version: $version
        expectedVersion: $expectedVersion
        language: $language
      ) {
        ...ContentPageFields
        document
      }
    }
  `,
  [ContentPageFields],
);

/** Versions per call of the list ("Load older versions" asks for the next ones). */
export const VERSIONS_PER_CALL = 20;

/** A page's versions, newest first, `VERSIONS_PER_CALL` at a time (older ones: `before`). */
export async function contentPageVersions(
  pageId: string,
  language: string,
  before: number | null,
): Promise<ContentPageVersion[]> {
  return (await graphqlRequest(VERSIONS, { pageId, first: VERSIONS_PER_CALL, before, language }))
    .adminContentPageVersions;
}

export const contentPageVersionQuery = (pageId: string, version: number, language: string) =>
  queryOptions({
    queryKey: [...CONTENT_PAGES_KEY, 'version', pageId, version, language],
    queryFn: async () =>
      (await graphqlRequest(VERSION, { pageId, version, language })).adminContentPageVersion,
    // A saved version never changes.
    staleTime: Infinity,
  });

/** Makes an earlier version's content the page's again (a new version), from the version it shows. */
export async function restoreContentPageVersion(
  id: string,
  version: number,
  expectedVersion: number,
  language: string,
): Promise<ContentPageDetail> {
  return (await graphqlRequest(RESTORE, { id, version, expectedVersion, language }))
    .restoreContentPageVersion;
}
