// Compound field kinds (issue 25): a group of fields stored together, and a bounded list. The contract
// of every field kind is in fields.ts.
import type { ValidationKey } from '../validation/messages.ts';
import {
  childPath,
  report,
  type AiOptions,
  type Field,
  type FieldValue,
  type JsonSchema,
  type ReadContext,
} from './fields.ts';
import { pageFail, type PageMessageKey } from './page-messages.ts';

export type ObjectFields = Record<string, Field<unknown>>;
export type ObjectValue<F extends ObjectFields> = { [K in keyof F]: FieldValue<F[K]> };

/** Reads the declared keys of an object; undeclared keys are dropped and reported. */
export function readObject<F extends ObjectFields>(
  fields: F,
  input: unknown,
  path: string,
  ctx: ReadContext,
): ObjectValue<F> {
  const record =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  if (input !== undefined && input !== null && record !== input)
    report(ctx, path, pageFail('validation.invalidSetting'));
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields))
    value[key] = field.read(record[key], childPath(path, key), ctx);
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(fields, key)) report(ctx, childPath(path, key), pageFail('validation.unknownSetting'));
  }
  return value as ObjectValue<F>;
}

export function objectAiSchema(fields: ObjectFields, options: AiOptions): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, field] of Object.entries(fields)) properties[key] = field.ai(options);
  return { type: 'object', properties, required: Object.keys(fields), additionalProperties: false };
}

export function objectFromAi(fields: ObjectFields, value: unknown, options: AiOptions): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const stored: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (key in record) stored[key] = field.fromAi(record[key], options);
  }
  return stored;
}

/** A group of fields stored together (a social button: platform, URL, label). */
export function object<F extends ObjectFields>(fields: F): Field<ObjectValue<F>> {
  const fallback = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.default]));
  const controls = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.control]));
  return {
    default: fallback as ObjectValue<F>,
    control: { kind: 'object', fields: controls },
    read: (input, path, ctx) => readObject(fields, input, path, ctx),
    ai: (options) => objectAiSchema(fields, options),
    fromAi: (value, options) => objectFromAi(fields, value, options),
  };
}

/** A list of at most `max` items; items beyond it are dropped and reported with `tooMany`. */
export function list<T>(
  item: Field<T>,
  options: { max: number; tooMany?: ValidationKey | PageMessageKey; default?: T[] },
): Field<T[]> {
  const fallback = options.default ?? [];
  return {
    default: fallback,
    control: { kind: 'list', item: item.control, max: options.max },
    read(input, path, ctx) {
      if (input === undefined || input === null) return fallback;
      if (!Array.isArray(input)) {
        report(ctx, path, pageFail('validation.invalidSetting'));
        return fallback;
      }
      if (input.length > options.max) {
        const key = options.tooMany ?? 'validation.tooManyItems';
        report(ctx, path, { key, params: { max: String(options.max) } });
      }
      return input.slice(0, options.max).map((value, index) => item.read(value, childPath(path, index), ctx));
    },
    ai: (aiOptions) => ({ type: 'array', items: item.ai(aiOptions), maxItems: options.max }),
    fromAi: (value, aiOptions) =>
      Array.isArray(value) ? value.map((entry) => item.fromAi(entry, aiOptions)) : value,
  };
}
