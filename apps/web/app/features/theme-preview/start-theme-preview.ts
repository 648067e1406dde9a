// The storefront layout's way in (routes/theme-preview-loader.tsx): a module that imports nothing at
// first, so every shop page's own code names only this file for it, not the files the listener needs
// (the build lists a lazily loaded module's files where it is imported). Inside the editor's frame the
// listener and its files follow one step later.

/** Loads the listener and starts it (once per page load) with the page's address. */
export const startThemePreview = (path: string): Promise<void> =>
  import('./theme-preview-listener.ts').then((listener) => listener.startThemePreview(path));
