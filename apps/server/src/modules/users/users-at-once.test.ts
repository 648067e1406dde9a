import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 23: two users given the same username or e-mail at the same moment (two admins). The check
// before the write cannot see the other's; the unique index decides, and the loser gets the form's
// message, not "Unexpected error.". The race only shows on PostgreSQL (CI runs this there too).

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

const account = (name: string) => ({
  email: `${name}@example.com`,
  username: name,
  firstName: 'Gleich',
  lastName: 'Zeitig',
  language: 'de-DE',
  roles: ['customer'],
});

async function newUser(name: string): Promise<string> {
  const { body } = await graphqlAs<{ createUser: { id: string } }>(
    t,
    admin,
    'mutation U($input: UserAccountInput!) { createUser(input: $input) { id } }',
    { input: { ...account(name), password: 'Gleich#2026x' } },
  );
  return body.data!.createUser.id;
}

describe('renaming users to the same name at once', () => {
  for (const [what, key, change] of [
    ['username', 'admin.usernameTaken', { username: 'gleicher' }],
    ['e-mail', 'admin.emailTaken', { email: 'gleich@example.com' }],
  ] as const) {
    it(`gives the ${what} to one and answers the other '${key}'`, async () => {
      const names = [`${what === 'username' ? 'u' : 'e'}eins`, `${what === 'username' ? 'u' : 'e'}zwei`];
      const ids = await Promise.all(names.map(newUser));
      const answers = await Promise.all(
        ids.map((id, index) =>
          graphqlAs(
            t,
            admin,
            'mutation U($id: ID!, $input: UserAccountInput!) { updateUser(id: $id, input: $input) { id } }',
            { id, input: { ...account(names[index]!), ...change } },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.filter((answer) => answer.body.data)).toHaveLength(1);
      const refused = answers.find((answer) => answer.body.errors)!.body.errors![0]!;
      expect(refused.extensions).toMatchObject({ key });
    });
  }
});
