import type { TenantThemeValues } from '@print/core/tenancy/tenant-wizard';
import type { Tx } from '../../platform/db/client.ts';
import { contributed } from '../../platform/module-contributions.ts';

// What a new tenant gets from the other modules when its setup wizard finishes (decision 0061): the
// users module its built-in roles, the theme module the chosen look, the content module its legal pages
// and home page. Tenancy sits below them in the layers, so it names none of them: each contributes here
// in its descriptor. No demo data: the demo seed keeps its own path (demo/seed-demo.ts).

/** What the wizard knows of the new tenant when it finishes. */
export type TenantSetupFacts = {
  tenantId: string;
  slug: string;
  companyName: string;
  /** The tenant's languages, the default first. */
  languages: string[];
  defaultLanguage: string;
  /** The theme step's choice; null when it was skipped (the first preset then). */
  theme: TenantThemeValues | null;
};

/** One module's part of a new tenant, written in the finishing transaction, inside the new tenant. */
export type TenantSetupContribution = (tx: Tx, setup: TenantSetupFacts) => Promise<void>;

declare module '../../platform/module-contributions.ts' {
  interface ContributionKinds {
    /** Fills a tenant the setup wizard finishes (its roles, look, first pages). */
    tenantSetup: TenantSetupContribution;
    /**
     * The pixel size of a picture the tenant uploaded, by its media id (the media module's), kept
     * share-locked until the transaction ends; null for none. The wizard checks logo sizes with it.
     */
    uploadedImageSize: (tx: Tx, mediaId: string) => Promise<{ width: number; height: number } | null>;
    /**
     * The names of a tenant's stored files (the media module's), read on the privileged path before
     * the tenant is deleted, so the files go with it (deleting an abandoned setup).
     */
    storedFilesOf: (tx: Tx, tenantId: string) => Promise<string[]>;
  }
}

/** Every module's part, in the order of the module list. */
export async function runTenantSetup(tx: Tx, setup: TenantSetupFacts): Promise<void> {
  for (const contribute of contributed('tenantSetup')) await contribute(tx, setup);
}

/** Every module's stored files of a tenant (privileged path: names another tenant's files). */
export async function storedFilesOf(tx: Tx, tenantId: string): Promise<string[]> {
  const names: string[] = [];
  for (const files of contributed('storedFilesOf')) names.push(...(await files(tx, tenantId)));
  return names;
}

/** The size of an uploaded picture of the tenant (media module), or null when there is none. */
export async function uploadedImageSize(tx: Tx, mediaId: string) {
  const [size] = contributed('uploadedImageSize');
  return size ? size(tx, mediaId) : null;
}
