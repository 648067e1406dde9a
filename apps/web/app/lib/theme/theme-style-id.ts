/**
 * The id of the page's theme <style> (shell/tenant-theme-style.tsx): the server renders the published
 * theme into it, the theme editor's preview frame replaces its text with a draft's.
 */
export const THEME_STYLE_ID = 'tenant-theme';
