import { checkStockPhotoAppName } from '@print/core/media/stock-photos';
import { checkSecretSetting } from '@print/core/orders/order-workflow';
import type { ValidationError } from '@print/core/validation/messages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { SettingsForm } from '../../ui/admin-kit/settings-form.tsx';
import { useSettingsForm } from '../../ui/admin-kit/use-settings-form.ts';
import { TextField } from '../../ui/text-field.tsx';
import { SecretSetting, secretInputOf, type SecretEdit } from '../../lib/admin/secret-setting.tsx';
import {
  STOCK_PHOTO_SETTINGS_KEY,
  stockPhotoSettingsQuery,
  updateStockPhotoSettings,
  type StockPhotoSettingsView,
} from './stock-photo-settings-api.ts';
import styles from './system.module.css';

type Values = { appName: string; accessKey: SecretEdit };

const FIELD_NAMES = ['appName', 'accessKey'];

const valuesOf = (stored: StockPhotoSettingsView): Values => ({
  appName: stored.appName,
  // A typed key never stays on screen.
  accessKey: { value: '', remove: false },
});

/** The server's rules (@print/core), run here first. */
function check(values: Values): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const appName = checkStockPhotoAppName(values.appName.trim());
  if (appName) errors.appName = appName;
  const accessKey = checkSecretSetting(values.accessKey.value);
  if (accessKey) errors.accessKey = accessKey;
  return errors;
}

/**
 * System → Stock photos: the shop's own Unsplash application for the page builder's image search (its
 * access key, write-only, and its name for the credit links), else the platform's key if it has one.
 */
export function StockPhotoSettings() {
  const { t } = useTranslation();
  const settings = useQuery(stockPhotoSettingsQuery);
  return (
    <section className={styles.section} aria-labelledby="stock-photos-title">
      <h2 id="stock-photos-title" className={styles.heading}>
        {t('admin.stockPhotos')}
      </h2>
      {settings.data ? (
        <StockPhotoSettingsForm settings={settings.data} />
      ) : (
        <p className={adminStyles.notice} role={settings.isError ? 'alert' : 'status'}>
          {t(settings.isError ? 'common.genericError' : 'common.loading')}
        </p>
      )}
    </section>
  );
}

function StockPhotoSettingsForm({ settings }: { settings: StockPhotoSettingsView }) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    stored: settings,
    queryKey: STOCK_PHOTO_SETTINGS_KEY,
    valuesOf,
    save: (values: Values) => {
      const accessKey = secretInputOf(values.accessKey);
      return updateStockPhotoSettings({
        appName: values.appName.trim(),
        ...(accessKey === undefined ? {} : { accessKey }),
      });
    },
    rules: check,
    fieldNames: FIELD_NAMES,
  });
  return (
    <SettingsForm form={form} testId="stock-photo-settings-form" saveTestId="save-stock-photo-settings">
      <p className={adminStyles.notice}>
        {t('admin.stockPhotosIntro')}{' '}
        {t(settings.platformKey ? 'admin.stockPhotosPlatformKey' : 'admin.stockPhotosNoPlatformKey')}
      </p>
      <div className={adminStyles.formGrid}>
        <TextField
          label={t('admin.unsplashAppName')}
          {...form.field('appName')}
          autoComplete="off"
          description={t('admin.unsplashAppNameHint', { name: settings.platformAppName })}
          testId="unsplashAppName"
        />
      </div>
      <div className={styles.secrets}>
        <SecretSetting
          name="accessKey"
          label={t('admin.unsplashAccessKey')}
          masked={settings.accessKey}
          edit={form.values.accessKey}
          onChange={(edit: SecretEdit) => form.setValue('accessKey', edit, 'accessKey')}
          errorMessage={form.errorMessage('accessKey')}
        />
      </div>
    </SettingsForm>
  );
}
