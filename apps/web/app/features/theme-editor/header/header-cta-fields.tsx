import { BUTTON_COLORS, type ButtonColor } from '@print/core/constants';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../../lib/i18n/language-cookie.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useValidationMessage } from '../../../ui/use-validation-message.ts';
import styles from '../panels/panels.module.css';
import type { HeaderForm } from './header-form.ts';
import type { HeaderEditing } from './use-header-editing.ts';

/** `primary-light` → cms.buttonColourPrimaryLight (the colour names the page builder's CTA shows). */
const colourName = (colour: string) =>
  `cms.buttonColour${colour.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}`;

type Props = { header: HeaderEditing; values: HeaderForm };

/** A link and a text per shop language (the default language's first and required). */
function LinkWithTexts({
  header,
  prefix,
  linkLabel,
  textsName,
  textsLabel,
  link,
  texts,
  onLink,
  onTexts,
}: {
  header: HeaderEditing;
  prefix: 'topCta' | 'cta';
  linkLabel: string;
  textsName: string;
  textsLabel: string;
  link: string;
  texts: LocalizedText;
  onLink: (link: string, field: string) => void;
  onTexts: (texts: LocalizedText, field: string) => void;
}) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  return (
    <>
      <TextField
        label={t(linkLabel)}
        name={`${prefix}.link`}
        value={link}
        isRequired
        description={t('admin.headerLinkHint')}
        onChange={(next) => onLink(next, `${prefix}.link`)}
        errorMessage={message(header.errors[`${prefix}.link`])}
        testId={`header-${prefix}-link`}
      />
      {header.languages.map((code, i) => {
        const name = `${prefix}.${textsName}.${code}`;
        return (
          <TextField
            key={code}
            label={t(textsLabel, { language: t(languageNameKey(code), { defaultValue: code }) })}
            name={name}
            value={texts[code] ?? ''}
            isRequired={i === 0}
            onChange={(text) => onTexts({ ...texts, [code]: text }, name)}
            errorMessage={message(header.errors[name])}
            testId={`header-${prefix}-${textsName}-${code}`}
          />
        );
      })}
    </>
  );
}

/**
 * The header's two calls to action (spec §3): the top line (a link and its text per language) and the
 * CTA button (link, label per language, colour), each switched on or off.
 */
export function HeaderCtaFields({ header, values }: Props) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const colourId = useId();
  const { topCta, cta } = values;
  return (
    <>
      <div className={styles.section}>
        <Checkbox
          isSelected={values.hasTopCta}
          isDisabled={!header.canEdit}
          onChange={(on) => header.change({ ...values, hasTopCta: on })}
          testId="header-topCta-on"
        >
          {t('admin.headerTopCta')}
        </Checkbox>
        {values.hasTopCta && (
          <LinkWithTexts
            header={header}
            prefix="topCta"
            linkLabel="admin.headerTopCtaLink"
            textsName="suffix"
            textsLabel="admin.headerTopCtaSuffix"
            link={topCta.link}
            texts={topCta.suffix}
            onLink={(link, field) => header.change({ ...values, topCta: { ...topCta, link } }, field)}
            onTexts={(suffix, field) => header.change({ ...values, topCta: { ...topCta, suffix } }, field)}
          />
        )}
      </div>
      <div className={styles.section}>
        <Checkbox
          isSelected={values.hasCta}
          isDisabled={!header.canEdit}
          onChange={(on) => header.change({ ...values, hasCta: on })}
          testId="header-cta-on"
        >
          {t('admin.headerCta')}
        </Checkbox>
        {values.hasCta && (
          <>
            <LinkWithTexts
              header={header}
              prefix="cta"
              linkLabel="admin.headerCtaLink"
              textsName="label"
              textsLabel="admin.headerCtaLabel"
              link={cta.link}
              texts={cta.label}
              onLink={(link, field) => header.change({ ...values, cta: { ...cta, link } }, field)}
              onTexts={(label, field) => header.change({ ...values, cta: { ...cta, label } }, field)}
            />
            <label htmlFor={colourId} className={styles.fieldLabel}>
              {t('cms.buttonColour')}
            </label>
            <select
              id={colourId}
              name="cta.colour"
              className={styles.select}
              value={cta.colour}
              onChange={(event) =>
                header.change(
                  { ...values, cta: { ...cta, colour: event.target.value as ButtonColor } },
                  'cta.colour',
                )
              }
              data-testid="header-cta-colour"
            >
              {BUTTON_COLORS.map((colour) => (
                <option key={colour} value={colour}>
                  {t(colourName(colour))}
                </option>
              ))}
            </select>
            {header.errors['cta.colour'] && (
              <p className={styles.refusal}>{message(header.errors['cta.colour'])}</p>
            )}
          </>
        )}
      </div>
    </>
  );
}
