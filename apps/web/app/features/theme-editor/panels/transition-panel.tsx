import {
  PAGE_TRANSITION_DEFAULTS,
  pageTransitionMs,
  pageTransitionPx,
} from '@print/core/theme/page-transition';
import {
  PAGE_TRANSITION_DISTANCES,
  PAGE_TRANSITION_DURATIONS,
  type PageTransition,
} from '@print/core/theme/types';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import type { PanelProps } from './panel-props.ts';
import styles from './panels.module.css';

const DURATION_NAME = {
  fast: 'admin.themeDurationFast',
  medium: 'admin.themeDurationMedium',
  slow: 'admin.themeDurationSlow',
} as const;
const DISTANCE_NAME = {
  short: 'admin.themeDistanceShort',
  medium: 'admin.themeDistanceMedium',
  long: 'admin.themeDistanceLong',
} as const;

/**
 * The page transition panel (spec §3): none, or the shop's pages rise into place and fade in after a
 * click inside the shop — how long, how far, faded or not. Try it by following a link in the frame.
 */
export function TransitionPanel({ theme, onChange }: PanelProps) {
  const { t } = useTranslation();
  const transition = theme.pageTransition;
  const what = t('admin.themeTabMotion');
  const change = (next: PageTransition | null) => onChange({ ...theme, pageTransition: next }, what);
  return (
    <div className={styles.panel} data-testid="transition-panel">
      <Checkbox
        isSelected={transition !== null}
        onChange={(on) => change(on ? { ...PAGE_TRANSITION_DEFAULTS } : null)}
        testId="transition-on"
      >
        {t('admin.themeTransitionOn')}
      </Checkbox>
      <p className={styles.intro}>{t('admin.themeTransitionHint')}</p>
      {transition && (
        <>
          <ChoiceGroup
            label={t('admin.themeTransitionDuration')}
            value={transition.duration}
            options={PAGE_TRANSITION_DURATIONS.map((value) => ({
              value,
              label: t('admin.themeChoiceMs', {
                label: t(DURATION_NAME[value]),
                ms: pageTransitionMs[value],
              }),
            }))}
            onChange={(duration) => change({ ...transition, duration })}
            testId="transition-duration"
          />
          <ChoiceGroup
            label={t('admin.themeTransitionDistance')}
            value={transition.distance}
            options={PAGE_TRANSITION_DISTANCES.map((value) => ({
              value,
              label: t('admin.themeChoicePx', {
                label: t(DISTANCE_NAME[value]),
                px: pageTransitionPx[value],
              }),
            }))}
            onChange={(distance) => change({ ...transition, distance })}
            testId="transition-distance"
          />
          <Checkbox
            isSelected={transition.fadeIn}
            onChange={(fadeIn) => change({ ...transition, fadeIn })}
            testId="transition-fade"
          >
            {t('admin.themeTransitionFade')}
          </Checkbox>
        </>
      )}
    </div>
  );
}
