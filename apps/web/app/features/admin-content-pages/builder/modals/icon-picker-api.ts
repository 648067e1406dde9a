import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../../lib/api/graphql.ts';
import { graphqlRequest } from '../../../../lib/api/graphql-request.ts';
import type { PageIcon, PageIconShape } from '../../../../lib/pages/page-icon.tsx';

// The icon picker's search (server: modules/content/icons, right cms.edit): the shop's icon set stays on
// the server; the picker asks for the icons matching what is typed.

const SEARCH = graphql(`
  query PageIcons($search: String, $first: Int) {
    pageIcons(search: $search, first: $first) {
      total
      icons {
        name
        viewBox
        shapes
      }
    }
  }
`);

/** Icons shown at once: a screenful; a search narrows them. */
export const ICONS_SHOWN = 96;

export const iconSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'pageIcons', search],
    queryFn: async () => {
      const { pageIcons } = await graphqlRequest(SEARCH, { search, first: ICONS_SHOWN });
      return {
        total: pageIcons.total,
        icons: pageIcons.icons.map((icon): PageIcon => ({ ...icon, shapes: icon.shapes as PageIconShape[] })),
      };
    },
    staleTime: Infinity,
  });
