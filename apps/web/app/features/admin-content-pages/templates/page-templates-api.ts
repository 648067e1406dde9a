import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/api/graphql.ts';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';

// The page builder's templates (server: modules/content/content-templates.schema.ts), shared by the
// page builder's wizard and the pages list's "New page" dialog: listed by category, a section saved
// as a template of the shop's own, deleting one.

const PageTemplateFields = graphql(`
  fragment PageTemplateFields on PageTemplate {
    id
    builtIn
    category
    name
    description
    createdByName
    document
  }
`);

/** A template as the wizard shows it; `document` is the fragment applying adds (applyTemplate). */
export type PageTemplate = ResultOf<typeof PageTemplateFields>;

const LIST = graphql(
  `
    query PageTemplates($language: String) {
      pageTemplates(language: $language) {
        category
        name
        templates {
          ...PageTemplateFields
        }
      }
    }
  `,
  [PageTemplateFields],
);

export type PageTemplateGroup = ResultOf<typeof LIST>['pageTemplates'][number];

const SAVE = graphql(
  `
    mutation SavePageTemplate($input: PageTemplateInput!, $language: String) {
      savePageTemplate(input: $input, language: $language) {
        ...PageTemplateFields
      }
    }
  `,
  [PageTemplateFields],
);

const DELETE = graphql(`
  mutation DeletePageTemplate($id: ID!) {
    deletePageTemplate(id: $id)
  }
`);

/** Every cached list of templates (each language's). */
export const PAGE_TEMPLATES_KEY = ['admin', 'pageTemplates'] as const;

/** Every template by category (every category, also empty ones), named in `language`. */
export const pageTemplatesQuery = (language: string) =>
  queryOptions({
    queryKey: [...PAGE_TEMPLATES_KEY, language],
    queryFn: async () => (await graphqlRequest(LIST, { language })).pageTemplates,
    // Templates change only when someone saves or deletes one (which refreshes the list).
    staleTime: 5 * 60_000,
  });

export type PageTemplateInput = {
  name: string;
  description: string;
  category: string;
  /** The language name and description are written in. */
  language: string;
  /** A page document of the sections to keep (usually one). */
  document: unknown;
};

export async function savePageTemplate(input: PageTemplateInput, language: string): Promise<PageTemplate> {
  return (await graphqlRequest(SAVE, { input, language })).savePageTemplate;
}

export async function deletePageTemplate(id: string): Promise<boolean> {
  return (await graphqlRequest(DELETE, { id })).deletePageTemplate;
}
