import { checkPlaceholders, checkTranslationSave } from '@print/core/i18n/translation-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useState } from 'react';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { saveTranslations, type TranslationDetail } from './translations-api.ts';

// The editor's form: every language's text as typed, the shared rules checked before the save (the
// default language first, the default text's placeholders kept), the changed languages saved at the
// revision they were read at. A failed save keeps what was typed; a stale revision says so. What was
// typed lives in `typed`, which outlives the form: a lock, accept or revert reads the text again and
// starts a new form (a new revision), and the languages the action did not touch keep what was typed.

/** What was typed per language and not saved yet; owned by the dialog, so a new revision keeps it. */
export type TypedTexts = Record<string, string>;

export type EditorForm = ReturnType<typeof useTranslationEditor>;

const textsOf = (detail: TranslationDetail) =>
  Object.fromEntries(detail.languages.map((cell) => [cell.languageCode, cell.text]));

export function useTranslationEditor(
  detail: TranslationDetail,
  defaultLanguage: string,
  tenantId: string | undefined,
  onSaved: () => void,
  typed: TypedTexts,
) {
  const [loaded] = useState(() => textsOf(detail));
  const [texts, setTexts] = useState(() => ({ ...loaded, ...typed }));
  const [errors, setErrors] = useState<Record<string, ValidationError>>({});
  const [notice, setNotice] = useState<ValidationError | null>(null);
  const [isSaving, setSaving] = useState(false);
  const changed = Object.keys(texts).filter((code) => texts[code] !== loaded[code]);

  const setText = (code: string, text: string) => {
    typed[code] = text;
    setTexts((current) => ({ ...current, [code]: text }));
    setErrors(({ [code]: _dropped, ...rest }) => rest);
  };

  const check = (): boolean => {
    const found: Record<string, ValidationError> = {};
    const first = checkTranslationSave(defaultLanguage, texts);
    if (first) found[defaultLanguage] = first;
    const base = texts[defaultLanguage] ?? '';
    for (const code of changed) {
      const text = texts[code] ?? '';
      if (code === defaultLanguage || !text.trim() || !base.trim()) continue;
      const problem = checkPlaceholders(base, text);
      if (problem) found[code] = problem;
    }
    setErrors(found);
    setNotice(first);
    return Object.keys(found).length === 0;
  };

  const save = async () => {
    if (!check() || changed.length === 0) return;
    setSaving(true);
    try {
      // The default language first: the server checks the others against it.
      const ordered = [...changed].sort(
        (a, b) => Number(b === defaultLanguage) - Number(a === defaultLanguage),
      );
      await saveTranslations(
        detail.address,
        ordered.map((code) => ({ languageCode: code, text: texts[code] ?? '' })),
        detail.revision,
        tenantId,
      );
      onSaved();
    } catch (error) {
      setNotice(failureToastKey(error, 'admin.translationSaveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return { texts, setText, errors, notice, isSaving, isDirty: changed.length > 0, save };
}
