import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { contentTemplates } from './content.tables.ts';

// The page builder's templates (issue 25): the wizard's list by category (built-in in the shop's
// languages, the shop's own), saving a section as a template with every rule and message, deleting,
// the right, tenant isolation, and two saves or deletes at once.

const TEMPLATE = 'id builtIn category name description createdByName document';
const LIST = `query T($language: String) { pageTemplates(language: $language) {
  category name templates { ${TEMPLATE} } } }`;
const SAVE = `mutation S($input: PageTemplateInput!) { savePageTemplate(input: $input, language: "de-DE") { ${TEMPLATE} } }`;
const DELETE = 'mutation D($id: ID!) { deletePageTemplate(id: $id) }';
const NORTH = 'northprint.localhost';

type Template = {
  id: string;
  builtIn: boolean;
  category: string;
  name: string;
  description: string;
  createdByName: string | null;
  document: { sections: { id: string; blocks: { type: string; props: Record<string, unknown> }[] }[] };
};
type Group = { category: string; name: string; templates: Template[] };
type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let serial = 0;

const section = (text: Record<string, string> = { 'de-DE': 'Unsere Stärken' }) => ({
  schemaVersion: 1,
  sections: [
    {
      id: 'staerken',
      settings: { background: 'colors.primary.light' },
      blocks: [{ id: 'titel', type: 'heading', props: { text, level: 'h2' } }],
    },
  ],
});

const input = (overrides: Record<string, unknown> = {}) => ({
  name: `Stärken ${++serial}`,
  description: 'Überschrift auf farbigem Grund',
  category: 'sections',
  language: 'de-DE',
  document: section(),
  ...overrides,
});

async function call<T>(
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) {
  return (await graphqlAs<T>(t, jar, query, variables, host)).body as Answer<T>;
}

const list = async (language: string, jar = admin, host?: string) =>
  (await call<{ pageTemplates: Group[] }>(jar, LIST, { language }, host)).data!.pageTemplates;

async function save(overrides: Record<string, unknown> = {}): Promise<Template> {
  const answer = await call<{ savePageTemplate: Template }>(admin, SAVE, { input: input(overrides) });
  expect(answer.errors).toBeUndefined();
  return answer.data!.savePageTemplate;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
});
afterAll(() => t.close());

