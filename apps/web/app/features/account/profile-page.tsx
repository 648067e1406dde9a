import type { SessionInfo } from '@print/core/auth/auth-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userGenericFieldsQuery } from '../../lib/i18n/user-fields-query.ts';
import type { UserGenericField } from '../../lib/i18n/user-fields-query.ts';
import { RequiredLegend } from '../../ui/required-legend.tsx';
import { FieldSection, FormFooter } from './account-form-parts.tsx';
import { AccountLayout, AccountLoadError, AccountLoading } from './account-layout.tsx';
import { meQuery, updateProfile } from './account-api.ts';
import type { Me } from './account-api.ts';
import {
  accountUserFields,
  flatProfileValues,
  profileFormRules,
  profileFormValues,
  profileInputName,
  profileRequest,
} from './account-values.ts';
import type { ProfileFormValues } from './account-values.ts';
import { customFieldSpecs, profileFieldSpecs } from './field-specs.ts';
import { useAccountForm } from './use-account-form.ts';
import styles from './account.module.css';

/** My Account (spec §2): general information (the profile) and specific information (custom fields). */
export function ProfilePage() {
  return (
    <AccountLayout titleKey="profile.myAccount" testId="profile-page">
      {(session) => <ProfileData session={session} />}
    </AccountLayout>
  );
}

function ProfileData({ session }: { session: SessionInfo }) {
  const me = useQuery(meQuery(session.userId));
  const fields = useQuery(userGenericFieldsQuery);
  if (me.data && fields.data) {
    return <ProfileForm key={me.data.id} me={me.data} fields={accountUserFields(fields.data)} />;
  }
  if (me.isError || fields.isError) {
    return (
      <AccountLoadError
        onRetry={() => {
          if (me.isError) void me.refetch();
          if (fields.isError) void fields.refetch();
        }}
      />
    );
  }
  return <AccountLoading />;
}

function ProfileForm({ me, fields }: { me: Me; fields: UserGenericField[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const account = useAccountForm({
    initialValues: profileFormValues(me, fields),
    rules: profileFormRules(fields),
    flatten: (values) => flatProfileValues(values as ProfileFormValues),
    save: async (values) => {
      const saved = await updateProfile(profileRequest(values as ProfileFormValues, me));
      queryClient.setQueryData(meQuery(saved.id).queryKey, saved);
      return profileFormValues(saved, fields);
    },
    inputName: (serverName, values) =>
      profileInputName(serverName, profileRequest(values as ProfileFormValues, me)),
  });
  const specific = customFieldSpecs(fields, i18n.language);

  return (
    <form className={styles.card} onSubmit={account.submit} noValidate data-testid="profile-form">
      <RequiredLegend />
      <FieldSection
        id="profile-general"
        title={t('profile.generalInformation')}
        specs={profileFieldSpecs(t)}
        account={account}
      />
      {specific.length > 0 && (
        <FieldSection
          id="profile-specific"
          title={t('profile.specificInformation')}
          specs={specific}
          account={account}
        />
      )}
      <FormFooter account={account} label={t('profile.saveProfile')} testId="profile-save" />
    </form>
  );
}
