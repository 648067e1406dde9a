import {
  STOCK_PHOTOS_MAX_PAGE,
  type StockPhotoColour,
  type StockPhotoOrientation,
} from '@print/core/media/stock-photos';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Operations of the stock photo search (server: modules/content/stock-photos/stock-photos.schema.ts).
// Both call the provider, so each is sent on its own.

const SEARCH = graphql(`
  query StockPhotos(
    $query: String!
    $page: Int
    $colour: StockPhotoColour
    $orientation: StockPhotoOrientation
  ) {
    stockPhotos(query: $query, page: $page, colour: $colour, orientation: $orientation) {
      configured
      page
      total
      totalPages
      photos {
        id
        widthPx
        heightPx
        colour
        description
        thumbnailUrl
        credit {
          authorName
          authorUrl
          sourceUrl
        }
      }
    }
  }
`);

const USE = graphql(`
  mutation UseStockPhoto($photoId: ID!) {
    useStockPhoto(photoId: $photoId) {
      id
      url
      thumbnailUrl
      widthPx
      heightPx
      altSuggestion
      credit {
        authorName
        authorUrl
        sourceUrl
      }
    }
  }
`);

export type StockPhotoPage = ResultOf<typeof SEARCH>['stockPhotos'];
export type StockPhoto = StockPhotoPage['photos'][number];
/** The chosen photo as stored in the shop's media, with its credit and a suggested alt text. */
export type PickedStockPhoto = ResultOf<typeof USE>['useStockPhoto'];

export type StockPhotoFilters = {
  query: string;
  colour: StockPhotoColour | null;
  orientation: StockPhotoOrientation | null;
};

/**
 * The pages of one search, loaded one after the other ("load more"). An empty term asks the provider
 * nothing: its answer only says whether search is configured.
 */
export const stockPhotosQuery = (filters: StockPhotoFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'stockPhotos', filters],
    queryFn: async ({ pageParam }) =>
      (await graphqlRequest(SEARCH, { ...filters, page: pageParam })).stockPhotos,
    initialPageParam: 1,
    getNextPageParam: (last: StockPhotoPage) =>
      last.page < Math.min(last.totalPages, STOCK_PHOTOS_MAX_PAGE) ? last.page + 1 : undefined,
    // A search's photos stay as they were while the editor keeps the picker open.
    staleTime: 5 * 60_000,
  });

/** Stores the photo in the shop's media (the server reports the use to the provider). */
export async function storeStockPhoto(photoId: string): Promise<PickedStockPhoto> {
  return (await graphqlRequest(USE, { photoId })).useStockPhoto;
}
