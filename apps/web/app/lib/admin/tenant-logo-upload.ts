import type { ResultOf } from 'gql.tada';
import { graphql, operationName, operationText } from '../api/graphql.ts';
import { uploadRequest } from '../api/upload-request.ts';

// A shop's logo, uploaded like every picture (server: modules/media, uploadPrintImage): checked,
// re-encoded, with a thumbnail. Into the tenant the platform operator acts for when `tenantId` names one
// (decision 0087), else into the host's own.

const UPLOAD_LOGO = graphql(`
  mutation UploadTenantLogo($file: File!) {
    uploadPrintImage(file: $file) {
      id
      widthPx
      heightPx
    }
  }
`);

export async function uploadTenantLogo(tenantId: string | undefined, file: File) {
  const data = await uploadRequest<ResultOf<typeof UPLOAD_LOGO>>(
    operationName(UPLOAD_LOGO),
    operationText(UPLOAD_LOGO),
    {},
    { file },
    { tenantId },
  );
  return data.uploadPrintImage;
}
