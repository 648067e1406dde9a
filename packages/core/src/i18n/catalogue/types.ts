export type CatalogueText = { 'de-DE': string; 'en-GB': string; 'en-US'?: string; context?: string };
export type CatalogueGroup = { group: string; entries: Record<string, CatalogueText> };
