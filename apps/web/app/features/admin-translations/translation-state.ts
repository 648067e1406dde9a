import { plainTextOf } from '@print/core/rich-text/read-rich-text';
import type { ChipTone } from '../../ui/status-chip.tsx';

// What one language of a text shows in the table and the editor: one state of four (spec §2
// Translations admin), most urgent first: nothing there, a machine result to review, made from an
// older default text, reviewed.

export type CellState = 'untranslated' | 'awaitingReview' | 'outdated' | 'reviewed';

type CellLike = { state: string; suggestion: string | null; outdated: boolean };

export function cellState(cell: CellLike): CellState {
  if (cell.suggestion !== null || cell.state === 'machine') return 'awaitingReview';
  if (cell.state === 'untranslated') return 'untranslated';
  return cell.outdated ? 'outdated' : 'reviewed';
}

export const CELL_STATE_LABEL: Record<CellState, string> = {
  untranslated: 'admin.translationStateUntranslated',
  awaitingReview: 'admin.translationStateAwaitingReview',
  outdated: 'admin.translationStateOutdated',
  reviewed: 'admin.translationStateReviewed',
};

export const CELL_STATE_TONE: Record<CellState, ChipTone> = {
  untranslated: 'neutral',
  awaitingReview: 'info',
  outdated: 'warning',
  reviewed: 'success',
};

/** The spec's translation types (§3), the type filter's choices. */
export const TRANSLATION_TYPES = [
  'static',
  'dynamic',
  'productName',
  'productDescription',
  'productFieldValue',
  'productFieldLabel',
  'productLabelName',
  'userFieldLabel',
  'categoryName',
  'categoryDescription',
  'contentPageName',
] as const;

/** `productName` → `admin.translationTypeProductName`; types the catalogue lacks show as they are. */
export const typeLabelKey = (type: string): string =>
  `admin.translationType${type.charAt(0).toUpperCase()}${type.slice(1)}`;

/** The key of a catalogue text without its `t:` (a record text's address stays as it is). */
export const addressLabel = (address: string): string =>
  address.startsWith('t:') ? address.slice(2) : address;

/**
 * How the table names a row: a catalogue key as it is; a record's text by the record's name and the
 * text's field ("Flyer A5 · description"), as its address holds only ids.
 */
export function rowLabel(row: { address: string; owner: string | null }): string {
  if (!row.owner) return addressLabel(row.address);
  const field = row.address.slice(row.address.lastIndexOf('.') + 1);
  return `${row.owner} · ${field}`;
}

/** A text as a person reads it: rich text (stored as Slate JSON) as its plain lines, anything else as is. */
export const readableText = (text: string, format: string): string =>
  format === 'richTextSlate' && text ? plainTextOf(text) : text;
