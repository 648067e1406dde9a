import { pngImage } from '@print/core/media/image-fixtures';
import { uploadFile } from '../upload-helpers.ts';
import { newProduct, next, type Answer, type AtOnceCase, type Session } from './session.ts';

// A product's pictures, the print images and the media link (modules/catalog, modules/media). Every
// run uploads pictures of a new size, so each is a new file (the same file is stored once).

const UPLOAD_PRODUCT_IMAGE = `mutation fileUpload($productId: ID!, $file: File!, $alternativeFor: ProductImageAlternativeSlot) {
  uploadProductImage(productId: $productId, file: $file, alternativeFor: $alternativeFor) { images { url } } }`;
const UPLOAD_PRINT_IMAGE = 'mutation fileUpload($file: File!) { uploadPrintImage(file: $file) { id } }';

/** A multipart upload of a new picture of `width` × 60 pixels. */
async function upload(
  { t, admin }: Session,
  query: string,
  variables: Record<string, unknown>,
  width: number,
): Promise<Answer> {
  const response = await uploadFile(t, admin, {
    query,
    variables,
    content: pngImage(width, 60),
    filename: 'picture.png',
    type: 'image/png',
  });
  return { status: response.statusCode, body: response.json() as Answer['body'] };
}

/** A new product with `count` pictures, their addresses. */
async function productWithImages(session: Session, count: number) {
  const productId = await newProduct(session);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await upload(session, UPLOAD_PRODUCT_IMAGE, { productId }, 40 + next());
    const data = answer.body.data as { uploadProductImage: { images: { url: string }[] } } | undefined;
    if (!data) throw new Error(JSON.stringify(answer.body.errors));
    urls.push(data.uploadProductImage.images.at(-1)!.url);
  }
  return { productId, urls };
}

/** A stored print image of this shop, its id. */
async function printImage(session: Session): Promise<string> {
  const answer = await upload(session, UPLOAD_PRINT_IMAGE, {}, 40 + next());
  const data = answer.body.data as { uploadPrintImage: { id: string } } | undefined;
  if (!data) throw new Error(JSON.stringify(answer.body.errors));
  return data.uploadPrintImage.id;
}

export const productMediaCases: Record<string, AtOnceCase> = {
  uploadProductImage: {
    setup: async (session) => ({ productId: await newProduct(session), width: 40 + next() }),
    send: (session, { productId, width }) =>
      upload(session, UPLOAD_PRODUCT_IMAGE, { productId }, width as number),
  },
  uploadPrintImage: {
    setup: async () => ({ width: 40 + next() }),
    send: (session, { width }) => upload(session, UPLOAD_PRINT_IMAGE, {}, width as number),
  },
  attachProductImage: {
    setup: async (session) => ({ productId: await newProduct(session), mediaId: await printImage(session) }),
  },
  removeProductImage: {
    setup: async (session) => {
      const { productId, urls } = await productWithImages(session, 1);
      return { productId, url: urls[0] };
    },
  },
  removeProductImageAlternative: {
    setup: async (session) => {
      const { productId, urls } = await productWithImages(session, 1);
      const alternativeFor = { url: urls[0], language: 'en-GB' };
      await upload(session, UPLOAD_PRODUCT_IMAGE, { productId, alternativeFor }, 40 + next());
      return { productId, url: urls[0], language: 'en-GB' };
    },
  },
  reorderProductImages: {
    setup: async (session) => {
      const { productId, urls } = await productWithImages(session, 2);
      return { productId, urls: [...urls].reverse() };
    },
  },
  setProductCoverImage: {
    setup: async (session) => {
      const { productId, urls } = await productWithImages(session, 1);
      return { productId, url: urls[0], cover: true };
    },
  },
  setProductExternalMedia: {
    setup: async (session) => ({ productId: await newProduct(session), url: 'https://example.com/video' }),
  },
  setProductImageAlt: {
    setup: async (session) => {
      const { productId, urls } = await productWithImages(session, 1);
      return { productId, url: urls[0], alt: [{ language: 'de-DE', text: 'Bild' }] };
    },
  },
};
