import type { HeadingProps, HeroProps } from '@print/core/pages/blocks/index';
import { buttonClassName } from '../../../ui/button.tsx';
import { classNames } from '../../../ui/class-names.ts';
import { ContentLink } from '../../../lib/pages/content-link.tsx';
import { usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import { responsiveClasses } from '../../../lib/pages/responsive-classes.ts';
import { cssColour } from '../section-colours.ts';
import styles from './titles.module.css';

/** A page's opening: title, subtitle and a button over the theme's tint or a picture. */
export function HeroBlock({ props }: BlockViewProps<HeroProps>) {
  const text = usePageText();
  const title = text(props.title);
  const subtitle = text(props.subtitle);
  const buttonLabel = text(props.buttonLabel);
  const picture = props.image.src;
  const colour = cssColour(props.textColour);
  return (
    <div
      className={classNames(
        styles.hero,
        responsiveClasses(styles, 'height', props.height),
        props.align === 'center' && styles.center,
        picture !== '' && styles.withImage,
        colour && styles.ownColour,
      )}
      style={colour ? { color: colour } : undefined}
    >
      {picture !== '' && (
        // The opening picture is usually in the first screenful: loaded at once.
        <img className={styles.heroImage} src={picture} alt={text(props.image.alt)} decoding="async" />
      )}
      <div className={styles.heroCopy}>
        {title && <h1 className={styles.heroTitle}>{title}</h1>}
        {subtitle && <p className={styles.heroSubtitle}>{subtitle}</p>}
        {buttonLabel && props.buttonUrl && (
          <ContentLink
            url={props.buttonUrl}
            className={buttonClassName({ color: props.buttonColour, size: 'large' })}
          >
            {buttonLabel}
          </ContentLink>
        )}
      </div>
    </div>
  );
}

/** A heading at the level the editor chose, with an optional line below it. */
export function HeadingBlock({ props }: BlockViewProps<HeadingProps>) {
  const text = usePageText();
  const heading = text(props.text);
  const subline = text(props.subline);
  if (!heading && !subline) return null;
  const Level = props.level;
  return (
    <div className={classNames(styles.heading, props.align === 'center' && styles.center)}>
      {heading && <Level className={styles[props.level]}>{heading}</Level>}
      {subline && <p className={styles.subline}>{subline}</p>}
    </div>
  );
}
