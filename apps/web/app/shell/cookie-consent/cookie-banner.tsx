import { useEffect, useId, useRef, useState } from 'react';
import { Switch } from 'react-aria-components/Switch';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ALL_ACCEPTED, ONLY_NECESSARY } from './consent-cookie.ts';
import { useCookieConsent } from './consent-provider.tsx';
import styles from './cookie-banner.module.css';

type Category = 'statistics' | 'marketing';

function CategorySwitch(props: {
  label: string;
  text: string;
  isSelected: boolean;
  isDisabled?: boolean;
  onChange?: (selected: boolean) => void;
}) {
  return (
    <Switch
      className={styles.switch}
      isSelected={props.isSelected}
      isDisabled={props.isDisabled}
      onChange={props.onChange}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
      <span className={styles.switchText}>
        <strong>{props.label}</strong>
        <span>{props.text}</span>
      </span>
    </Switch>
  );
}

/**
 * Spec §2: shown until the visitor chooses; reopened from the footer to change the choice. A compact
 * bar at the bottom (on phones about a quarter of the screen), so the page itself stays readable and
 * stays the first paint's largest element.
 */
export function CookieBanner() {
  const { bannerOpen, settingsRequest } = useCookieConsent();
  // Mounted afresh on every opening and every 'Manage cookie settings' press (also while the
  // first-visit banner is open), so it starts from the stored choice in the requested view.
  return bannerOpen ? <BannerPanel key={settingsRequest} /> : null;
}

function BannerPanel() {
  const { t } = useTranslation();
  const { consent, startInSettings, save } = useCookieConsent();
  const [showSettings, setShowSettings] = useState(startInSettings);
  const [choice, setChoice] = useState<Record<Category, boolean>>({
    statistics: consent?.statistics ?? false,
    marketing: consent?.marketing ?? false,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    // Reopened on request: move focus to the banner so keyboard users land in it.
    if (startInSettings) headingRef.current?.focus();
  }, [startInSettings]);

  const toggle = (category: Category) => (selected: boolean) =>
    setChoice((c) => ({ ...c, [category]: selected }));

  return (
    <section className={styles.banner} role="region" aria-labelledby={titleId} data-testid="cookie-banner">
      <div className={styles.inner}>
        <div className={styles.message}>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {t('shell.cookieBannerTitle')}
          </h2>
          <p className={styles.text}>{t('shell.cookieBannerText')}</p>
        </div>
        {showSettings && (
          <div className={styles.categories}>
            <CategorySwitch
              label={t('shell.cookieCategoryNecessary')}
              text={t('shell.cookieCategoryNecessaryText')}
              isSelected
              isDisabled
            />
            <CategorySwitch
              label={t('shell.cookieCategoryStatistics')}
              text={t('shell.cookieCategoryStatisticsText')}
              isSelected={choice.statistics}
              onChange={toggle('statistics')}
            />
            <CategorySwitch
              label={t('shell.cookieCategoryMarketing')}
              text={t('shell.cookieCategoryMarketingText')}
              isSelected={choice.marketing}
              onChange={toggle('marketing')}
            />
          </div>
        )}
        <div className={styles.actions}>
          <Button className={styles.action} color="neutral" onPress={() => save(ONLY_NECESSARY)}>
            {t('shell.cookieOnlyNecessary')}
          </Button>
          {showSettings ? (
            <Button
              className={styles.action}
              color="secondary"
              onPress={() => save({ necessary: true, ...choice })}
            >
              {t('shell.cookieSaveSelection')}
            </Button>
          ) : (
            <Button className={styles.action} color="primary-light" onPress={() => setShowSettings(true)}>
              {t('shell.cookieSettings')}
            </Button>
          )}
          <Button className={styles.action} color="primary" onPress={() => save(ALL_ACCEPTED)}>
            {t('shell.cookieAcceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
