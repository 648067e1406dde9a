import type { PublishFinding } from '@print/core/pages/publish-check';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import type { ContentPageInput } from './content-pages-api.ts';

// The publish check of a page (server: modules/content/content-publish-check.schema.ts), asked before a
// page goes live: on the page as it would go live — the stored page with what is about to be saved.

const PUBLISH_CHECK = graphql(`
  query ContentPagePublishCheck($id: ID!, $input: ContentPageInput) {
    contentPagePublishCheck(id: $id, input: $input) {
      kind
      key
      values
      blockId
      blockType
      sectionId
      path
      language
    }
  }
`);

/** The findings; none for a page the server no longer has (the save that follows says so). */
export async function checkBeforePublishing(id: string, input: ContentPageInput): Promise<PublishFinding[]> {
  const { contentPagePublishCheck: findings } = await graphqlRequest(PUBLISH_CHECK, { id, input });
  return (findings ?? []).map((finding) => ({
    ...finding,
    values: (finding.values ?? {}) as Record<string, string>,
  }));
}
