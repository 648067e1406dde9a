// Public API of @print/core: pure rules shared by the server and the web app.

export * from './constants.ts';
export * from './log.ts';

export * from './theme/types.ts';
export * from './theme/default-theme.ts';
export * from './theme/style-values.ts';
export * from './theme/resolve-color.ts';
export * from './theme/style-config.ts';
export * from './theme/merge-theme.ts';
export * from './theme/css-variables.ts';
export * from './theme/fonts.ts';

export * from './i18n/locale.ts';

export * from './validation/messages.ts';
export * from './validation/patterns.ts';
export * from './validation/text-rules.ts';
export * from './validation/admin-rules.ts';
export * from './validation/clamp-number.ts';
export * from './validation/validate-field.ts';
