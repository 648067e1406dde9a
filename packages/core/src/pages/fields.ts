// The field kinds a CMS block declares its properties with (issue 25, docs/research/block-declarations.md).
// Each kind reads any input tolerantly — it never throws, keeps what is valid, replaces the rest by the
// default and reports each problem with its path — and describes itself as a JSON Schema in the subset
// OpenAI's structured outputs accept, for the AI that writes pages. One declaration gives the stored
// type, the reader, the editor's controls and the AI's schema.
import { normalizeLocale } from '../i18n/locale.ts';
import { isColorPath, validateStyleValue } from '../theme/style-values.ts';
import type { ValidationError, ValidationResult } from '../validation/messages.ts';
import { pageFail } from './page-messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';

/** A problem the reader found and repaired: where (dotted path from the document's root) and what. */
export type PageProblem = { path: string; error: ValidationError };

/** At most this many problems are listed; the reader repairs them all regardless. */
export const MAX_LISTED_PROBLEMS = 100;

export type ReadContext = {
  /** The tenant's languages: per-language texts in another language are dropped and reported. */
  readonly languages: readonly string[];
  readonly problems: PageProblem[];
  /** Reads the blocks of a slot (page-document.ts supplies it, with the depth it is at). */
  readonly readSlot?: (input: unknown, path: string) => unknown[];
};

export function report(ctx: ReadContext, path: string, error: ValidationError): void {
  if (ctx.problems.length < MAX_LISTED_PROBLEMS) ctx.problems.push({ path, error });
}

export const childPath = (path: string, key: string | number) =>
  path === '' ? String(key) : `${path}.${key}`;

/** The JSON Schema subset the AI's structured output accepts (no min/maxLength, no records, no allOf). */
export type JsonSchema = {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: readonly (string | number)[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: false;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
};

/** How the AI is asked: texts in one language (the page's generation language), others filled later. */
export type AiOptions = {
  language: string;
  /** What a slot holds for the AI (blocks without slots: the schema nests one level only). */
  slot?: { schema: JsonSchema; fromAi(value: unknown): unknown };
};

/** Which editor control shows a field (the page builder builds its forms from these). */
export type FieldControl =
  | { kind: 'text'; max: number; multiline: boolean }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'boolean' }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'colour' }
  | { kind: 'link' }
  | { kind: 'media'; accept: 'video' | 'audio' }
  | { kind: 'icon' }
  | { kind: 'richText'; max: number }
  /** A picture (content-fields.ts `image`): its address, alt text per language and a stock photo's credit. */
  | { kind: 'image'; fields: Record<string, FieldControl> }
  | { kind: 'localized'; inner: FieldControl }
  | { kind: 'responsive'; inner: FieldControl }
  | { kind: 'list'; item: FieldControl; max: number }
  | { kind: 'object'; fields: Record<string, FieldControl> }
  | { kind: 'slot' };

export interface Field<T> {
  readonly default: T;
  readonly control: FieldControl;
  /** Never throws: the value, or the default with a problem reported at `path`. */
  read(input: unknown, path: string, ctx: ReadContext): T;
  /** The AI's schema for this field (texts in one language, optional parts as `X | null`). */
  ai(options: AiOptions): JsonSchema;
  /** The AI's answer in the stored shape (before `read` checks it). */
  fromAi(value: unknown, options: AiOptions): unknown;
}

export type FieldValue<F> = F extends Field<infer T> ? T : never;

const identity = (value: unknown) => value;

/** A plain text of at most `max` characters, without the spec's forbidden characters. */
export function text(options: {
  max: number;
  default?: string;
  multiline?: boolean;
  check?: (value: string) => ValidationResult;
}): Field<string> {
  const fallback = options.default ?? '';
  return {
    default: fallback,
    control: { kind: 'text', max: options.max, multiline: options.multiline ?? false },
    read(input, path, ctx) {
      if (input === undefined || input === null) return fallback;
      if (typeof input !== 'string') {
        report(ctx, path, pageFail('validation.invalidSetting'));
        return fallback;
      }
      const problem =
        checkMaxLength(input, options.max) ??
        checkForbiddenCharacters(input) ??
        options.check?.(input) ??
        null;
      if (problem) {
        report(ctx, path, problem);
        return fallback;
      }
      return input;
    },
    ai: () => ({ type: 'string', description: `At most ${options.max} characters` }),
    fromAi: identity,
  };
}

/** One of a fixed list of options (spec §9's enumerations). */
export function choice<const T extends readonly string[]>(options: T, fallback: T[number]): Field<T[number]> {
  return {
    default: fallback,
    control: { kind: 'choice', options },
    read(input, path, ctx) {
      if (input === undefined || input === null) return fallback;
      if (typeof input === 'string' && (options as readonly string[]).includes(input))
        return input as T[number];
      report(ctx, path, pageFail('validation.choice'));
      return fallback;
    },
    ai: () => ({ type: 'string', enum: options }),
    fromAi: identity,
  };
}

export function boolean(fallback = false): Field<boolean> {
  return {
    default: fallback,
    control: { kind: 'boolean' },
    read(input, path, ctx) {
      if (input === undefined || input === null) return fallback;
      if (typeof input === 'boolean') return input;
      report(ctx, path, pageFail('validation.invalidSetting'));
      return fallback;
    },
    ai: () => ({ type: 'boolean' }),
    fromAi: identity,
  };
}

