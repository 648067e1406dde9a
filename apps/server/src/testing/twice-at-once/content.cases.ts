import { gql, next, type AtOnceCase, type Session } from './session.ts';

// CMS pages and the page builder's stock photos (modules/content).

const pageInput = (slug: string) => ({
  title: [{ language: 'de-DE', text: `Seite ${slug}` }],
  slugs: [{ language: 'de-DE', text: slug }],
  document: { schemaVersion: 1, sections: [] },
});

async function newPage(session: Session): Promise<string> {
  const made = await gql<{ createContentPage: { id: string } }>(
    session,
    'mutation C($input: ContentPageInput!) { createContentPage(input: $input) { id } }',
    { input: pageInput(`at-once-${next()}`) },
  );
  return made.createContentPage.id;
}

export const contentCases: Record<string, AtOnceCase> = {
  createContentPage: { setup: async () => ({ input: pageInput(`at-once-new-${next()}`) }) },
  updateContentPage: {
    setup: async (session) => ({
      id: await newPage(session),
      expectedVersion: 1,
      input: pageInput(`at-once-saved-${next()}`),
    }),
  },
  setContentPageStatus: {
    setup: async (session) => ({
      id: await newPage(session),
      status: 'active',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  },
  deleteContentPage: { setup: async (session) => ({ id: await newPage(session) }) },
  // A new photo of the fake provider each run: a new picture to store (one file, however many calls).
  // Every run replaces a stored key (the first run's would otherwise add it, the others change it).
  updateStockPhotoSettings: {
    setup: async (session) => {
      await gql(
        session,
        'mutation K($input: StockPhotoSettingsInput!) { updateStockPhotoSettings(input: $input) { appName } }',
        { input: { appName: 'at_once', accessKey: `at-once-stored-${next()}` } },
      );
      return { input: { appName: `at_once_${next()}`, accessKey: `at-once-key-${next()}` } };
    },
  },
  useStockPhoto: {
    setup: async (session) => ({ photoId: session.unsplash.addPhoto(`at-once${next()}`).id }),
  },
};
