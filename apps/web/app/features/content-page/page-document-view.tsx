import { localeFallbackChain } from '@print/core/i18n/locale';
import type { PageBlock, PageDocument, PageSection } from '@print/core/pages/page-document';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PageRenderContext,
  type BlockData,
  type PageBlockView,
  type PageRender,
} from '../../lib/pages/page-render.tsx';
import { responsiveClasses } from '../../lib/pages/responsive-classes.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { classNames } from '../../ui/class-names.ts';
import { sectionColours } from './section-colours.ts';
import styles from './page-document.module.css';

// The shop's renderer of a CMS page (issue 25): sections with their settings, holding blocks, each drawn
// by its type's component from one registry (routes/page-block-views.ts), on the server for the first
// load. No editor code: the page builder renders its canvas through this same view.

type Props = {
  document: PageDocument;
  /** The stored page's id, on its container: a text's address starts there (none on the builder's canvas). */
  pageId?: string;
  /** The render component of each block type. */
  views: readonly PageBlockView[];
  /** Data for blocks that need the server's (product rows), by block id, from the route loader. */
  blockData?: BlockData;
  /** The language to show (the page builder's editing language); else the visitor's. */
  language?: string;
};

/**
 * One block, drawn again only when it changed (the page builder's canvas keeps unchanged blocks the same
 * objects between keystrokes: lib/pages/share-unchanged.ts).
 */
const BlockView = memo(function BlockView({
  block,
  View,
}: {
  block: PageBlock;
  View: PageBlockView['View'];
}) {
  return (
    // The block's id makes its texts addressable (page, block, property, language) on the live page:
    // each carries its path in the props (usePageText, docs/architecture.md "Text addresses").
    <div className={styles.block} data-block-id={block.id} data-block-type={block.type}>
      <View id={block.id} props={block.props as never} />
    </div>
  );
});

const Section = memo(function Section({
  section,
  Blocks,
}: {
  section: PageSection;
  Blocks: PageRender['Blocks'];
}) {
  const { settings } = section;
  const colours = sectionColours(settings.background);
  return (
    <section
      // The anchor of links to the section (`#…`); without one of its own, the section's id.
      id={settings.anchor || section.id}
      className={classNames(
        styles.section,
        responsiveClasses(styles, 'padding', settings.padding),
        styles[`width-${settings.width}`],
        styles[`gap-${settings.gap}`],
        styles[`text-${settings.textBackground}`],
      )}
      style={colours}
      data-section-colour={colours ? '' : undefined}
      data-section-id={section.id}
    >
      <div className={styles.inner}>
        <Blocks blocks={section.blocks} />
      </div>
    </section>
  );
});

/** A CMS page's sections and blocks in the viewer's language (falling back along the chain). */
export function PageDocumentView({ document, pageId, views, blockData, language: shown }: Props) {
  const { i18n } = useTranslation();
  const { tenant } = useShell();
  const language = shown ?? i18n.language;
  const defaultLanguage = tenant.defaultLanguage;

  const render = useMemo<PageRender>(() => {
    const byType = new Map(views.map((view) => [view.type, view.View]));
    function Blocks({ blocks }: { blocks: readonly PageBlock[] }) {
      return blocks.map((block) => {
        const View = byType.get(block.type);
        return View ? <BlockView key={block.id} block={block} View={View} /> : null;
      });
    }
    return {
      language,
      chain: localeFallbackChain(language, defaultLanguage),
      blockData: blockData ?? {},
      Blocks,
    };
  }, [views, language, defaultLanguage, blockData]);

  return (
    <PageRenderContext value={render}>
      <div className={styles.page} data-testid="content-page" data-page-id={pageId}>
        {document.sections.map((section) => (
          <Section key={section.id} section={section} Blocks={render.Blocks} />
        ))}
      </div>
    </PageRenderContext>
  );
}
