import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Who took a stock photo and where it comes from, each a link where the credit carries one. */
export type PhotoCreditLinks = { name: string; url: string; sourceUrl: string };

/** The stock photo service the credit names (a name, not translated). */
const SOURCE_NAME = 'Unsplash';

// Markers no translation holds (private-use characters), where the links go.
const AUTHOR = '\uE000';
const SOURCE = '\uE001';

/**
 * "Photo by {author} on {source}" in the viewer's language, the photographer's name linked to their
 * profile and the service's name to its site, as the provider's guidelines ask (the links carry our
 * referral). The placeholders may stand in any order in a language.
 */
export function PhotoCredit({ name, url, sourceUrl, className }: PhotoCreditLinks & { className?: string }) {
  const { t } = useTranslation();
  const link = (href: string, text: string): ReactNode =>
    href ? (
      <a href={href} rel="noopener">
        {text}
      </a>
    ) : (
      text
    );
  const parts = t('cms.photoCredit', { author: AUTHOR, source: SOURCE }).split(/(\uE000|\uE001)/);
  return (
    <small className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part === AUTHOR ? link(url, name) : part === SOURCE ? link(sourceUrl, SOURCE_NAME) : part}
        </Fragment>
      ))}
    </small>
  );
}
