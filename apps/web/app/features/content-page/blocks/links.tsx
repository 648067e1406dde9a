import type { CloudbarProps, LinkPageProps } from '@print/core/pages/blocks/index';
import { ArrowRightIcon } from '../../../ui/icons.tsx';
import { ContentLink } from '../../../lib/pages/content-link.tsx';
import { usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import styles from './links.module.css';

/** A teaser of another page: picture, title and text, the whole card one link to it. */
export function LinkPageBlock({ props }: BlockViewProps<LinkPageProps>) {
  const text = usePageText();
  const title = text(props.title, 'title');
  const description = text(props.description, 'description');
  if (!title && !description) return null;
  const alt = text(props.image.alt, 'image.alt', 'alt');
  const picture = props.image.src;
  return (
    <article className={styles.card}>
      {picture && (
        <img
          className={styles.cardImage}
          src={picture}
          alt={alt?.text ?? ''}
          loading="lazy"
          {...alt?.attributes}
        />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} {...title?.attributes}>
          {props.url ? (
            <ContentLink url={props.url} className={styles.cardLink}>
              {title?.text ?? props.url}
            </ContentLink>
          ) : (
            title?.text
          )}
        </h3>
        {description && (
          <p className={styles.cardText} {...description.attributes}>
            {description.text}
          </p>
        )}
        {props.url && (
          <span className={styles.cardArrow} aria-hidden="true">
            <ArrowRightIcon />
          </span>
        )}
      </div>
    </article>
  );
}

/** Short links as chips that wrap onto further lines on narrow screens. */
export function CloudbarBlock({ props }: BlockViewProps<CloudbarProps>) {
  const text = usePageText();
  const links = props.links.flatMap((link, index) => {
    const label = text(link.label, `links.${index}.label`);
    return label ? [{ label, url: link.url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.cloudbar}>
      {links.map(({ label, url }, index) => (
        <li key={index}>
          {url ? (
            <ContentLink url={url} className={styles.chip} {...label.attributes}>
              {label.text}
            </ContentLink>
          ) : (
            <span className={styles.chip} {...label.attributes}>
              {label.text}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
