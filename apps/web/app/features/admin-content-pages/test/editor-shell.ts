import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';

/**
 * The shell of the CMS pages' harnesses: a shop in German (its default) and English, an admin signed
 * in with the right to edit pages.
 */
export const editorShell = () =>
  testShellData({ ...registeredSession, rights: ['admin.access', 'cms.edit'] }, 'full', {
    languages: [
      { code: 'de-DE', isDefault: true },
      { code: 'en-GB', isDefault: false },
    ],
    defaultLanguage: 'de-DE',
  });
