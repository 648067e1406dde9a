import { BILLING } from '../checkout-helpers.ts';
import { gql, listInOrder, swapFirstTwo, next, type AtOnceCase, type Session } from './session.ts';

// Users, roles, user fields and the own profile (modules/users).

const userInput = (n: number) => ({
  email: `at-once-${n}@example.com`,
  username: `atonce${n}`,
  firstName: 'Twice',
  lastName: 'At Once',
  language: 'de-DE',
  password: 'Twice#2026x',
  roles: ['customer'],
});

async function newUser(session: Session): Promise<string> {
  const made = await gql<{ createUser: { id: string } }>(
    session,
    'mutation U($input: UserAccountInput!) { createUser(input: $input) { id } }',
    { input: userInput(next()) },
  );
  return made.createUser.id;
}

async function newRole(session: Session): Promise<string> {
  const name = `atonce${next()}`;
  await gql(session, 'mutation R($input: CreateRoleInput!) { createRole(input: $input) { name } }', {
    input: { name, rights: ['catalog.read'] },
  });
  return name;
}

const userFieldInput = (fieldName: string, label = 'Twice') => ({
  fieldName,
  label,
  type: 'text',
  use: true,
});

async function newUserField(session: Session): Promise<string> {
  const made = await gql<{ createUserField: { id: string } }>(
    session,
    'mutation F($input: UserFieldInput!) { createUserField(input: $input) { id } }',
    { input: userFieldInput(`atonce${next()}`) },
  );
  return made.createUserField.id;
}

/** Whether the user fields stand in the requested order, at the positions 0, 1, 2… */
async function userFieldOrder(session: Session, variables: Record<string, unknown>) {
  const { userGenericFields: fields } = await gql<{ userGenericFields: { id: string; order: number }[] }>(
    session,
    'query F { userGenericFields { id order } }',
  );
  return listInOrder(fields, variables.ids as string[]);
}

export const userCases: Record<string, AtOnceCase> = {
  archiveUser: { setup: async (session) => ({ id: await newUser(session) }) },
  unarchiveUser: {
    setup: async (session) => {
      const id = await newUser(session);
      await gql(session, 'mutation A($id: ID!) { archiveUser(id: $id) { id } }', { id });
      return { id };
    },
  },
  createUser: { setup: async () => ({ input: userInput(next()) }) },
  updateUser: {
    setup: async (session) => ({
      id: await newUser(session),
      input: { ...userInput(next()), password: undefined, firstName: 'Changed' },
    }),
  },
  createRole: { setup: async () => ({ input: { name: `atonce${next()}`, rights: ['catalog.read'] } }) },
  deleteRole: { setup: async (session) => ({ name: await newRole(session) }) },
  updateRole: {
    setup: async (session) => ({
      name: await newRole(session),
      input: { description: 'Changed', rights: ['catalog.read', 'orders.read'] },
    }),
  },
  createUserField: { setup: async () => ({ input: userFieldInput(`atonce${next()}`) }) },
  deleteUserField: { setup: async (session) => ({ id: await newUserField(session) }) },
  updateUserField: {
    setup: async (session) => {
      const id = await newUserField(session);
      const { userGenericFields: userFields } = await gql<{
        userGenericFields: { id: string; fieldName: string }[];
      }>(session, 'query F { userGenericFields { id fieldName } }');
      return { id, input: userFieldInput(userFields.find((field) => field.id === id)!.fieldName, 'Changed') };
    },
  },
  reorderUserFields: {
    setup: async (session) => {
      await newUserField(session);
      const { userGenericFields: fields } = await gql<{ userGenericFields: { id: string }[] }>(
        session,
        'query F { userGenericFields { id } }',
      );
      return { ids: swapFirstTwo(fields.map((field) => field.id)) };
    },
    state: userFieldOrder,
  },
  updateAddress: {
    setup: async () => ({ kind: 'shipping', address: { ...BILLING, street: `Hauptstraße ${next()}` } }),
  },
  updateProfile: {
    setup: async () => ({ profile: { firstName: 'Ada', lastName: 'Admin', city: `Berlin ${next()}` } }),
  },
};
