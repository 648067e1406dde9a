import type { Theme } from '@print/core/theme/types';

// HOOK POINT (issue 26): how many other entries follow an entry, and which kinds of element they colour
// ("changing Primary changes 14 entries"), is core's to say (packages/core/src/theme/colour-followers.ts,
// written beside this editor). Until it is on main this counts nothing and the panel shows no count;
// when it lands, answer with its result here (the panel shows `count` with the admin.themeFollowers text).

export type ColourFollowers = { count: number };

export function colourFollowers(_theme: Theme, _path: string): ColourFollowers | null {
  return null;
}