/** A whole number from `min` to `max`. */
export function integer(options: { min: number; max: number; default: number }): Field<number> {
  return {
    default: options.default,
    control: { kind: 'number', min: options.min, max: options.max },
    read(input, path, ctx) {
      if (input === undefined || input === null) return options.default;
      if (
        typeof input === 'number' &&
        Number.isInteger(input) &&
        input >= options.min &&
        input <= options.max
      ) {
        return input;
      }
      report(ctx, path, pageFail('validation.range', { min: String(options.min), max: String(options.max) }));
      return options.default;
    },
    ai: () => ({ type: 'integer', minimum: options.min, maximum: options.max }),
    fromAi: identity,
  };
}

/** A colour: a path into the theme's colour tree (follows the theme) or a CSS colour; '' is none. */
export function colour(fallback = ''): Field<string> {
  return {
    default: fallback,
    control: { kind: 'colour' },
    read(input, path, ctx) {
      if (input === undefined || input === null || input === '') return fallback;
      if (
        typeof input === 'string' &&
        input.length <= 200 &&
        (isColorPath(input) || validateStyleValue(input))
      ) {
        return input;
      }
      report(ctx, path, pageFail('validation.colour'));
      return fallback;
    },
    ai: () => ({
      type: 'string',
      description:
        "A theme colour path such as 'colors.primary.background', a #RRGGBB colour, or '' for none",
    }),
    fromAi: identity,
  };
}

/**
 * A text per language (decision 0003: `{ 'de-DE': '…' }`, sparse). Languages the tenant does not offer
 * and empty texts are dropped (an empty text would hide the fallback chain's). The AI writes one text
 * in the page's generation language; the translation step fills the others.
 */
export function localized<T extends string | readonly unknown[]>(inner: Field<T>): Field<Record<string, T>> {
  const isEmpty = (value: T) => value.length === 0;
  return {
    default: {},
    control: { kind: 'localized', inner: inner.control },
    read(input, path, ctx) {
      if (input === undefined || input === null) return {};
      if (typeof input !== 'object' || Array.isArray(input)) {
        report(ctx, path, pageFail('validation.invalidSetting'));
        return {};
      }
      const texts: Record<string, T> = {};
      for (const [key, value] of Object.entries(input)) {
        const language = normalizeLocale(key);
        const at = childPath(path, key);
        if (!language || !ctx.languages.includes(language)) {
          report(ctx, at, pageFail('validation.unknownLanguage'));
          continue;
        }
        const read = inner.read(value, at, ctx);
        if (!isEmpty(read)) texts[language] = read;
      }
      return texts;
    },
    ai: (options) => inner.ai(options),
    fromAi: (value, options) =>
      value === '' || value === null || value === undefined
        ? {}
        : { [options.language]: inner.fromAi(value, options) },
  };
}

/** Screen widths a responsive value may differ at (spec §9 breakpoints, mobile first). */
export const RESPONSIVE_STEPS = ['tablet', 'desktop'] as const;
export type Responsive<T> = { base: T; tablet?: T; desktop?: T };

/**
 * A value per screen width: `base` for phones and up, `tablet` from 769 px, `desktop` from 1153 px
 * (each optional: a wider screen takes the narrower one's value). Rendered as CSS, never in script.
 */
export function responsive<T>(inner: Field<T>): Field<Responsive<T>> {
  return {
    default: { base: inner.default },
    control: { kind: 'responsive', inner: inner.control },
    read(input, path, ctx) {
      if (input === undefined || input === null) return { base: inner.default };
      // A plain value is the value for every width (what a declaration had before it became responsive).
      if (typeof input !== 'object' || Array.isArray(input)) return { base: inner.read(input, path, ctx) };
      const record = input as Record<string, unknown>;
      const value: Responsive<T> = { base: inner.read(record.base, childPath(path, 'base'), ctx) };
      for (const step of RESPONSIVE_STEPS) {
        if (record[step] !== undefined && record[step] !== null) {
          value[step] = inner.read(record[step], childPath(path, step), ctx);
        }
      }
      for (const key of Object.keys(record)) {
        if (key !== 'base' && !(RESPONSIVE_STEPS as readonly string[]).includes(key)) {
          report(ctx, childPath(path, key), pageFail('validation.unknownSetting'));
        }
      }
      return value;
    },
    ai: (options) => {
      const schema = inner.ai(options);
      const orNull: JsonSchema = { anyOf: [schema, { type: 'null' }] };
      return {
        type: 'object',
        properties: { base: schema, tablet: orNull, desktop: orNull },
        required: ['base', 'tablet', 'desktop'],
        additionalProperties: false,
      };
    },
    fromAi: (value, options) => {
      if (typeof value !== 'object' || value === null) return value;
      const record = value as Record<string, unknown>;
      const stored: Record<string, unknown> = { base: inner.fromAi(record.base, options) };
      for (const step of RESPONSIVE_STEPS) {
        if (record[step] !== null && record[step] !== undefined)
          stored[step] = inner.fromAi(record[step], options);
      }
      return stored;
    },
  };
}
