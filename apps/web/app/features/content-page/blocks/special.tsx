import type { ColumnsProps, CtaProps, SocialButtonsProps } from '@print/core/pages/blocks/index';
import type { PageBlock } from '@print/core/pages/page-document';
import { buttonClassName } from '../../../ui/button.tsx';
import { classNames } from '../../../ui/class-names.ts';
import { ContentLink } from '../../../lib/pages/content-link.tsx';
import { usePageRender, usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import { SOCIAL_PLATFORM_NAMES, SocialIcon } from '../social-icons.tsx';
import styles from './special.module.css';

/**
 * A call to action (spec §3): a button, a tile (picture, title, text) that is one link, or the tile with
 * its button — then the button's link covers the tile, so there is one link for screen readers.
 */
export function CtaBlock({ props }: BlockViewProps<CtaProps>) {
  const text = usePageText();
  const label = text(props.label, 'label');
  const newTab = props.target === 'new';
  if (!props.url) return null;
  const button = (stretched: boolean) => (
    <ContentLink
      url={props.url}
      newTab={newTab}
      className={buttonClassName({
        color: props.colour,
        size: 'large',
        className: stretched ? styles.stretched : undefined,
      })}
      {...label?.attributes}
    >
      {label?.text ?? props.url}
    </ContentLink>
  );
  if (props.clickBehaviour === 'button') return <div className={styles.cta}>{button(false)}</div>;

  // Without a title of its own the tile is titled with the button's label (then addressed as that).
  const title = text(props.title, 'title') ?? label;
  const description = text(props.description, 'description');
  const alt = text(props.image.alt, 'image.alt', 'alt');
  const picture = props.image.src;
  return (
    <article className={styles.tile}>
      {picture && (
        <img
          className={styles.tileImage}
          src={picture}
          alt={alt?.text ?? ''}
          loading="lazy"
          {...alt?.attributes}
        />
      )}
      <div className={styles.tileBody}>
        <h3 className={styles.tileTitle} {...title?.attributes}>
          {props.clickBehaviour === 'tile' ? (
            <ContentLink url={props.url} newTab={newTab} className={styles.stretched}>
              {title?.text ?? ''}
            </ContentLink>
          ) : (
            title?.text
          )}
        </h3>
        {description && (
          <p className={styles.tileText} {...description.attributes}>
            {description.text}
          </p>
        )}
        {props.clickBehaviour === 'both' && <div className={styles.tileAction}>{button(true)}</div>}
      </div>
    </article>
  );
}

/** Links to the shop's social profiles (spec §3, at most 5), each with its platform's mark and name. */
export function SocialButtonsBlock({ props }: BlockViewProps<SocialButtonsProps>) {
  const text = usePageText();
  // Each with its place in the list: a text's address is its path in the props.
  const buttons = props.buttons
    .map((button, index) => ({ ...button, index }))
    .filter((button) => button.url !== '');
  if (buttons.length === 0) return null;
  return (
    <ul className={styles.social}>
      {buttons.map((button) => {
        const label = text(button.label, `buttons.${button.index}.label`, 'aria-label');
        const name = label?.text ?? SOCIAL_PLATFORM_NAMES[button.platform];
        return (
          <li key={button.index}>
            <ContentLink
              url={button.url}
              newTab
              className={styles.socialButton}
              aria-label={name}
              title={name}
              {...label?.attributes}
            >
              <SocialIcon platform={button.platform} />
            </ContentLink>
          </li>
        );
      })}
    </ul>
  );
}

const PER_ROW = ['', styles.perRow1, styles.perRow2, styles.perRow3, styles.perRow4];

/** Blocks side by side from tablet width up, stacked on phones; each column's blocks render as any. */
export function ColumnsBlock({ props }: BlockViewProps<ColumnsProps>) {
  const { Blocks } = usePageRender();
  return (
    <div className={classNames(styles.columns, PER_ROW[props.perRow])}>
      {props.columns.map((column, index) => (
        <div key={index} className={styles.column}>
          {/* The page reader made each slot a list of read blocks (content-fields.ts `slot`). */}
          <Blocks blocks={column.blocks as PageBlock[]} />
        </div>
      ))}
    </div>
  );
}
