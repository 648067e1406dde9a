import type { ImageProps, TextProps } from '@print/core/pages/blocks/index';
import type { RichTextDocument } from '@print/core/rich-text/rich-text';
import { classNames } from '../../../ui/class-names.ts';
import { PhotoCredit } from '../../../ui/photo-credit.tsx';
import { RichTextView } from '../../../ui/rich-text-view.tsx';
import { useLocalizedValue, usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import { responsiveClasses } from '../../../lib/pages/responsive-classes.ts';
import styles from './text-and-image.module.css';

/** Rich text in the viewer's language, drawn by the shop's rich text view (as product descriptions). */
export function TextBlock({ props }: BlockViewProps<TextProps>) {
  const pick = useLocalizedValue();
  const body = pick<RichTextDocument>(props.body);
  if (!body || body.length === 0) return null;
  return (
    <RichTextView
      value={JSON.stringify(body)}
      className={classNames(styles.text, props.align === 'center' && styles.center)}
    />
  );
}

/** A picture with its aspect ratio per screen width, loaded when scrolled near, with caption and credit. */
export function ImageBlock({ props }: BlockViewProps<ImageProps>) {
  const text = usePageText();
  const { src, alt, creditName, creditUrl, creditSourceUrl } = props.image;
  if (src === '') return null;
  const caption = text(props.caption);
  return (
    <figure className={styles.figure}>
      <div className={classNames(styles.frame, responsiveClasses(styles, 'ratio', props.aspectRatio))}>
        <img className={styles.image} src={src} alt={text(alt)} loading="lazy" decoding="async" />
      </div>
      {(caption || creditName) && (
        <figcaption className={styles.caption}>
          {caption}
          {/* A stock photo's credit (spec §2: the provider's guidelines ask for it). */}
          {creditName && (
            <PhotoCredit
              className={styles.credit}
              name={creditName}
              url={creditUrl}
              sourceUrl={creditSourceUrl}
            />
          )}
        </figcaption>
      )}
    </figure>
  );
}
