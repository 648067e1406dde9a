// Bounds of a translations import (XLIFF 2.0 or JSON): a file a translator sends back for one language
// is well under a megabyte; the cap keeps one upload from holding the server (a large CSV once froze
// it), and the unit count keeps the import's work linear and short.

export const MAX_TRANSLATION_IMPORT_BYTES = 1024 * 1024 - 64 * 1024;
export const MAX_TRANSLATION_IMPORT_UNITS = 5_000;

export const EXCHANGE_FORMATS = ['xliff', 'json'] as const;
export type ExchangeFormat = (typeof EXCHANGE_FORMATS)[number];
