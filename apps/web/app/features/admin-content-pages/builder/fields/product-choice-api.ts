import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../../lib/api/graphql.ts';
import { graphqlRequest } from '../../../../lib/api/graphql-request.ts';

// What a product row may show, as the shop shows it to the editor (the shop's own catalogue queries:
// an editor of pages needs no catalogue right to pick products for a page).

const CATEGORIES = graphql(`
  query PageBuilderCategories {
    categories {
      id
      name
      subcategories {
        id
        name
        subcategories {
          id
          name
        }
      }
    }
  }
`);

const PRODUCTS = graphql(`
  query PageBuilderProducts($search: String, $limit: Int) {
    products(search: $search, limit: $limit) {
      items {
        id
        name
      }
    }
  }
`);

export type Choice = { id: string; name: string };

type Node = { id: string; name: string; subcategories?: Node[] | null };

/** Every category the editor sees, nested names joined ("Cards › Business cards"). */
function flatten(nodes: readonly Node[], prefix = ''): Choice[] {
  return nodes.flatMap((node) => {
    const name = prefix ? `${prefix} › ${node.name}` : node.name;
    return [{ id: node.id, name }, ...flatten(node.subcategories ?? [], name)];
  });
}

export const categoryChoicesQuery = () =>
  queryOptions({
    queryKey: ['pageBuilder', 'categories'],
    queryFn: async () => flatten((await graphqlRequest(CATEGORIES, {})).categories),
    staleTime: 60_000,
  });

export const productChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: ['pageBuilder', 'products', search],
    queryFn: async (): Promise<Choice[]> =>
      (await graphqlRequest(PRODUCTS, { search: search || null, limit: 20 })).products.items,
    staleTime: 30_000,
  });
