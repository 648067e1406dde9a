import { USER_FIELD_FRESH_MS } from '@print/core/constants';
import { queryOptions } from '@tanstack/react-query';
import { USER_FIELD_TYPES } from '@print/core/users/user-fields';
import type { UserFieldConfig, UserFieldType } from '@print/core/users/user-fields';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';

const USER_GENERIC_FIELDS = graphql(`
  query UserGenericFields {
    userGenericFields {
      id
      fieldName
      group
      type
      required
      use
      config
      defaultValue
      tenantID
      order
      translations {
        languageCode
        context
        baseTranslation
        translationKey
        group
        tags
      }
    }
  }
`);

/** A field as the API returns it: any type name, and its config as JSON (an object or a JSON string). */
type RawField = ResultOf<typeof USER_GENERIC_FIELDS>['userGenericFields'][number];

export type UserFieldLabelText = RawField['translations'][number];

/**
 * One custom user field as the spec's userGenericFields query returns it (spec §3, §7), with its type
 * one this client knows and its config parsed.
 */
export type UserGenericField = Omit<RawField, 'type' | 'config'> & {
  type: UserFieldType;
  config: UserFieldConfig;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Spec §3: config is "a JSON string or object" with label and labelTranslation. Anything missing or
 * malformed falls back to empty texts, so one bad field cannot break a form.
 */
export function parseUserFieldConfig(config: unknown): UserFieldConfig {
  let value: unknown = config;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = {};
    }
  }
  const raw = isRecord(value) ? value : {};
  const label = typeof raw.label === 'string' ? raw.label : '';
  const labelTranslation = isRecord(raw.labelTranslation) ? raw.labelTranslation : {};
  const translations = Array.isArray(labelTranslation.translations)
    ? labelTranslation.translations.filter(
        (t): t is { languageCode: string; translation: string } =>
          isRecord(t) && typeof t.languageCode === 'string' && typeof t.translation === 'string',
      )
    : [];
  const parsed: UserFieldConfig = {
    label,
    labelTranslation: {
      baseTranslation:
        typeof labelTranslation.baseTranslation === 'string' ? labelTranslation.baseTranslation : '',
      translations: translations.map(({ languageCode, translation }) => ({ languageCode, translation })),
    },
  };
  if (Array.isArray(raw.options)) {
    parsed.options = raw.options.filter((option): option is string => typeof option === 'string');
  }
  const min = finite(raw.min);
  const max = finite(raw.max);
  const step = finite(raw.step);
  if (min !== undefined) parsed.min = min;
  if (max !== undefined) parsed.max = max;
  if (step !== undefined) parsed.step = step;
  if (typeof raw.allowNegative === 'boolean') parsed.allowNegative = raw.allowNegative;
  return parsed;
}

const isFieldType = (type: string): type is UserFieldType =>
  (USER_FIELD_TYPES as readonly string[]).includes(type);

export async function fetchUserGenericFields(): Promise<UserGenericField[]> {
  const data = await graphqlRequest(USER_GENERIC_FIELDS, {});
  // A type this client does not know is shown as a text input.
  return data.userGenericFields.map((field) => ({
    ...field,
    type: isFieldType(field.type) ? field.type : 'text',
    config: parseUserFieldConfig(field.config),
  }));
}

/**
 * The userGenericFields query for TanStack Query: fresh for 5 minutes (spec §7, §9). One key for
 * everyone who shows or edits user fields, so a save in the admin can invalidate it.
 */
export const userGenericFieldsQuery = queryOptions({
  queryKey: ['userGenericFields'],
  queryFn: fetchUserGenericFields,
  staleTime: USER_FIELD_FRESH_MS,
});
