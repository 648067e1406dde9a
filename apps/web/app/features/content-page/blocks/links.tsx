import type { CloudbarProps, LinkPageProps } from '@print/core/pages/blocks/index';
import { ArrowRightIcon } from '../../../ui/icons.tsx';
import { ContentLink } from '../../../lib/pages/content-link.tsx';
import { usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import styles from './links.module.css';

/** A teaser of another page: picture, title and text, the whole card one link to it. */
export function LinkPageBlock({ props }: BlockViewProps<LinkPageProps>) {
  const text = usePageText();
  const title = text(props.title);
  const description = text(props.description);
  if (!title && !description) return null;
  const picture = props.image.src;
  return (
    <article className={styles.card}>
      {picture && (
        <img className={styles.cardImage} src={picture} alt={text(props.image.alt)} loading="lazy" />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          {props.url ? (
            <ContentLink url={props.url} className={styles.cardLink}>
              {title || props.url}
            </ContentLink>
          ) : (
            title
          )}
        </h3>
        {description && <p className={styles.cardText}>{description}</p>}
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
  const links = props.links
    .map((link) => ({ label: text(link.label), url: link.url }))
    .filter((link) => link.label !== '');
  if (links.length === 0) return null;
  return (
    <ul className={styles.cloudbar}>
      {links.map((link, index) => (
        <li key={index}>
          {link.url ? (
            <ContentLink url={link.url} className={styles.chip}>
              {link.label}
            </ContentLink>
          ) : (
            <span className={styles.chip}>{link.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
