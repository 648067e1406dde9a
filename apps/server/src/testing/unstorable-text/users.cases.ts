import { BILLING } from '../checkout-helpers.ts';
import { fixture, next, type Case } from './fixture.ts';

// Users, roles, user fields and the own profile (modules/users).

export const userCases: Record<string, Case> = {
  user: { base: () => ({ id: fixture.customerId }) },
  users: { base: () => ({ search: 'kunde' }) },
  archiveUser: { base: () => ({ id: fixture.customerId }) },
  createUser: {
    base: () => {
      const n = next();
      return {
        input: {
          email: `fuzz${n}@example.com`,
          username: `fuzz${n}`,
          firstName: 'Fuzz',
          lastName: 'User',
          language: 'de-DE',
          password: 'Fuzz#2026x',
          roles: ['customer'],
        },
      };
    },
  },
  unarchiveUser: { base: () => ({ id: fixture.customerId }) },
  updateUser: {
    base: () => ({
      id: fixture.customerId,
      input: { email: 'kunde@druckerei.test', username: 'kunde', firstName: 'Kim', roles: ['customer'] },
    }),
  },
  createRole: {
    base: () => ({ input: { name: `fuzz${next()}`, description: 'Fuzz', rights: ['catalog.read'] } }),
  },
  deleteRole: { base: () => ({ name: 'fuzzrole' }) },
  updateRole: {
    base: () => ({ name: 'fuzzrole', input: { description: 'Fuzz', rights: ['catalog.read'] } }),
  },
  createUserField: {
    base: () => ({
      input: {
        fieldName: `fuzz${next()}`,
        label: 'Fuzz',
        type: 'select',
        options: ['a', 'b'],
        defaultValue: 'a',
        labelTranslations: [{ languageCode: 'en-GB', translation: 'Fuzz' }],
      },
    }),
  },
  deleteUserField: { base: () => ({ id: fixture.fieldId }) },
  reorderUserFields: { base: () => ({ ids: [fixture.fieldId] }) },
  updateUserField: {
    base: () => ({
      id: fixture.fieldId,
      input: { fieldName: 'fuzzfield', label: 'Fuzz', type: 'text', use: true },
    }),
  },
  updateAddress: { base: () => ({ kind: 'shipping', address: BILLING }) },
  updateProfile: {
    base: () => ({
      profile: { firstName: 'Ada', lastName: 'Admin', city: 'Berlin' },
      customFields: [{ fieldName: 'fuzzfield', value: 'a' }],
    }),
  },
};
