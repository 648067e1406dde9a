// A page section's settings (spec §3 "CMS layout item settings", "Layout section"; §9 options).
import { fail } from '../validation/messages.ts';
import { choice, colour, responsive, text, type ReadContext } from './fields.ts';
import { readObject, type ObjectValue } from './compound-fields.ts';
import { LAYOUT_SPACINGS, PADDINGS, PAGE_NODE_ID, TEXT_BACKGROUNDS } from './page-constants.ts';

export const SECTION_FIELDS = {
  background: colour(),
  padding: responsive(choice(PADDINGS, 'medium')),
  gap: choice(LAYOUT_SPACINGS, 'regular'),
  width: choice(LAYOUT_SPACINGS, 'regular'),
  textBackground: choice(TEXT_BACKGROUNDS, 'none'),
  /** `#anchor` of links to the section; '' means its id (spec §3: optional, defaults to the section id). */
  anchor: text({
    max: 40,
    check: (value) => (value === '' || PAGE_NODE_ID.test(value) ? null : fail('validation.invalidSlug')),
  }),
};

export type SectionSettings = ObjectValue<typeof SECTION_FIELDS>;

export const readSectionSettings = (input: unknown, path: string, ctx: ReadContext): SectionSettings =>
  readObject(SECTION_FIELDS, input, path, ctx);
