import type { ServiceContext } from '../service-context.ts';

/**
 * What else happens, in the same transaction, when an admin saves a section of the tenant's settings.
 * The tenancy module saves settings but sits below the activity log in the module layers, so the log
 * (modules/audit) registers itself here when the app loads its modules, and every settings save, in
 * whichever module its screen lives, is recorded the same way.
 */
export type SettingsSavedListener = (ctx: ServiceContext, section: string) => Promise<void>;

const listeners: SettingsSavedListener[] = [];

export function onSettingsSaved(listener: SettingsSavedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function settingsSaved(ctx: ServiceContext, section: string): Promise<void> {
  for (const listener of listeners) await listener(ctx, section);
}
