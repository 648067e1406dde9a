// The page reader's messages (catalogue group validation). Not in validation/messages.ts, whose texts
// every form page loads; these only the page builder and the page APIs need (as the rich-text keys).
import type { ValidationError } from '../validation/messages.ts';

export const pageMessages = {
  'validation.invalidSetting': 'This setting has a value that cannot be used',
  'validation.choice': 'Choose one of the offered options',
  'validation.range': 'Enter a whole number from {min} to {max}',
  'validation.colour': 'Use this format: #RRGGBB',
  'validation.unknownLanguage': 'This language is not offered by the shop',
  'validation.unknownSetting': 'Unknown setting, removed',
  'validation.unknownBlock': 'Unknown block type, removed',
  'validation.tooManyItems': 'At most {max} entries',
  'validation.tooDeep': 'Blocks may be nested at most three levels deep',
  'validation.pageTooLarge': 'The page is too large to be saved',
  'validation.pageScheduleOrder': 'The end of publication must be after its start',
} as const;

export type PageMessageKey = keyof typeof pageMessages;

export const pageFail = (key: PageMessageKey, params?: Record<string, string>): ValidationError =>
  params ? { key, params } : { key };
