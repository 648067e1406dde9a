import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';

// The AI's help with CMS pages (server: modules/content/content-ai.schema.ts, decision 0076), shared by
// the pages administration and the page builder: whether it is configured, a new page or the page
// builder's blocks from a prompt and a page's translation as tasks followed here, and one block written
// again (regenerateContentBlock, for the page builder).

const ContentAiTaskFields = graphql(`
  fragment ContentAiTaskFields on ContentAiTask {
    id
    kind
    state
    step
    percent
    pageId
    error
    errorParams
    repairedCount
    translatedCount
    imagePlaceholders
    refusedTexts {
      path
      language
      reason
    }
  }
`);

export type ContentAiTask = ResultOf<typeof ContentAiTaskFields>;

const STATUS = graphql(`
  query ContentAiStatus {
    contentAiStatus {
      configured
      model
    }
  }
`);

const TASK = graphql(
  `
    query ContentAiTask($id: ID!) {
      contentAiTask(id: $id) {
        ...ContentAiTaskFields
      }
    }
  `,
  [ContentAiTaskFields],
);

const GENERATE = graphql(
  `
    mutation GenerateContentPageWithAi($requestKey: ID!, $prompt: String!) {
      generateContentPageWithAi(requestKey: $requestKey, prompt: $prompt) {
        ...ContentAiTaskFields
      }
    }
  `,
  [ContentAiTaskFields],
);

const GENERATE_BLOCKS = graphql(
  `
    mutation GenerateContentBlocksWithAi($requestKey: ID!, $pageId: ID!, $prompt: String!) {
      generateContentBlocksWithAi(requestKey: $requestKey, pageId: $pageId, prompt: $prompt) {
        ...ContentAiTaskFields
      }
    }
  `,
  [ContentAiTaskFields],
);

const BLOCKS_TASK = graphql(
  `
    query ContentAiBlocksTask($id: ID!) {
      contentAiTask(id: $id) {
        ...ContentAiTaskFields
        document
      }
    }
  `,
  [ContentAiTaskFields],
);

const TRANSLATE = graphql(
  `
    mutation TranslateContentPageWithAi($requestKey: ID!, $pageId: ID!) {
      translateContentPageWithAi(requestKey: $requestKey, pageId: $pageId) {
        ...ContentAiTaskFields
      }
    }
  `,
  [ContentAiTaskFields],
);

const REGENERATE_BLOCK = graphql(`
  mutation RegenerateContentBlockWithAi(
    $pageId: ID!
    $blockId: String!
    $prompt: String!
    $language: String
  ) {
    regenerateContentBlockWithAi(pageId: $pageId, blockId: $blockId, prompt: $prompt, language: $language) {
      props
      problems {
        path
        key
        params
      }
      refusedTexts {
        path
        language
        reason
      }
    }
  }
`);

export const contentAiStatusQuery = queryOptions({
  queryKey: ['admin', 'contentAiStatus'],
  queryFn: async () => (await graphqlRequest(STATUS, {})).contentAiStatus,
  staleTime: 60_000,
});

/** Whether the task will change no more. */
export const taskFinished = (task: ContentAiTask | null | undefined): boolean =>
  !task || task.state === 'done' || task.state === 'failed';

/** One task, asked again every second until it is done or failed. */
export const contentAiTaskQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'contentAiTask', id],
    queryFn: async () => (await graphqlRequest(TASK, { id })).contentAiTask,
    refetchInterval: (query) => (taskFinished(query.state.data) ? false : 1_000),
  });

/**
 * A task writing blocks for the page builder, asked again every second until it ends; once done, its
 * `document` holds the sections the AI wrote (read by the server's page reader; read again on insert).
 */
export const contentAiBlocksTaskQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'contentAiTask', id, 'document'],
    queryFn: async () => (await graphqlRequest(BLOCKS_TASK, { id })).contentAiTask,
    refetchInterval: (query) => (taskFinished(query.state.data) ? false : 1_000),
  });

export { newRequestKey } from './request-key.ts';

/** Starts writing a new page from the prompt (the task is followed with contentAiTaskQuery). */
export async function generatePageWithAi(requestKey: string, prompt: string): Promise<ContentAiTask> {
  return (await graphqlRequest(GENERATE, { requestKey, prompt })).generateContentPageWithAi;
}

/** Starts writing blocks for the page from the prompt (followed with contentAiBlocksTaskQuery). */
export async function generateBlocksWithAi(
  requestKey: string,
  pageId: string,
  prompt: string,
): Promise<ContentAiTask> {
  return (await graphqlRequest(GENERATE_BLOCKS, { requestKey, pageId, prompt })).generateContentBlocksWithAi;
}

/** Starts translating the page's texts the shop's other languages lack (saved as its next version). */
export async function translatePageWithAi(requestKey: string, pageId: string): Promise<ContentAiTask> {
  return (await graphqlRequest(TRANSLATE, { requestKey, pageId })).translateContentPageWithAi;
}

export type RegeneratedBlock = ResultOf<typeof REGENERATE_BLOCK>['regenerateContentBlockWithAi'];

/**
 * One block of a saved page written again by the AI from `prompt` (the page builder's "regenerate"):
 * the block's new props, already checked by the page reader (`problems`: what it had to repair, by
 * path below the block, e.g. `props.url`), its texts translated into the shop's other languages
 * (`refusedTexts`: those that could not be). Nothing is stored: the editor shows the props and its save
 * stores them. `language`: the texts' language (default: the shop's default language).
 */
export async function regenerateContentBlock(
  pageId: string,
  blockId: string,
  prompt: string,
  language?: string,
): Promise<RegeneratedBlock> {
  return (await graphqlRequest(REGENERATE_BLOCK, { pageId, blockId, prompt, language: language ?? null }))
    .regenerateContentBlockWithAi;
}
