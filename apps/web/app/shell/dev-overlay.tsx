import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getApiCalls, subscribeApiCalls } from '../lib/api/call-log.ts';
import type { ApiCallRecord } from '../lib/api/call-log.ts';
import { useShell } from './shell-context.tsx';
import styles from './dev-overlay.module.css';

const noCalls: readonly ApiCallRecord[] = [];

/**
 * Developer tools: tenant, locale, session and the last API calls, behind a narrow tab on the left
 * edge (its full label as the accessible name and tooltip), so it covers no control of the page.
 */
export function DevOverlay() {
  const { t, i18n } = useTranslation();
  const shell = useShell();
  const [open, setOpen] = useState(false);
  const calls = useSyncExternalStore(subscribeApiCalls, getApiCalls, () => noCalls);
  const label = `DEV · ${shell.tenant.slug} · ${i18n.language}`;

  return (
    <aside className={styles.overlay} aria-label={t('shell.devOverlayTitle')} data-testid="dev-overlay">
      <button
        type="button"
        className={styles.badge}
        aria-expanded={open}
        aria-label={label}
        title={label}
        onClick={() => setOpen((value) => !value)}
      >
        DEV
      </button>
      {open && (
        <div className={styles.panel}>
          <h2 className={styles.heading}>{t('shell.devOverlayTitle')}</h2>
          <dl className={styles.facts}>
            <dt>{t('shell.devOverlayTenant')}</dt>
            <dd>
              {shell.tenant.name} ({shell.tenant.slug})
            </dd>
            <dt>{t('shell.devOverlayLocale')}</dt>
            <dd>
              {i18n.language} / {shell.tenant.defaultLanguage}
            </dd>
            <dt>{t('shell.devOverlaySession')}</dt>
            {/* Placeholder until the sessions feature provides the real state. */}
            <dd>{t('shell.devOverlayAnonymous')}</dd>
            <dt>{t('shell.devOverlayRequest')}</dt>
            <dd>{shell.requestId}</dd>
          </dl>
          <h3 className={styles.heading}>{t('shell.devOverlayRecentApiCalls')}</h3>
          <table className={styles.calls}>
            <tbody>
              {calls.map((call) => (
                <tr
                  key={call.id}
                  className={call.status >= 200 && call.status < 300 ? undefined : styles.failed}
                >
                  <td>{call.operationName}</td>
                  <td>{call.status || '—'}</td>
                  <td>{call.durationMs} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </aside>
  );
}
