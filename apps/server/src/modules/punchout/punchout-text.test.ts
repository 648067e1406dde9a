import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { storedUnstorableText } from '../../testing/text-fuzz.ts';
import { findTenantIdByHost } from '../tenancy/tenancy.service.ts';
import { writeTenantSecret } from '../tenancy/tenant-secrets.ts';
import { PUNCHOUT_PATHS } from './punchout.routes.ts';

// Issue 12, defect 2: a procurement system's setup fields are stored (buyer, return data), so text the
// database cannot hold (NUL, control characters) is refused with 400 and no session. (A request body
// cannot carry a lone surrogate: UTF-8 decoding makes it U+FFFD.)

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
const OCI_SETUP = sample('oci-setup-sap-srm.txt').trim();
const CXML_SETUP = sample('PunchOutSetupRequest.xml');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function useSecret(secret: string) {
  const tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
  await withTenant(t.database, tenantId, (tx) =>
    writeTenantSecret(tx, t.services.secrets, 'punchoutSecret', secret),
  );
}

const post = (url: string, type: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { host: 'localhost', 'content-type': type }, payload });

describe('punch-out setup with text that cannot be stored', () => {
  it('OCI: a NUL in a setup field answers 400 and starts no session', async () => {
    await useSecret('Tr0ub4dor&3');
    for (const body of [OCI_SETUP.replace('SRM_CATALOG', 'SRM%00X'), OCI_SETUP.replace('ADDI', 'A%01')]) {
      const response = await post(PUNCHOUT_PATHS.oci, 'application/x-www-form-urlencoded', body);
      expect(response.statusCode, body).toBe(400);
      expect(response.body).toMatch(/^Punch-out refused: .+ holds control characters\.$/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('cXML: a NUL or a control character answers 400 and stores nothing', async () => {
    await useSecret('w3lc0me-PunchOut!');
    for (const cookie of ['a&#0;b', 'a\u0001b', 'a&#x1B;b']) {
      const body = CXML_SETUP.replace(/<BuyerCookie>[^<]*/, `<BuyerCookie>${cookie}`);
      const response = await post(PUNCHOUT_PATHS.cxml, 'text/xml', body);
      expect(response.statusCode, cookie).toBe(400);
      expect(response.body).toContain('Bad Request: control characters');
    }
    expect(await storedUnstorableText(t.database)).toEqual([]);
  });
});
