import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isThemePreviewFrame } from '../lib/theme/theme-preview-frame.ts';

/**
 * Inside the theme editor's frame only (issue 26): loads the preview listener, which draws the editor's
 * draft theme, and tells the editor each page the frame shows. Shoppers load nothing of it (a chunk of
 * its own, imported on demand). Rendered by the storefront layout, on its error pages too.
 */
export function ThemePreviewLoader() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isThemePreviewFrame()) return;
    void import('../features/theme-preview/start-theme-preview.ts').then((preview) =>
      preview.startThemePreview(pathname + search),
    );
  }, [pathname, search]);
  return null;
}
