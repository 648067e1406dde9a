import type { Theme } from '@print/core/theme/types';

/**
 * What every panel of the theme editor gets (issue 26): the theme as it stands, and the change to make,
 * named for the undo button ("Primary · Background").
 */
export type PanelProps = { theme: Theme; onChange: (next: Theme, what: string) => void };
