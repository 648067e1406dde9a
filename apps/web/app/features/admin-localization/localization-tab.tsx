import { SUPPORTED_LOCALES } from '@print/core/i18n/supported-locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { Button } from '../../ui/button.tsx';
import {
  DataBody,
  DataCell,
  DataColumn,
  DataHeader,
  DataRow,
  DataTable,
  DataTableMessage,
} from '../../ui/data-table.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { notify } from '../../ui/toast.ts';
import {
  changeTenantLanguage,
  tenantLanguagesKey,
  tenantLanguagesQuery,
  type LanguageChange,
} from './localization-api.ts';
import own from './localization.module.css';

const notationOf = (code: string) => SUPPORTED_LOCALES.find((locale) => locale.code === code)?.notation ?? '';

const SUCCESS: Record<LanguageChange, string> = {
  add: 'admin.languageAdded',
  setDefault: 'admin.defaultLanguageSet',
  remove: 'admin.languageRemoved',
};

/**
 * The tenant's languages (spec §2 localization table: localization, locale, notation, default,
 * actions): add a supported locale, make one the default, remove one after a confirmation (never the
 * default). On the tenant's own Localization screen, and as a tab of the platform's tenant detail.
 */
export function LocalizationTab({ tenantId }: { tenantId?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ask = useConfirmAction();
  const languages = useQuery(tenantLanguagesQuery(tenantId));
  const [toAdd, setToAdd] = useState('');
  const name = (code: string) => t(languageNameKey(code), { defaultValue: code });

  const { mutate: change, isPending } = useMutation({
    mutationFn: ({ kind, code }: { kind: LanguageChange; code: string }) =>
      changeTenantLanguage(kind, code, tenantId),
    onSuccess: (list, { kind }) => {
      queryClient.setQueryData(tenantLanguagesKey(tenantId), list);
      if (kind === 'add') setToAdd('');
      notify(t(SUCCESS[kind]), 'success');
    },
    // Spec §8: 'Language update' is the message of every failed change here.
    onError: () => notify(t('admin.errorUpdatingLanguage'), 'error'),
  });

  const askRemove = async (code: string) => {
    const confirmed = await ask({
      message: t('admin.removeLanguageConfirm', { language: name(code) }),
      confirmLabel: t('common.remove'),
    });
    if (confirmed) change({ kind: 'remove', code });
  };

  const list = languages.data ?? [];
  const addable = SUPPORTED_LOCALES.filter((locale) => !list.some((l) => l.languageCode === locale.code)).map(
    (locale) => ({ id: locale.code, label: `${name(locale.code)} · ${locale.code}` }),
  );

  return (
    <div className={own.tab} data-testid="localization-tab">
      <p className={styles.notice}>{t('admin.localizationIntro')}</p>
      <DataTable aria-label={t('admin.navLocalization')} className={own.table} data-testid="languages-table">
        <DataHeader>
          <DataColumn isRowHeader>{t('admin.localizationColumnLocalization')}</DataColumn>
          <DataColumn>{t('admin.localizationColumnLocale')}</DataColumn>
          <DataColumn>{t('admin.localizationColumnNotation')}</DataColumn>
          <DataColumn>{t('admin.localizationColumnDefault')}</DataColumn>
          <DataColumn align="end">{t('common.actions')}</DataColumn>
        </DataHeader>
        <DataBody
          items={list}
          renderEmptyState={() => (
            <DataTableMessage>
              {t(languages.isError ? 'common.genericError' : 'common.loading')}
            </DataTableMessage>
          )}
        >
          {(language) => (
            <DataRow id={language.languageCode} data-testid={`language-row-${language.languageCode}`}>
              <DataCell>{name(language.languageCode)}</DataCell>
              <DataCell>
                <code>{language.languageCode}</code>
              </DataCell>
              <DataCell>
                <span lang={language.languageCode}>{notationOf(language.languageCode)}</span>
              </DataCell>
              <DataCell>
                {language.default && (
                  <StatusChip tone="primary" testId="default-language">
                    {t('admin.localizationColumnDefault')}
                  </StatusChip>
                )}
              </DataCell>
              <DataCell align="end">
                {/* The default is never removed (the server refuses it too); another takes its place first. */}
                {!language.default && (
                  <span className={styles.actions}>
                    <Button
                      size="small"
                      color="neutral"
                      isDisabled={isPending}
                      onPress={() => change({ kind: 'setDefault', code: language.languageCode })}
                      data-testid={`set-default-${language.languageCode}`}
                    >
                      {t('admin.setDefaultLanguage')}
                    </Button>
                    <Button
                      size="small"
                      color="danger"
                      isDisabled={isPending}
                      aria-label={`${t('common.remove')}: ${name(language.languageCode)}`}
                      onPress={() => void askRemove(language.languageCode)}
                      data-testid={`remove-language-${language.languageCode}`}
                    >
                      {t('common.remove')}
                    </Button>
                  </span>
                )}
              </DataCell>
            </DataRow>
          )}
        </DataBody>
      </DataTable>
      {languages.data &&
        (addable.length ? (
          <form
            className={own.add}
            onSubmit={(event) => {
              event.preventDefault();
              if (toAdd) change({ kind: 'add', code: toAdd });
            }}
          >
            <SelectField
              label={t('admin.languageToAdd')}
              name="languageToAdd"
              value={toAdd}
              onChange={setToAdd}
              options={addable}
              className={own.select}
              testId="language-to-add"
            />
            <Button type="submit" isDisabled={!toAdd || isPending} data-testid="add-language">
              {t('admin.addLanguage')}
            </Button>
          </form>
        ) : (
          <p className={styles.notice}>{t('admin.noLanguageToAdd')}</p>
        ))}
    </div>
  );
}
