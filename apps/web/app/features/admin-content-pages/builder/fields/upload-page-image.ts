import type { ResultOf } from 'gql.tada';
import { graphql, operationName, operationText } from '../../../../lib/api/graphql.ts';
import { uploadRequest } from '../../../../lib/api/upload-request.ts';

// A picture for a page, stored like every uploaded image of the shop (checked, re-encoded, /media/{id});
// the pages name it by that address, and the media cleanup keeps what a page or a kept version names.
const UPLOAD_PAGE_IMAGE = graphql(`
  mutation UploadPageImage($file: File!) {
    uploadPrintImage(file: $file) {
      id
      url
      widthPx
      heightPx
    }
  }
`);

export type UploadedPageImage = ResultOf<typeof UPLOAD_PAGE_IMAGE>['uploadPrintImage'];

export async function uploadPageImage(file: File): Promise<UploadedPageImage> {
  const data = await uploadRequest<ResultOf<typeof UPLOAD_PAGE_IMAGE>>(
    operationName(UPLOAD_PAGE_IMAGE),
    operationText(UPLOAD_PAGE_IMAGE),
    {},
    { file },
  );
  return data.uploadPrintImage;
}
