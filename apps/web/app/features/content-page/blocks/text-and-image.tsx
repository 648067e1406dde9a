import type { ImageProps, TextProps } from '@print/core/pages/blocks/index';
import { classNames } from '../../../ui/class-names.ts';
import { PhotoCredit } from '../../../ui/photo-credit.tsx';
import { RichTextView } from '../../../ui/rich-text-view.tsx';
import { usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import { responsiveClasses } from '../../../lib/pages/responsive-classes.ts';
import styles from './text-and-image.module.css';

/** Rich text in the viewer's language, drawn by the shop's rich text view (as product descriptions). */
export function TextBlock({ props }: BlockViewProps<TextProps>) {
  const text = usePageText();
  const body = text(props.body, 'body');
  if (!body) return null;
  return (
    <RichTextView
      value={JSON.stringify(body.text)}
      className={classNames(styles.text, props.align === 'center' && styles.center)}
      {...body.attributes}
    />
  );
}

/** A picture with its aspect ratio per screen width, loaded when scrolled near, with caption and credit. */
export function ImageBlock({ props }: BlockViewProps<ImageProps>) {
  const text = usePageText();
  const { src, alt, creditName, creditUrl, creditSourceUrl } = props.image;
  if (src === '') return null;
  const caption = text(props.caption, 'caption');
  const altText = text(alt, 'image.alt', 'alt');
  return (
    <figure className={styles.figure}>
      <div className={classNames(styles.frame, responsiveClasses(styles, 'ratio', props.aspectRatio))}>
        <img
          className={styles.image}
          src={src}
          alt={altText?.text ?? ''}
          loading="lazy"
          decoding="async"
          {...altText?.attributes}
        />
      </div>
      {(caption || creditName) && (
        <figcaption className={styles.caption}>
          {caption && <span {...caption.attributes}>{caption.text}</span>}
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
