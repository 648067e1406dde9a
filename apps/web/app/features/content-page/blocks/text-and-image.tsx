import type { ImageProps, TextProps } from '@print/core/pages/blocks/index';
import type { RichTextDocument } from '@print/core/rich-text/rich-text';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../ui/class-names.ts';
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

/** The photographer's credit a stock photo carries (spec §2: the provider's guidelines ask for it). */
function PhotoCredit({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation();
  // The author's name becomes a link inside the translated sentence.
  const [before = '', after = ''] = t('cms.photoCredit', { author: '\u0000' }).split('\u0000');
  return (
    <small className={styles.credit}>
      {before}
      {url ? (
        <a href={url} rel="noopener">
          {name}
        </a>
      ) : (
        name
      )}
      {after}
    </small>
  );
}

/** A picture with its aspect ratio per screen width, loaded when scrolled near, with caption and credit. */
export function ImageBlock({ props }: BlockViewProps<ImageProps>) {
  const text = usePageText();
  const { src, alt, creditName, creditUrl } = props.image;
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
          {creditName && <PhotoCredit name={creditName} url={creditUrl} />}
        </figcaption>
      )}
    </figure>
  );
}
