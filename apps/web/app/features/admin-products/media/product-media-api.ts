import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql, operationName, operationText } from '../../../lib/api/graphql.ts';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';
import { uploadRequest, type UploadOptions } from '../../../lib/api/upload-request.ts';

// Operations of the product media editor (server: modules/catalog/product-media/product-media.schema.ts). Every change
// answers the whole gallery, which replaces the cached one.

const GalleryFields = graphql(`
  fragment GalleryFields on ProductMedia {
    productId
    externalMediaUrl
    images {
      url
      thumbnailUrl
      thumbnailReady
      thumbnailFailed
      cover
      alt {
        language
        text
      }
      alternatives {
        language
        url
        thumbnailUrl
        thumbnailReady
        thumbnailFailed
      }
    }
  }
`);

export type Gallery = ResultOf<typeof GalleryFields>;
export type GalleryImage = Gallery['images'][number];

const MEDIA = graphql(
  `
    query ProductMedia($productId: ID!) {
      productMedia(productId: $productId) {
        ...GalleryFields
      }
    }
  `,
  [GalleryFields],
);

const UPLOAD = graphql(
  `
    mutation UploadProductImage($productId: ID!, $file: File!, $alternativeFor: ProductImageAlternativeSlot) {
      uploadProductImage(productId: $productId, file: $file, alternativeFor: $alternativeFor) {
        ...GalleryFields
      }
    }
  `,
  [GalleryFields],
);

const REORDER = graphql(
  `
    mutation ReorderProductImages($productId: ID!, $urls: [String!]!) {
      reorderProductImages(productId: $productId, urls: $urls) {
        ...GalleryFields
      }
    }
  `,
  [GalleryFields],
);

const COVER = graphql(
  `
    mutation SetProductCoverImage($productId: ID!, $url: String!, $cover: Boolean!) {
      setProductCoverImage(productId: $productId, url: $url, cover: $cover) {
        ...GalleryFields
      }
    }
  `,
  [GalleryFields],
);

const ALT = graphql(
  `
    mutation SetProductImageAlt($productId: ID!, $url: String!, $alt: [ProductMediaTextInput!]!) {
      setProductImageAlt(productId: $productId, url: $url, alt: $alt) {
        ...GalleryFields
      }
    }
  `,
  [GalleryFields],
);

const REMOVE = graphql(
  `
    mutation RemoveProductImage($productId: ID!, $url: String!) {
      removeProductImage(productId: $productId, url: $url) {
        ...GalleryFields
      }
    }
  `,
  [GalleryFields],
);

const REMOVE_ALTERNATIVE = graphql(
  `
    mutation RemoveProductImageAlternative($productId: ID!, $url: String!, $language: String!) {
      removeProductImageAlternative(productId: $productId, url: $url, language: $language) {
        ...GalleryFields
      }
    }
  `,
  [GalleryFields],
);

const EXTERNAL = graphql(
  `
    mutation SetProductExternalMedia($productId: ID!, $url: String!) {
      setProductExternalMedia(productId: $productId, url: $url) {
        ...GalleryFields
      }
    }
  `,
  [GalleryFields],
);

export const productMediaKey = (productId: string) => ['admin', 'productMedia', productId] as const;

/** The gallery; asked again every 2 s while a thumbnail is being made, so its placeholder gives way. */
export const productMediaQuery = (productId: string) =>
  queryOptions({
    queryKey: productMediaKey(productId),
    queryFn: async (): Promise<Gallery> => (await graphqlRequest(MEDIA, { productId })).productMedia,
    refetchInterval: (query) => (query.state.data && awaitsThumbnails(query.state.data) ? 2000 : false),
  });

/** Whether a thumbnail of the gallery is still being made (one that failed is not coming any more). */
export const awaitsThumbnails = (gallery: Gallery) =>
  gallery.images
    .flatMap((image) => [image, ...image.alternatives])
    .some((preview) => !preview.thumbnailReady && !preview.thumbnailFailed);

type AlternativeSlot = VariablesOf<typeof UPLOAD>['alternativeFor'];

export async function uploadProductImage(
  productId: string,
  file: File,
  alternativeFor: AlternativeSlot,
  options: UploadOptions,
): Promise<Gallery> {
  const data = await uploadRequest<ResultOf<typeof UPLOAD>>(
    operationName(UPLOAD),
    operationText(UPLOAD),
    { productId, ...(alternativeFor ? { alternativeFor } : {}) },
    { file },
    options,
  );
  return data.uploadProductImage;
}

export const reorderProductImages = async (productId: string, urls: string[]) =>
  (await graphqlRequest(REORDER, { productId, urls })).reorderProductImages;

export const setProductCoverImage = async (productId: string, url: string, cover: boolean) =>
  (await graphqlRequest(COVER, { productId, url, cover })).setProductCoverImage;

export const setProductImageAlt = async (
  productId: string,
  url: string,
  alt: { language: string; text: string }[],
) => (await graphqlRequest(ALT, { productId, url, alt })).setProductImageAlt;

export const removeProductImage = async (productId: string, url: string) =>
  (await graphqlRequest(REMOVE, { productId, url })).removeProductImage;

export const removeProductImageAlternative = async (productId: string, url: string, language: string) =>
  (await graphqlRequest(REMOVE_ALTERNATIVE, { productId, url, language })).removeProductImageAlternative;

export const setProductExternalMedia = async (productId: string, url: string) =>
  (await graphqlRequest(EXTERNAL, { productId, url })).setProductExternalMedia;
