import type { CatalogueText } from './types.ts';

// The media editor and the tenant's logos and icons (spec §3 media; §9 wide logo, favicon).
export const adminMediaEntries: Record<string, CatalogueText> = {
  'admin.mediaDropZone': {
    'de-DE': 'Dateien hierher ziehen oder klicken, um sie hochzuladen',
    'en-GB': 'Drag files here or click to upload',
  },
  'admin.mediaStandardImage': { 'de-DE': 'Standardbild', 'en-GB': 'Standard image' },
  'admin.mediaCoverImage': { 'de-DE': 'Titelbild', 'en-GB': 'Cover image' },
  'admin.mediaExternalUrl': { 'de-DE': 'Externe Medien-URL', 'en-GB': 'External media URL' },
  'admin.mediaAlternativeImages': {
    'de-DE': 'Alternative Bilder je Sprache',
    'en-GB': 'Alternative images per language',
  },
  'admin.mediaLogo': { 'de-DE': 'Logo', 'en-GB': 'Logo' },
  'admin.mediaWideLogo': { 'de-DE': 'Breites Logo (900 × 186 px)', 'en-GB': 'Wide logo (900 × 186 px)' },
  'admin.mediaFavicon': { 'de-DE': 'Favicon (512 × 512 px)', 'en-GB': 'Favicon (512 × 512 px)' },
  'admin.mediaDarkModeLogo': { 'de-DE': 'Logo für den Dunkelmodus', 'en-GB': 'Dark-mode logo' },
  'admin.mediaLoginBackground': { 'de-DE': 'Hintergrundbild der Anmeldung', 'en-GB': 'Login background' },
};
