import type { ComponentType } from 'react';
import type { Right } from '@print/core/rights';
import { ApiError } from '../api/api-error.ts';

// A tab of a tenant's detail page (/admin/tenants/:id, spec §2 Tenant detail). Each tab is a component
// of the area owning its data and works unchanged on the tenant's own admin screen (no tenantId) and in
// the platform's Tenants area (the tenant acted for: decision 0087). The tabs come from several areas,
// so they are listed where routes compose features: routes/admin/tenant-tabs.ts.

export type TenantTabProps = { tenantId?: string | undefined };

export type TenantTab = {
  /** Kept in the address as `?tab=` (the first tab has none). */
  key: string;
  labelKey: string;
  /** The right the tab's operations need (the platform operator acts with their own rights). */
  right: Right;
  Component: ComponentType<TenantTabProps>;
};

/** A tenant's query key: the tenant acted for, or the host's own ('own'). */
export const tenantKey = (base: readonly unknown[], tenantId: string | undefined) => [
  ...base,
  tenantId ?? 'own',
];

/**
 * The spec's toast after a failed save of a tenant's settings (§8): 'Could not save settings: tenant ID
 * not found' when the tenant named is not found (the acting-tenant header's 404), else 'An error
 * occurred while saving tenant settings'.
 */
export const tenantSaveFailedKey = (error: unknown): string =>
  error instanceof ApiError && error.status === 404
    ? 'admin.tenantIdNotFound'
    : 'admin.errorSavingTenantSettings';

/** The message when a tenant tab could not load: the tenant's id not found (404), else the generic one. */
export const tenantLoadFailedKey = (error: unknown): string =>
  error instanceof ApiError && error.status === 404 ? 'admin.tenantIdNotFound' : 'common.genericError';
