import type { UserFieldConfig } from '@print/core/users/user-fields';
import type { UserGenericField } from '../../lib/i18n/user-fields-query.ts';
import type { Me } from './account-api.ts';

// Test data of the account pages: a signed-in customer and custom user fields.

export const fieldLabel = (text: string): UserFieldConfig => ({
  label: text,
  labelTranslation: {
    baseTranslation: text,
    translations: [{ languageCode: 'de-DE', translation: `${text} (de)` }],
  },
});

export function userField(overrides: Partial<UserGenericField> & { fieldName: string }): UserGenericField {
  return {
    id: overrides.fieldName,
    group: '',
    type: 'text',
    required: false,
    use: true,
    config: fieldLabel(overrides.fieldName),
    defaultValue: '',
    tenantID: 't1',
    order: 0,
    translations: [],
    ...overrides,
  };
}

export const me: Me = {
  id: 'u1',
  email: 'kunde@druckerei.test',
  username: null,
  language: 'en-GB',
  isTemporary: false,
  rights: [],
  salutation: 'mrs',
  title: 'Dr.',
  firstName: 'Karla',
  lastName: 'Kunde',
  country: 'Germany',
  phone: '+49 30 123456',
  fax: '',
  mobile: '',
  street: 'Hauptstr. 1',
  companyName: 'Druckerei',
  division: '',
  zipCode: '10115',
  city: 'Berlin',
  customFields: [
    { fieldName: 'customerNumber', value: '4711' },
    { fieldName: 'retired', value: 'kept' },
  ],
  billingAddress: {
    salutation: 'mr',
    title: '',
    firstName: 'Bill',
    lastName: 'Payer',
    companyName: 'Druckerei',
    phone: '',
    email: 'bill@druckerei.test',
    ccEmail: '',
    costCenter: 'K-12',
    street: 'Weg 2',
    zipCode: '20095',
    city: 'Hamburg',
    country: 'Germany',
  },
  shippingAddress: null,
};
