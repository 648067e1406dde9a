import { USER_FIELD_FRESH_MS } from '@print/core/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '../api/test-helpers.ts';
import { fetchUserGenericFields, parseUserFieldConfig, userGenericFieldsQuery } from './user-fields-query.ts';

const config = {
  label: 'Customer number',
  labelTranslation: {
    baseTranslation: 'Kundennummer',
    translations: [{ languageCode: 'en-GB', translation: 'Customer number' }],
  },
  min: 1,
  max: 10,
  step: 2,
  allowNegative: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('parseUserFieldConfig', () => {
  it('takes the config as an object or as a JSON string', () => {
    expect(parseUserFieldConfig(config)).toEqual(config);
    expect(parseUserFieldConfig(JSON.stringify(config))).toEqual(config);
  });

  it('keeps select options and drops malformed parts', () => {
    expect(
      parseUserFieldConfig({
        label: 'Size',
        labelTranslation: { translations: [{ languageCode: 'de-DE' }, 'x'] },
        options: ['S', 3, 'M'],
        min: 'no',
        max: Number.NaN,
      }),
    ).toEqual({
      label: 'Size',
      labelTranslation: { baseTranslation: '', translations: [] },
      options: ['S', 'M'],
    });
  });

  it('falls back to empty texts for anything unusable', () => {
    const empty = { label: '', labelTranslation: { baseTranslation: '', translations: [] } };
    for (const value of [null, undefined, 42, '{not json', '[]', []]) {
      expect(parseUserFieldConfig(value)).toEqual(empty);
    }
  });
});

describe('userGenericFields query', () => {
  it('is fresh for 5 minutes (spec §7, §9)', () => {
    expect(userGenericFieldsQuery.staleTime).toBe(USER_FIELD_FRESH_MS);
    expect(USER_FIELD_FRESH_MS).toBe(300_000);
  });

  it('parses each config and reads an unknown type as text', async () => {
    const requests = stubFetch(
      ok({
        userGenericFields: [
          { id: '1', fieldName: 'a', type: 'number', config: JSON.stringify(config), order: 1 },
          { id: '2', fieldName: 'b', type: 'date', config: { label: 'B' }, order: 2 },
        ],
      }),
    );
    const fields = await fetchUserGenericFields();
    expect(requests[0]?.url).toBe('/service-api/graphql?c=UserGenericFields');
    expect(fields[0]).toMatchObject({ fieldName: 'a', type: 'number', config });
    expect(fields[1]).toMatchObject({ fieldName: 'b', type: 'text', config: { label: 'B' } });
  });
});
