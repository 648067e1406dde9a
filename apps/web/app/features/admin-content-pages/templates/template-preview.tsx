import type { PageBlock, PageDocument } from '@print/core/pages/page-document';
import { classNames } from '../../../ui/class-names.ts';
import styles from './template-preview.module.css';

// A template's small preview in the wizard: its layout drawn as shapes (a hero as a tinted panel, a
// heading as a bar, text as lines, columns side by side, products as tiles) in the theme's colours.
// Drawn from the document alone, so the wizard needs neither the shop's renderer nor its data.

/** Sections and blocks beyond these are left out of a preview (it is a thumbnail). */
const MAX_SECTIONS = 6;
const MAX_BLOCKS = 6;

const Lines = ({ count }: { count: number }) => (
  <span className={styles.lines}>
    {Array.from({ length: count }, (_, index) => (
      <span key={index} className={styles.line} />
    ))}
  </span>
);

function BlockShape({ block }: { block: PageBlock }) {
  const props = block.props;
  switch (block.type) {
    case 'hero':
      return (
        <span className={styles.hero}>
          <span className={styles.title} />
          <Lines count={1} />
          <span className={styles.button} />
        </span>
      );
    case 'heading':
      return <span className={classNames(styles.title, props.level === 'h3' && styles.small)} />;
    case 'text':
      return <Lines count={3} />;
    case 'image':
      return <span className={styles.image} />;
    case 'cta':
      return props.clickBehaviour === 'button' ? (
        <span className={styles.button} />
      ) : (
        <span className={styles.card}>
          <Lines count={2} />
          <span className={styles.button} />
        </span>
      );
    case 'columns': {
      const columns = (props.columns as { blocks: PageBlock[] }[] | undefined) ?? [];
      return (
        <span className={styles.columns}>
          {columns.map((column, index) => (
            <span key={index} className={styles.column}>
              {column.blocks.slice(0, MAX_BLOCKS).map((inner) => (
                <BlockShape key={inner.id} block={inner} />
              ))}
            </span>
          ))}
        </span>
      );
    }
    case 'productRow':
      return (
        <span className={styles.tiles}>
          {[0, 1, 2, 3].map((index) => (
            <span key={index} className={styles.tile} />
          ))}
        </span>
      );
    case 'linkPage':
      return (
        <span className={styles.card}>
          <Lines count={2} />
        </span>
      );
    case 'cloudbar':
    case 'socialButtons':
      return (
        <span className={styles.chips}>
          {[0, 1, 2].map((index) => (
            <span key={index} className={styles.chip} />
          ))}
        </span>
      );
    default:
      return <Lines count={1} />;
  }
}

const sectionTone = (background: string) =>
  background === 'colors.primary.background' ? styles.strong : background ? styles.tinted : undefined;

/** The document's layout as a thumbnail; `label` names it for screen readers. */
export function TemplatePreview({ document, label }: { document: PageDocument; label: string }) {
  return (
    <span className={styles.preview} role="img" aria-label={label}>
      {document.sections.slice(0, MAX_SECTIONS).map((section) => (
        <span
          key={section.id}
          className={classNames(styles.section, sectionTone(section.settings.background))}
        >
          {section.blocks.slice(0, MAX_BLOCKS).map((block) => (
            <BlockShape key={block.id} block={block} />
          ))}
        </span>
      ))}
    </span>
  );
}
