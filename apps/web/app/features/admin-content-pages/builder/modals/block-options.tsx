import type { CtaProps, RssProps, SocialButtonsProps } from '@print/core/pages/blocks/index';
import { forEachBlock } from '@print/core/pages/page-nodes';
import type { PageBlock, PageDocument } from '@print/core/pages/page-document';
import { CtaEditorModal } from './cta-editor-modal.tsx';
import { RssOptionsModal } from './rss-options-modal.tsx';
import { SocialButtonsModal } from './social-buttons-modal.tsx';

// The blocks whose options are edited in a modal of spec §2 (RSS feed options, social buttons, the
// call-to-action editor) rather than only in the side panel: the modal gets the block's props as the
// page reader read them and hands back props its block's declaration accepted.

/** Each modal block type with the title its button and modal carry. */
export const OPTIONS_MODALS = {
  rss: 'cms.rssOptions',
  socialButtons: 'cms.socialButtons',
  cta: 'cms.ctaEditor',
} as const;

export type OptionsBlockType = keyof typeof OPTIONS_MODALS;

export const hasOptionsModal = (type: string | undefined): type is OptionsBlockType =>
  !!type && Object.hasOwn(OPTIONS_MODALS, type);

/** The read block of that id, wherever it sits (inside another block's slot too). */
export function blockOfId(document: PageDocument, id: string): PageBlock | undefined {
  let found: PageBlock | undefined;
  forEachBlock(document, (block) => {
    if (block.id === id) found = block;
  });
  return found;
}

/** The modal of a block that has one; `onSave` gets the checked props. */
export function BlockOptionsModal({
  block,
  languages,
  onSave,
  onClose,
}: {
  block: PageBlock;
  languages: readonly string[];
  onSave: (props: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  switch (block.type) {
    case 'rss':
      return <RssOptionsModal value={block.props as RssProps} onSave={onSave} onClose={onClose} />;
    case 'socialButtons':
      return (
        <SocialButtonsModal value={block.props as SocialButtonsProps} onSave={onSave} onClose={onClose} />
      );
    case 'cta':
      return (
        <CtaEditorModal
          value={block.props as CtaProps}
          languages={languages}
          onSave={onSave}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
