import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './on-first-use.module.css';

/**
 * A component whose code loads when it first renders: dialogs, menus and pop-overs that open on a press,
 * so pages where nobody opens them never download them (issue 13). `preload` starts the download early
 * (the trigger is hovered or focused), so that the first opening is usually instant.
 */
export function onFirstUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // offline for a moment: the next attempt downloads again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  /** Renders the component once loaded; meanwhile screen readers hear "Loading…". */
  function Loaded(props: P) {
    return (
      <Suspense fallback={<LoadingStatus />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Loaded, preload: () => void preload().catch(() => undefined) };
}

/**
 * True from the first time `isOpen` is true: a dialog loaded on first use then stays mounted, so it
 * closes (and opens again) exactly as one loaded with the page.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

function LoadingStatus() {
  const { t } = useTranslation();
  return (
    <span role="status" className={styles.visuallyHidden}>
      {t('common.loading')}
    </span>
  );
}
