import { randomUUID } from 'node:crypto';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { graphqlAs, loginAs, type CookieJar } from '../auth-helpers.ts';
import { next, type AtOnceCase, type Answer, type Session } from './session.ts';

// The tenant setup wizard (modules/tenancy, decision 0089), called by the platform operator. Every run
// starts a tenant of its own: the same start twice is one tenant (its request key is its id), a step
// saved twice is saved once, Finish twice finishes once (the second finds it active), and a setup
// deleted twice is deleted once.

let operator: CookieJar | null = null;
const operatorOf = async (session: Session) =>
  (operator ??= await loginAs(session.t, 'plattform', 'Plattform#2026'));

const START = 'mutation S($input: StartTenantSetupInput!) { startTenantSetup(input: $input) { id } }';
const SAVE = 'mutation W($input: TenantSetupStepInput!) { saveTenantSetupStep(input: $input) { id } }';
const FINISH = 'mutation F { finishTenantSetup { id } }';
const DELETE = 'mutation D($id: ID!) { deleteTenantSetup(id: $id) }';

const startInput = () => {
  const slug = `at-once-${next()}-${Date.now().toString(36)}`;
  return { requestKey: randomUUID(), slug, companyName: `Company ${slug}`, pageTitle: 'Title' };
};

/** A tenant in setup of its own for one run. */
async function newSetupTenant(session: Session): Promise<string> {
  const answer = await graphqlAs<{ startTenantSetup: { id: string } }>(
    session.t,
    await operatorOf(session),
    START,
    {
      input: startInput(),
    },
  );
  if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data.startTenantSetup.id;
}

/** The call as the operator, acting for the run's tenant when it names one. */
function asOperator(query: string) {
  return async (session: Session, variables: Record<string, unknown>): Promise<Answer> => {
    const { tenantId, ...rest } = variables as { tenantId?: string };
    const headers: Record<string, string> = tenantId ? { [ACTING_TENANT_HEADER]: tenantId } : {};
    return graphqlAs(session.t, await operatorOf(session), query, rest, 'localhost', headers);
  };
}

export const tenantWizardCases: Record<string, AtOnceCase> = {
  startTenantSetup: {
    setup: async () => ({ input: startInput() }),
    send: asOperator(START),
  },
  saveTenantSetupStep: {
    setup: async (session) => ({
      tenantId: await newSetupTenant(session),
      input: {
        step: 'general',
        general: { companyName: `Renamed ${next()}`, pageTitle: 'New title', claim: '' },
      },
    }),
    send: asOperator(SAVE),
  },
  finishTenantSetup: {
    setup: async (session) => ({ tenantId: await newSetupTenant(session) }),
    send: asOperator(FINISH),
  },
  // Sent from the operator's own shop, naming the setup: the second finds it deleted and answers so.
  deleteTenantSetup: {
    setup: async (session) => ({ id: await newSetupTenant(session) }),
    send: asOperator(DELETE),
  },
};
