import { renderTemplateSvg } from '@print/core/print/render-svg';
import type { Template } from '@print/core/print/template';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { classNames } from './class-names.ts';
import { documentVariableReader, themeColorResolver } from './theme-colors.ts';
import { useIsClient } from './use-is-client.ts';
import styles from './print-preview.module.css';

// The personalised print preview, shared by the product form (live preview, content release) and the
// order pages (what was ordered): one renderer (@print/core/print/render-svg) for all of them.

type PreviewSvgProps = {
  template: Template;
  values: Readonly<Record<string, string>>;
  page: string;
  /** Accessible name of the picture. */
  label: string;
  className?: string;
  testId?: string;
};

/**
 * The tenant's colours (theme CSS variables) and this origin for uploads under /media: both known
 * only in the browser, so the server and the hydrating client draw nothing (null), and the
 * picture appears right after hydration, in the right colours.
 */
function useRenderEnvironment() {
  const isClient = useIsClient();
  return useMemo(
    () =>
      isClient
        ? { resolveColor: themeColorResolver(documentVariableReader()), imageBaseUrl: window.location.origin }
        : null,
    [isClient],
  );
}

/**
 * One template page as inline SVG (inline, not <img>: only inline SVG can use the page's web fonts
 * and load the uploaded images). The renderer escapes every value and lets only safe image URLs
 * through (svg-safety.ts), so the markup is safe to insert. Rendering follows typing at a lower
 * priority (useDeferredValue), so fast typing never waits for the picture.
 */
export function PreviewSvg({ template, values, page, label, className, testId }: PreviewSvgProps) {
  const deferredValues = useDeferredValue(values);
  const environment = useRenderEnvironment();
  // Every font the template's text uses, as the print PDF embeds them (not only the theme's); loaded
  // after the first paint (the picture itself is drawn only after hydration).
  useEffect(() => {
    void import('./print-fonts.ts').then(({ addPreviewFonts }) => addPreviewFonts(template));
  }, [template]);
  const svg = useMemo(
    () =>
      environment
        ? renderTemplateSvg(template, deferredValues, {
            page,
            ...environment,
            showBleed: true,
            showPlaceholders: true,
          })
        : '',
    [template, deferredValues, page, environment],
  );
  return (
    <div
      className={classNames(styles.svg, className)}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-page={page}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
