import type { CatalogueText } from './types.ts';

// Print files for production (issue 15): each personalised item's print-ready PDF on the admin's
// order detail, why a render failed, and the dashboard's Approvals card.
export const adminPrintFileEntries: Record<string, CatalogueText> = {
  'admin.printFilesTitle': { 'de-DE': 'Druckdaten', 'en-GB': 'Print files' },
  'admin.printFilesNone': {
    'de-DE': 'Diese Bestellung enthält keine gestalteten Artikel.',
    'en-GB': 'This order has no designed items.',
  },
  'admin.printFilesNoTemplate': {
    'de-DE':
      'Für diese Bestellung werden keine Druckdaten erstellt: Ihre Artikel haben keine Druckvorlage. Die Angaben und hochgeladenen Dateien stehen bei jedem Artikel.',
    'en-GB':
      'No print files are made for this order: its items have no print template. Their details and uploaded files are listed with each item.',
  },
  'admin.printFileItem': { 'de-DE': 'Position {position}: {product}', 'en-GB': 'Item {position}: {product}' },
  'admin.printFilePending': { 'de-DE': 'Wird erstellt …', 'en-GB': 'Being made…' },
  'admin.printFileReady': { 'de-DE': 'Bereit', 'en-GB': 'Ready' },
  'admin.printFileFailed': { 'de-DE': 'Fehlgeschlagen', 'en-GB': 'Failed' },
  'admin.printFileDownload': { 'de-DE': 'PDF herunterladen', 'en-GB': 'Download PDF' },
  'admin.printFilesDownloadZip': { 'de-DE': 'Alle als ZIP herunterladen', 'en-GB': 'Download all as ZIP' },
  'admin.printFileWarnings': { 'de-DE': 'Hinweise der Druckprüfung:', 'en-GB': 'Preflight warnings:' },
  'admin.printFileRenderFailed': {
    'de-DE':
      'Die Druckdatei konnte nicht erstellt werden. Bitte später erneut versuchen oder den Support kontaktieren.',
    'en-GB': 'The print file could not be made. Please try again later or contact support.',
  },
  'admin.printFileImageMissing': {
    'de-DE': 'Ein Bild der Gestaltung ist nicht verfügbar (nur hochgeladene Bilder werden gedruckt).',
    'en-GB': 'A picture of the design is not available (only uploaded pictures are printed).',
  },
  'admin.printFileTemplateInvalid': {
    'de-DE': 'Die Druckvorlage des Artikels ist ungültig.',
    'en-GB': "The item's print template is invalid.",
  },
  'admin.approvalsErrorOrders': { 'de-DE': 'Bestellungen mit Fehler', 'en-GB': 'Orders with errors' },
  'admin.approvalsPrintProblems': { 'de-DE': 'Druckdaten prüfen', 'en-GB': 'Print files to check' },
  'admin.approvalsMoreErrors': {
    'de-DE': '{count} Bestellungen mit Fehler insgesamt',
    'en-GB': '{count} orders with errors in all',
  },
};
