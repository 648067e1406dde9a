/**
 * Tells this process's caches that a tenant's settings changed (decision 0006): the instance that saved
 * an edit shows it at once; other instances still see it within their cache's lifetime. Listeners must be
 * cheap and must not throw (they run after the saving request committed).
 */
export type TenantChanges = {
  changed(tenantId: string): void;
  onChange(listener: (tenantId: string) => void): void;
};

export function createTenantChanges(): TenantChanges {
  const listeners: ((tenantId: string) => void)[] = [];
  return {
    changed(tenantId) {
      for (const listener of listeners) listener(tenantId);
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
