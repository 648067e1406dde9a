import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { tenants } from '../../modules/tenancy/tenancy.tables.ts';
import { gql, next, type AtOnceCase, type Session } from './session.ts';

// CMS pages and the page builder's stock photos (modules/content).

const pageInput = (slug: string) => ({
  title: [{ language: 'de-DE', text: `Seite ${slug}` }],
  slugs: [{ language: 'de-DE', text: slug }],
  document: { schemaVersion: 1, sections: [] },
});

const oneSection = (text: string) => ({
  schemaVersion: 1,
  sections: [{ id: 's', blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': text } } }] }],
});

async function newPage(session: Session): Promise<string> {
  const made = await gql<{ createContentPage: { id: string } }>(
    session,
    'mutation C($input: ContentPageInput!) { createContentPage(input: $input) { id } }',
    { input: pageInput(`at-once-${next()}`) },
  );
  return made.createContentPage.id;
}

/** A page saved once more (version 2), with its first version's document to restore. */
async function savedPage(session: Session): Promise<string> {
  const id = await newPage(session);
  await gql(
    session,
    'mutation U($id: ID!, $input: ContentPageInput!) { updateContentPage(id: $id, expectedVersion: 1, input: $input) { id } }',
    { id, input: { ...pageInput(`at-once-saved-${next()}`), document: oneSection('Zweite Fassung') } },
  );
  return id;
}

/**
 * The copies of the duplicate case (25 of them) must not meet the shop's page count: the limit is
 * raised for the session's shop (a case's setup may change the shop; only its calls are compared).
 */
async function roomForCopies(session: Session): Promise<void> {
  const [shop] = await withSystem(session.t.database, (tx) =>
    tx
      .update(tenants)
      .set({ settings: sql`${tenants.settings} || '{"maxContentPages": 1000}'::jsonb` })
      .where(eq(tenants.slug, 'druckerei'))
      .returning({ id: tenants.id }),
  );
  session.t.services.tenantChanges.changed(shop!.id);
}

const templateInput = () => ({
  name: `At once ${next()}`,
  description: 'Ein Abschnitt',
  category: 'sections',
  language: 'de-DE',
  document: oneSection('Vorlage'),
});

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
  // The AI (issue 25): the same request key is one task (no queue runs here: the task stays queued).
  generateContentPageWithAi: {
    setup: async () => ({ requestKey: randomUUID(), prompt: `A page ${next()}` }),
  },
  translateContentPageWithAi: {
    setup: async (session) => ({ requestKey: randomUUID(), pageId: await newPage(session) }),
  },
  generateContentBlocksWithAi: {
    setup: async (session) => ({
      requestKey: randomUUID(),
      pageId: await newPage(session),
      prompt: `Blocks ${next()}`,
    }),
  },
  regenerateContentBlockWithAi: {
    writesNothing: "answers the block's new props; the editor's save stores them",
    setup: async (session) => {
      const made = await gql<{ createContentPage: { id: string } }>(
        session,
        'mutation C($input: ContentPageInput!) { createContentPage(input: $input) { id } }',
        {
          input: {
            ...pageInput(`at-once-block-${next()}`),
            document: {
              schemaVersion: 1,
              sections: [
                { id: 's', blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': 'Hallo' } } }] },
              ],
            },
          },
        },
      );
      return { pageId: made.createContentPage.id, blockId: 'h', prompt: 'Shorter' };
    },
  },
  duplicateContentPage: {
    additive: 'each call makes another copy (with its own slugs), as the pages list\'s "Duplicate" does',
    setup: async (session) => {
      await roomForCopies(session);
      return { id: await newPage(session) };
    },
  },
  // Two restores of the same page at once: the second finds the version moved on (admin.pageChanged).
  restoreContentPageVersion: {
    setup: async (session) => ({ id: await savedPage(session), version: 1, expectedVersion: 2 }),
  },
  // In-place edits of one text at once (issue 27): the first makes the next version, the others find the text
  // already as sent (the same answer); an edit of another text would be refused as admin.pageChanged.
  editPageText: {
    setup: async (session) => ({
      pageId: await savedPage(session),
      blockId: 'h',
      path: 'text',
      language: 'de-DE',
      text: `Vor Ort ${next()}`,
      expectedVersion: 2,
    }),
  },
  // Two saves of one name at once: one template (the second: 'A template with this name already exists').
  savePageTemplate: { setup: async () => ({ input: templateInput() }) },
  deletePageTemplate: {
    setup: async (session) => {
      const saved = await gql<{ savePageTemplate: { id: string } }>(
        session,
        'mutation S($input: PageTemplateInput!) { savePageTemplate(input: $input) { id } }',
        { input: templateInput() },
      );
      return { id: saved.savePageTemplate.id };
    },
  },
};
