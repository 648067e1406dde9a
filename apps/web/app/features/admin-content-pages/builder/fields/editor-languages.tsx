import { createContext, useContext } from 'react';

/** The language the page builder edits texts in, and the shop's default beside it (issue 25). */
export type EditorLanguages = {
  language: string;
  defaultLanguage: string;
  languages: readonly string[];
};

export const EditorLanguagesContext = createContext<EditorLanguages>({
  language: 'de-DE',
  defaultLanguage: 'de-DE',
  languages: ['de-DE'],
});

export const useEditorLanguages = () => useContext(EditorLanguagesContext);
