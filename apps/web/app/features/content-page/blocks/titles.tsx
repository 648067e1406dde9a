import type { HeadingProps, HeroProps } from '@print/core/pages/blocks/index';
import { buttonClassName } from '../../../ui/button.tsx';
import { ArrowRightIcon } from '../../../ui/icons.tsx';
import { PrintArtwork } from '../../../ui/print-artwork.tsx';
import { useShell } from '../../../shell/shell-context.tsx';
import { classNames } from '../../../ui/class-names.ts';
import { ContentLink } from '../../../lib/pages/content-link.tsx';
import { usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import { responsiveClasses } from '../../../lib/pages/responsive-classes.ts';
import { cssColour } from '../section-colours.ts';
import styles from './titles.module.css';

/**
 * A page's opening: a short line above the title, title, subtitle and up to two buttons over the theme's
 * tint or a picture, or beside printed matter drawn from the theme (`artwork`). In a section of the
 * screen's whole width it is a band whose text keeps to the shop's frame (the header's width).
 */
export function HeroBlock({ props }: BlockViewProps<HeroProps>) {
  const text = usePageText();
  const { tenant } = useShell();
  const eyebrow = text(props.eyebrow, 'eyebrow');
  const title = text(props.title, 'title');
  const subtitle = text(props.subtitle, 'subtitle');
  const buttonLabel = text(props.buttonLabel, 'buttonLabel');
  const secondaryLabel = text(props.secondaryLabel, 'secondaryLabel');
  const alt = text(props.image.alt, 'image.alt', 'alt');
  const picture = props.image.src;
  const artwork = picture === '' && props.artwork !== 'none';
  const colour = cssColour(props.textColour);
  const button = buttonLabel && props.buttonUrl !== '' ? buttonLabel : undefined;
  const secondary = secondaryLabel && props.secondaryUrl !== '' ? secondaryLabel : undefined;
  return (
    <div
      className={classNames(
        styles.hero,
        responsiveClasses(styles, 'height', props.height),
        props.align === 'center' && styles.center,
        picture !== '' && styles.withImage,
        artwork && styles.withArtwork,
        colour && styles.ownColour,
      )}
      style={colour ? { color: colour } : undefined}
    >
      {picture !== '' && (
        // The opening picture is usually in the first screenful: loaded at once.
        <img
          className={styles.heroImage}
          src={picture}
          alt={alt?.text ?? ''}
          decoding="async"
          {...alt?.attributes}
        />
      )}
      <div className={styles.heroInner}>
        <div className={styles.heroCopy}>
          {eyebrow && (
            <p className={styles.eyebrow} {...eyebrow.attributes}>
              {eyebrow.text}
            </p>
          )}
          {/* hero-title: the shop's opening title, as the built-in home names it. */}
          {title && (
            <h1 className={styles.heroTitle} data-testid="hero-title" {...title.attributes}>
              {title.text}
            </h1>
          )}
          {subtitle && (
            <p className={styles.heroSubtitle} {...subtitle.attributes}>
              {subtitle.text}
            </p>
          )}
          {(button || secondary) && (
            <div className={styles.heroActions}>
              {button && (
                <ContentLink
                  url={props.buttonUrl}
                  className={buttonClassName({ color: props.buttonColour, size: 'large' })}
                  {...button.attributes}
                >
                  {button.text}
                  <ArrowRightIcon />
                </ContentLink>
              )}
              {secondary && (
                <ContentLink
                  url={props.secondaryUrl}
                  className={buttonClassName({ color: 'primary-light', size: 'large' })}
                  {...secondary.attributes}
                >
                  {secondary.text}
                </ContentLink>
              )}
            </div>
          )}
        </div>
        {artwork && <PrintArtwork company={tenant.companyName} />}
      </div>
    </div>
  );
}

/** A heading at the level the editor chose, with an optional line below it. */
export function HeadingBlock({ props }: BlockViewProps<HeadingProps>) {
  const text = usePageText();
  const heading = text(props.text, 'text');
  const subline = text(props.subline, 'subline');
  if (!heading && !subline) return null;
  const Level = props.level;
  return (
    <div className={classNames(styles.heading, props.align === 'center' && styles.center)}>
      {heading && (
        <Level className={styles[props.level]} {...heading.attributes}>
          {heading.text}
        </Level>
      )}
      {subline && (
        <p className={styles.subline} {...subline.attributes}>
          {subline.text}
        </p>
      )}
    </div>
  );
}