describe('the wizard’s templates', () => {
  it('lists every category in order with its name, and the built-in templates in the requested language', async () => {
    const german = await list('de-DE');
    expect(german.map((group) => group.category)).toEqual([
      'marketing',
      'company',
      'service',
      'legal',
      'sections',
    ]);
    expect(german.map((group) => group.name)).toEqual([
      'Marketing',
      'Unternehmen',
      'Hilfe & Service',
      'Rechtliches',
      'Einzelne Abschnitte',
    ]);
    const names = german.flatMap((group) => group.templates.map((template) => template.name));
    expect(names).toEqual(
      expect.arrayContaining(['Landingpage', 'Produkteinführung', 'Über uns', 'Häufige Fragen', 'Kontakt']),
    );
    expect(names.length).toBeGreaterThanOrEqual(8);
    const landing = german[0]!.templates.find((template) => template.id === 'landing')!;
    expect(landing).toMatchObject({ builtIn: true, category: 'marketing', createdByName: null });
    expect(landing.description).toContain('Vorteile');
    const english = await list('en-GB');
    expect(english[0]!.templates[0]!.name).toBe('Landing page');
  });

  it("reads built-in templates for the shop's languages: German and English here, English only at NorthPrint", async () => {
    const landing = (await list('de-DE'))[0]!.templates[0]!;
    expect(landing.document.sections[0]!.blocks[0]!.props.title).toEqual({
      'de-DE': 'Drucksachen, die im Gedächtnis bleiben',
      'en-GB': 'Print that people remember',
    });
    const north = (await list('en-GB', northAdmin, NORTH))[0]!.templates[0]!;
    expect(north.document.sections[0]!.blocks[0]!.props.title).toEqual({
      'en-GB': 'Print that people remember',
      'en-US': 'Print that people remember',
    });
  });

  it("saves a section as the shop's own template, listed in its category with who saved it, and records it", async () => {
    const saved = await save({ name: '  Unsere Stärken  ' });
    expect(saved).toMatchObject({
      builtIn: false,
      category: 'sections',
      name: 'Unsere Stärken',
      description: 'Überschrift auf farbigem Grund',
    });
    expect(saved.createdByName).toEqual(expect.any(String));
    const sections = (await list('de-DE')).find((group) => group.category === 'sections')!;
    expect(sections.templates.map((template) => template.name)).toContain('Unsere Stärken');
    // The text of the language it was saved in stands in for the others.
    const english = (await list('en-GB')).find((group) => group.category === 'sections')!;
    expect(english.templates.map((template) => template.name)).toContain('Unsere Stärken');
    const [entry] = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, saved.id), eq(auditEntries.action, 'pageTemplate.create'))),
    );
    expect(entry?.entityLabel).toBe('Unsere Stärken');
  });

  it('refuses a name, description, category or language that breaks a rule, each at its field', async () => {
    const answer = await call(admin, SAVE, {
      input: input({ name: ' ', description: 'a<b', category: 'party', language: 'fr-FR' }),
    });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      name: { key: 'validation.required' },
      description: { key: 'validation.forbiddenCharacters', params: { chars: '<' } },
      category: { key: 'validation.choice' },
      language: { key: 'validation.unknownLanguage' },
    });
    const long = await call(admin, SAVE, { input: input({ name: 'x'.repeat(81) }) });
    expect(long.errors?.[0]?.message).toBe('At most 80 characters');
  });

  it('refuses a document with problems at their paths, and one without sections with the spec’s message', async () => {
    const bad = {
      schemaVersion: 1,
      sections: [
        {
          id: 's',
          blocks: [{ id: 'c', type: 'cta', props: { url: 'javascript:alert(1)' } }, { type: 'nope' }],
        },
      ],
    };
    const answer = await call(admin, SAVE, { input: input({ document: bad }) });
    const fields = answer.errors?.[0]?.extensions?.fields as Record<string, { key: string }>;
    expect(fields['document.sections.0.blocks.0.props.url']).toBeDefined();
    expect(fields['document.sections.0.blocks.1']).toEqual({ key: 'validation.unknownBlock' });
    const empty = await call(admin, SAVE, { input: input({ document: { schemaVersion: 1, sections: [] } }) });
    expect(empty.errors?.[0]?.message).toBe('This template contains no layouts');
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ document: { key: 'cms.templateNoLayouts' } });
    const other = await call(admin, SAVE, { input: input({ document: section({ 'fr-FR': 'Bonjour' }) }) });
    expect(Object.keys(other.errors?.[0]?.extensions?.fields as object)).toEqual([
      'document.sections.0.blocks.0.props.text.fr-FR',
    ]);
  });

  it('keeps one template per name (whatever the case), also for two saves at once', async () => {
    const name = `Doppelt ${++serial}`;
    const answers = await Promise.all([1, 2].map(() => call(admin, SAVE, { input: input({ name }) })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)!.errors![0]).toMatchObject({
      message: 'A template with this name already exists',
      extensions: { fields: { name: { key: 'cms.templateNameTaken' } } },
    });
    const again = await call(admin, SAVE, { input: input({ name: name.toUpperCase() }) });
    expect(again.errors?.[0]?.extensions?.key).toBe('cms.templateNameTaken');
  });

  it("deletes the shop's own template once (a second delete at once is a clean not-found); built-in ones stay", async () => {
    const saved = await save();
    const answers = await Promise.all(
      [1, 2].map(() => call<{ deletePageTemplate: boolean }>(admin, DELETE, { id: saved.id })),
    );
    expect(answers.filter((answer) => answer.data?.deletePageTemplate === true)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)!.errors![0]!.message).toBe('The template does not exist');
    const names = (await list('de-DE')).flatMap((group) => group.templates.map((template) => template.id));
    expect(names).not.toContain(saved.id);
    const builtIn = await call(admin, DELETE, { id: 'landing' });
    expect(builtIn.errors?.[0]?.extensions?.key).toBe('cms.templateNotFound');
  });

  it('needs cms.edit, and keeps each shop’s own templates to itself', async () => {
    for (const query of [LIST, SAVE]) {
      const answer = await call(customer, query, { language: 'de-DE', input: input() });
      expect(answer.errors?.[0]?.message).toBe('Forbidden');
    }
    const ours = await save({ name: 'Nur bei uns' });
    const north = await list('en-GB', northAdmin, NORTH);
    expect(north.flatMap((group) => group.templates.map((template) => template.id))).not.toContain(ours.id);
    const deleted = await call(northAdmin, DELETE, { id: ours.id }, NORTH);
    expect(deleted.errors?.[0]?.extensions?.key).toBe('cms.templateNotFound');
    // NorthPrint may use the same name for a template of its own.
    const northSave = await call(
      northAdmin,
      SAVE,
      { input: input({ name: 'Nur bei uns', language: 'en-GB', document: section({ 'en-GB': 'Ours' }) }) },
      NORTH,
    );
    expect(northSave.errors).toBeUndefined();
    const rows = await withSystem(t.database, (tx) =>
      tx.select().from(contentTemplates).where(eq(contentTemplates.nameKey, 'nur bei uns')),
    );
    expect(rows).toHaveLength(2);
  });
});
