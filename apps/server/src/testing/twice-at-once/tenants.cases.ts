import { pngImage } from '@print/core/media/image-fixtures';
import { uploadImage } from '../upload-helpers.ts';
import { next, type AtOnceCase, type Session } from './session.ts';

// The Tenants area (modules/tenancy, issue 27): a tenant's general settings, a new claim each run; its
// logos, a new square picture each run (a new size: the same picture is stored once).

/** A new square picture uploaded into the shop, its media id. */
async function squarePicture({ t, admin }: Session): Promise<string> {
  const side = 256 + next();
  const response = await uploadImage(t, admin, pngImage(side, side), 'logo.png', 'image/png');
  const answer = response.json() as { data?: { uploadPrintImage: { id: string } }; errors?: unknown };
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.uploadPrintImage.id;
}

export const tenantCases: Record<string, AtOnceCase> = {
  updateTenantGeneral: {
    setup: async () => ({
      input: {
        companyName: 'Druckerei Sonnenschein GmbH',
        pageTitle: [{ language: 'de-DE', text: 'Druckerei Sonnenschein' }],
        claim: [{ language: 'de-DE', text: `Drucken mit Sonne ${next()}` }],
        allowTemporaryUsers: true,
      },
    }),
  },
  // The second finds the logo set: nothing more changes, one activity entry.
  updateTenantLogos: {
    setup: async (session) => ({ input: { logo: await squarePicture(session) } }),
  },
};
