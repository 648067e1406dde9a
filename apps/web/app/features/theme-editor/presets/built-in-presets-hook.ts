// HOOK POINT (issue 26): the built-in presets ("a handful of good built-in presets" that pass contrast)
// are core's (packages/core/src/theme/theme-presets.ts, written beside this editor). Until it is on main
// the Presets panel lists none of them; when it lands, return them here (name as a catalogue key).

export type BuiltInPreset = { id: string; nameKey: string; config: unknown };

export const BUILT_IN_PRESETS: readonly BuiltInPreset[] = [];
