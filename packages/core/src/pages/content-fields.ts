// Field kinds for a page's content (issue 25): links, rich text, images and slots of nested blocks.
// The simple kinds and the reader's contract are in fields.ts.
import { paragraphsOf, readRichText, richTextPlainText } from '../rich-text/read-rich-text.ts';
import type { RichTextDocument } from '../rich-text/rich-text.ts';
import { pageFail } from './page-messages.ts';
import { checkForbiddenCharacters, checkLinkUrl, checkMaxLength } from '../validation/text-rules.ts';
import { localized, report, text, type Field } from './fields.ts';
import { object } from './compound-fields.ts';

export const LINK_MAX_LENGTH = 2000;
export const ALT_TEXT_MAX_LENGTH = 250;

/** A link: https://… or a path of this shop starting with / (spec §5 link URLs); '' is no link. */
export const link = (fallback = ''): Field<string> => ({
  ...text({ max: LINK_MAX_LENGTH, default: fallback, check: checkLinkUrl }),
  control: { kind: 'link' },
  ai: () => ({
    type: 'string',
    description: "A path of this shop starting with / (e.g. '/catalog'), an https:// address, or '' for none",
  }),
});

/**
 * A video or audio file: an https address or this shop's uploaded media (/media/…), as a link; the editor
 * offers an upload beside the address. '' is none.
 */
export const mediaUrl = (accept: 'video' | 'audio'): Field<string> => ({
  ...link(),
  control: { kind: 'media', accept },
  ai: () => ({ type: 'string', description: `The address of a ${accept} file, or '' for none` }),
});

/** Icon names as the icon set spells them (`shopping-cart`); the server draws them (decision 0072). */
export const ICON_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ICON_NAME_MAX_LENGTH = 64;

/** An icon of the shop's icon set, by name; '' is none. Unknown names draw nothing. */
export const iconName = (): Field<string> => ({
  ...text({
    max: ICON_NAME_MAX_LENGTH,
    check: (value) =>
      value === '' || ICON_NAME_PATTERN.test(value) ? null : pageFail('validation.invalidSetting'),
  }),
  control: { kind: 'icon' },
  ai: () => ({
    type: 'string',
    description: "A Lucide icon name in kebab case (e.g. 'truck', 'shield-check', 'clock'), or ''",
  }),
});

/**
 * Rich text as product descriptions have it (Slate's document: paragraphs, two heading levels, lists,
 * bold/italic/underline and links), read by the same rules. Stored as the document itself; a string (Slate
 * JSON or plain text) is read too. The AI writes plain text, a paragraph per line.
 */
export function richText(options: { max: number }): Field<RichTextDocument> {
  return {
    default: [],
    control: { kind: 'richText', max: options.max },
    read(input, path, ctx) {
      if (input === undefined || input === null || input === '') return [];
      if (typeof input !== 'string' && !Array.isArray(input)) {
        report(ctx, path, pageFail('validation.invalidSetting'));
        return [];
      }
      let reading;
      try {
        reading = readRichText(typeof input === 'string' ? input : JSON.stringify(input));
      } catch {
        // JSON.stringify of a pathologically nested value: nothing of it is kept.
        report(ctx, path, pageFail('validation.invalidSetting'));
        return [];
      }
      if (reading.problem) report(ctx, path, reading.problem);
      const plain = richTextPlainText(reading.document);
      const textProblem = checkMaxLength(plain, options.max) ?? checkForbiddenCharacters(plain);
      if (textProblem) {
        report(ctx, path, textProblem);
        return [];
      }
      return plain.trim() === '' ? [] : reading.document;
    },
    ai: () => ({
      type: 'string',
      description: `Plain text, one paragraph per line, at most ${options.max} characters`,
    }),
    fromAi: (value) => (typeof value === 'string' ? paragraphsOf(value) : value),
  };
}

/** A picture: an image of this shop's media (/…) or an https address, its alt text per language. */
export function image() {
  const fields = object({
    src: link(),
    alt: localized(text({ max: ALT_TEXT_MAX_LENGTH })),
    /** Who took a stock photo, with the links the provider's guidelines ask for; '' for own images. */
    creditName: text({ max: 120 }),
    /** The photographer's profile at the provider (with our referral). */
    creditUrl: link(),
    /** The provider's site (with our referral): the credit's "on Unsplash" links there. */
    creditSourceUrl: link(),
  });
  // Read and described as the object it is; shown by the page builder's picture field.
  if (fields.control.kind !== 'object') throw new Error('image: an object');
  return { ...fields, control: { kind: 'image' as const, fields: fields.control.fields } };
}

/**
 * Blocks inside a block (the columns of a columns block). The page reader supplies the reading of the
 * blocks (it knows the declarations and how deep it is); the AI's schema nests one level only.
 */
export function slot(): Field<unknown[]> {
  return {
    default: [],
    control: { kind: 'slot' },
    read: (input, path, ctx) => ctx.readSlot?.(input, path) ?? [],
    ai: (options) => options.slot?.schema ?? { type: 'array', items: { type: 'null' }, maxItems: 0 },
    fromAi: (value, options) => options.slot?.fromAi(value) ?? [],
  };
}
