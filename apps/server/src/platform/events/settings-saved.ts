import { contributed } from '../module-contributions.ts';
import type { ServiceContext } from '../service-context.ts';

/**
 * What else happens, in the same transaction, when an admin saves a section of the tenant's settings.
 * The tenancy module saves settings but sits below the activity log in the module layers, so the log
 * (modules/audit) contributes a listener in its descriptor (contributes.settingsSaved, decision 0061),
 * and every settings save, in whichever module its screen lives, is recorded the same way.
 */
export type SettingsSavedListener = (
  ctx: ServiceContext,
  section: string,
  details?: Record<string, unknown>,
) => Promise<void>;

declare module '../module-contributions.ts' {
  interface ContributionKinds {
    /** Told of every save of a section of the tenant's settings, in its transaction. */
    settingsSaved: SettingsSavedListener;
  }
}

/** `details`: a few facts the log keeps with the entry (what a platform operator's change concerned). */
export async function settingsSaved(
  ctx: ServiceContext,
  section: string,
  details?: Record<string, unknown>,
): Promise<void> {
  for (const listener of contributed('settingsSaved')) await listener(ctx, section, details);
}
