import type { CatalogueText } from './types.ts';

// The product media editor (spec §2 thumbnail/media editor modal, §3 Media). Its spec messages (upload,
// delete, add/remove, image order, external media link) are in admin-messages.ts.
export const adminProductMediaEntries: Record<string, CatalogueText> = {
  'admin.mediaEditorTitle': { 'de-DE': 'Bilder und Medien', 'en-GB': 'Images and media' },
  'admin.mediaOpenEditor': { 'de-DE': 'Bilder bearbeiten', 'en-GB': 'Edit images' },
  'admin.mediaChooseFiles': { 'de-DE': 'Dateien auswählen', 'en-GB': 'Choose files' },
  'admin.mediaUploading': {
    'de-DE': '{name} wird hochgeladen: {percent} %',
    'en-GB': 'Uploading {name}: {percent}%',
  },
  'admin.mediaImageUploaded': { 'de-DE': 'Bild hochgeladen', 'en-GB': 'Image uploaded' },
  'admin.mediaImageDeleted': { 'de-DE': 'Bild gelöscht', 'en-GB': 'Image deleted' },
  'admin.mediaImageOrderSaved': { 'de-DE': 'Bildreihenfolge gespeichert', 'en-GB': 'Image order saved' },
  'admin.mediaImageSaved': { 'de-DE': 'Bild gespeichert', 'en-GB': 'Image saved' },
  'admin.mediaNoImages': { 'de-DE': 'Noch keine Bilder', 'en-GB': 'No images yet' },
  'admin.mediaThumbnailPending': {
    'de-DE': 'Vorschau wird erstellt …',
    'en-GB': 'Preview being made…',
  },
  'admin.mediaThumbnailFailed': {
    'de-DE':
      'Die Vorschau konnte nicht erstellt werden. Laden Sie das Bild erneut hoch, um es noch einmal zu versuchen.',
    'en-GB': 'The preview could not be made. Upload the picture again to try once more.',
  },
  'admin.mediaImageLabel': { 'de-DE': 'Bild {number} von {total}', 'en-GB': 'Image {number} of {total}' },
  'admin.mediaMoveEarlier': { 'de-DE': 'Nach vorn', 'en-GB': 'Move earlier' },
  'admin.mediaMoveLater': { 'de-DE': 'Nach hinten', 'en-GB': 'Move later' },
  'admin.mediaMoved': {
    'de-DE': 'Bild {number} ist jetzt an Position {position}',
    'en-GB': 'Image {number} is now at position {position}',
  },
  'admin.mediaSaveOrder': { 'de-DE': 'Reihenfolge speichern', 'en-GB': 'Save image order' },
  'admin.mediaMakeStandard': { 'de-DE': 'Als Standardbild verwenden', 'en-GB': 'Use as standard image' },
  'admin.mediaMakeCover': { 'de-DE': 'Als Titelbild verwenden', 'en-GB': 'Use as cover image' },
  'admin.mediaRemoveCover': { 'de-DE': 'Titelbild entfernen', 'en-GB': 'Remove cover image' },
  'admin.mediaDeleteImage': { 'de-DE': 'Bild löschen', 'en-GB': 'Delete image' },
  'admin.mediaDeleteQuestion': {
    'de-DE': 'Dieses Bild aus der Galerie des Produkts löschen?',
    'en-GB': "Delete this image from the product's gallery?",
  },
  'admin.mediaAltText': { 'de-DE': 'Alternativtext – {language}', 'en-GB': 'Alternative text – {language}' },
  'admin.mediaSaveAltText': { 'de-DE': 'Alternativtexte speichern', 'en-GB': 'Save alternative texts' },
  'admin.mediaAlternativeFor': {
    'de-DE': 'Alternatives Bild für {language}',
    'en-GB': 'Alternative image for {language}',
  },
  'admin.mediaUploadAlternative': {
    'de-DE': 'Alternatives Bild hochladen',
    'en-GB': 'Upload alternative image',
  },
  'admin.mediaRemoveAlternative': {
    'de-DE': 'Alternatives Bild entfernen',
    'en-GB': 'Remove alternative image',
  },
  'admin.mediaSaveExternalUrl': { 'de-DE': 'Link speichern', 'en-GB': 'Save link' },
  'admin.mediaExternalUrlHint': {
    'de-DE': 'Ein Video oder eine Seite mit weiteren Medien; im Shop als Link unter den Bildern.',
    'en-GB': 'A video or a page with more media; shown in the shop as a link below the images.',
  },
  'admin.mediaProductNotFound': {
    'de-DE': 'Das Produkt existiert nicht',
    'en-GB': 'The product does not exist',
  },
  'admin.mediaImageNotFound': { 'de-DE': 'Das Bild existiert nicht', 'en-GB': 'The image does not exist' },
  'admin.mediaGalleryChanged': {
    'de-DE': 'Die Bilder wurden inzwischen geändert. Bitte prüfen Sie die Reihenfolge erneut.',
    'en-GB': 'The images have changed meanwhile. Please check the order again.',
  },
  'admin.mediaUnknownLanguage': {
    'de-DE': 'Diese Sprache bietet der Shop nicht an',
    'en-GB': 'The shop does not offer this language',
  },
};
