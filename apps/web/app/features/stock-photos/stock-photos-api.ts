import {
  STOCK_PHOTOS_MAX_PAGE,
  type StockPhotoColour,
  type StockPhotoOrientation,
} from '@print/core/media/stock-photos';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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

/** The last page of a search one may open (the server's bound, and the provider's pages). */
export const lastPageOf = (page: Pick<StockPhotoPage, 'totalPages'>) =>
  Math.min(page.totalPages, STOCK_PHOTOS_MAX_PAGE);

/**
 * One page of a search. An empty term asks the provider nothing: its answer only says whether search is
 * configured. The page before stays on screen while the next loads.
 */
export const stockPhotosQuery = (filters: StockPhotoFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'stockPhotos', filters, page],
    queryFn: async () => (await graphqlRequest(SEARCH, { ...filters, page })).stockPhotos,
    placeholderData: keepPreviousData,
    // A search's photos stay as they were while the editor keeps the picker open.
    staleTime: 5 * 60_000,
  });

/** Stores the photo in the shop's media (the server reports the use to the provider). */
export async function storeStockPhoto(photoId: string): Promise<PickedStockPhoto> {
  return (await graphqlRequest(USE, { photoId })).useStockPhoto;
}
