// Types of eslint.boundaries.js for the TypeScript that reads its module layers (a test).
export declare const SERVER_MODULE_LAYERS: readonly (readonly string[])[];
export declare const boundaries: readonly object[];
