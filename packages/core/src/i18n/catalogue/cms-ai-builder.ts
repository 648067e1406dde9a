import type { CatalogueText } from './types.ts';

// The AI in the page builder (issue 25, decision 0079): blocks from a prompt inserted where the
// insert-block picker inserts ('create with AI instead', cms.ts), and the selected block written again.
// The steps, findings and explanations they share with the pages administration are in cms-ai.ts.
export const cmsAiBuilderEntries: Record<string, CatalogueText> = {
  'cms.aiInsertTitle': { 'de-DE': 'Blöcke mit KI erstellen', 'en-GB': 'Create blocks with AI' },
  'cms.aiInsertPromptLabel': {
    'de-DE': 'Was sollen die neuen Blöcke zeigen?',
    'en-GB': 'What should the new blocks show?',
  },
  'cms.aiInsertPromptHint': {
    'de-DE': 'Zum Beispiel: Ein Abschnitt über unsere Flyer mit einem Aufruf zum Bestellen',
    'en-GB': 'For example: a section about our flyers, with a call to order them',
  },
  'cms.aiInsertSubmit': { 'de-DE': 'Blöcke schreiben', 'en-GB': 'Write blocks' },
  'cms.aiInsertWorking': {
    'de-DE':
      'Die KI arbeitet, das dauert einen Moment. Lassen Sie dieses Fenster offen: Die Blöcke werden eingefügt, sobald sie fertig sind.',
    'en-GB':
      'The AI is working; this takes a moment. Keep this window open: the blocks are inserted once they are ready.',
  },
  'cms.aiBlocksInserted': {
    'de-DE': '{count} Blöcke wurden in die Seite eingefügt. Prüfen Sie sie und speichern Sie dann die Seite.',
    'en-GB': '{count} blocks have been inserted into the page. Check them, then save the page.',
  },
  'cms.aiBlocksInserted_one': {
    'de-DE': '{count} Block wurde in die Seite eingefügt. Prüfen Sie ihn und speichern Sie dann die Seite.',
    'en-GB': '{count} block has been inserted into the page. Check it, then save the page.',
  },
  'cms.aiNothingToInsert': {
    'de-DE': 'Die KI hat nichts geschrieben, das sich einfügen ließe. Bitte versuchen Sie es erneut.',
    'en-GB': 'The AI wrote nothing that could be inserted. Please try again.',
  },
  'cms.aiInsertFailed': {
    'de-DE':
      'Die Blöcke der KI konnten nicht eingefügt werden: Die Seite hätte zu viele Blöcke, oder die Stelle zum Einfügen gibt es nicht mehr.',
    'en-GB':
      "The AI's blocks could not be inserted: the page would hold too many blocks, or the place to insert them is gone.",
  },
  'cms.aiRegenerate': { 'de-DE': 'Mit KI neu schreiben', 'en-GB': 'Regenerate with AI' },
  'cms.aiRegeneratePromptLabel': {
    'de-DE': 'Was soll sich an diesem Block ändern?',
    'en-GB': 'What should change in this block?',
  },
  'cms.aiRegeneratePromptHint': {
    'de-DE': 'Zum Beispiel: kürzer, freundlicher, und nennen Sie die Lieferung in zwei Tagen',
    'en-GB': 'For example: shorter, friendlier, and mention delivery in two days',
  },
  'cms.aiRegenerateSubmit': { 'de-DE': 'Block neu schreiben', 'en-GB': 'Rewrite block' },
  'cms.aiBlockNotSaved': {
    'de-DE':
      'Dieser Block ist noch nicht gespeichert. Speichern Sie zuerst die Seite: Die KI schreibt einen Block so neu, wie er gespeichert ist.',
    'en-GB':
      'This block has not been saved yet. Save the page first: the AI rewrites a block as it was saved.',
  },
  'cms.aiBlockChangedSinceSave': {
    'de-DE':
      'Die KI geht vom zuletzt gespeicherten Stand dieses Blocks aus: Ihre ungespeicherten Änderungen daran werden ersetzt.',
    'en-GB':
      'The AI starts from this block as it was last saved: your unsaved changes to it will be replaced.',
  },
  'cms.aiBlockRegenerated': {
    'de-DE': 'Der Block wurde neu geschrieben. Prüfen Sie ihn und speichern Sie dann die Seite.',
    'en-GB': 'The block has been rewritten. Check it, then save the page.',
  },
  'cms.aiBlockOtherLanguages': {
    'de-DE':
      'Seine Texte wurden aus {language} in die anderen Sprachen des Shops übersetzt: Prüfen Sie auch diese.',
    'en-GB': "Its texts were translated from {language} into the shop's other languages: check those too.",
  },
  'cms.aiBlockRepairedTitle': {
    'de-DE': 'Diese Einstellungen der KI waren nicht verwendbar und wurden zurückgesetzt:',
    'en-GB': 'These settings of the AI could not be used and were reset:',
  },
};
