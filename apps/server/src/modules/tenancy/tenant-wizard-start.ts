import { checkTenantSetupStart, WIZARD_LANGUAGES } from '@print/core/tenancy/tenant-wizard';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { enterTenantScope, withSystem } from '../../platform/db/tenant-scope.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, invalidInput } from '../../platform/errors.ts';
import { tenantLanguages, tenants, type TenantSettings } from './tenancy.tables.ts';

// The first write of the setup wizard (spec §2): the tenant row, status 'setup', so no host serves it
// yet. Creating a tenant is the one write of platform administration on the privileged path (app_user
// may not insert tenants); its first language is then written inside the new tenant's scope.

export type StartTenantSetup = {
  /** The wizard's key for this setup: the new tenant's id, so the same start twice makes one tenant. */
  requestKey: string;
  slug: string;
  companyName: string;
  pageTitle: string;
  claim?: string | null;
};

/** The setup step the wizard resumes at after the start: the first two steps are behind it. */
export const STEP_AFTER_START = 2;

const firstFieldError = (errors: Record<string, { key: string; params?: Record<string, string> }>) => {
  const [first] = Object.values(errors);
  return first ? invalidInput(first.key, errors, first.params) : null;
};

/**
 * Creates the tenant (status 'setup') and answers its id. The same request key again answers the same
 * tenant; a slug another tenant has is refused as its fallback domain would be: 'Domain already exists'.
 * `language`: the operator's, the new tenant's first (and default) language until the Translation step.
 */
export async function startTenantSetup(
  database: Database,
  input: StartTenantSetup,
  language: string,
): Promise<string> {
  const values = {
    slug: input.slug.trim(),
    companyName: input.companyName.trim(),
    pageTitle: input.pageTitle.trim(),
    claim: input.claim?.trim() ?? '',
  };
  const invalid = firstFieldError(checkTenantSetupStart(values));
  if (invalid) throw invalid;
  if (!isUuid(input.requestKey))
    throw invalidInput('validation.invalidSetting', { requestKey: { key: 'validation.invalidSetting' } });
  const first = (WIZARD_LANGUAGES as readonly string[]).includes(language) ? language : 'de-DE';
  const text = (value: string) => (value ? { [first]: value } : {});
  const settings: TenantSettings = {
    companyName: values.companyName,
    pageTitle: text(values.pageTitle),
    claim: text(values.claim),
    header: {},
    footer: { imprintUrl: '/imprint', privacyUrl: '/privacy', termsUrl: '/terms' },
    home: { heroTitle: text(values.companyName), heroText: text(values.claim) },
  };
  return withSystem(database, async (tx) => {
    const [made] = await tx
      .insert(tenants)
      .values({
        id: input.requestKey,
        slug: values.slug,
        name: values.companyName,
        settings,
        status: 'setup',
        setupStep: STEP_AFTER_START,
      })
      // A second start with this key (or this slug) waits for the first and then inserts nothing.
      .onConflictDoNothing()
      .returning({ id: tenants.id });
    if (made) {
      await enterTenantScope(tx, made.id);
      await tx.insert(tenantLanguages).values({ languageCode: first, isDefault: true, sortOrder: 0 });
      return made.id;
    }
    const [same] = await tx
      .select({ slug: tenants.slug, status: tenants.status })
      .from(tenants)
      .where(eq(tenants.id, input.requestKey));
    if (same?.slug === values.slug && same.status === 'setup') return input.requestKey;
    if (same)
      throw invalidInput('validation.invalidSetting', { requestKey: { key: 'validation.invalidSetting' } });
    throw conflict('validation.domainExists', { slug: { key: 'validation.domainExists' } });
  });
}
