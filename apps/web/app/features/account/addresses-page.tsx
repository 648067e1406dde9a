import type { SessionInfo } from '@print/core/auth/auth-api';
import { addressRules } from '@print/core/users/profile';
import type { AddressKind } from '@print/core/users/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { addressFieldSpecs } from '../../ui/field-specs.ts';
import { RequiredLegend } from '../../ui/required-legend.tsx';
import { FieldSection, FormFooter } from './account-form-parts.tsx';
import { AccountLayout, AccountLoadError, AccountLoading } from './account-layout.tsx';
import { meQuery, updateAddress } from './account-api.ts';
import type { Me } from './account-api.ts';
import { addressFormValues, addressRequest, shippingFromBilling } from './account-values.ts';
import type { AddressFormValues } from './account-values.ts';
import { useAccountForm } from './use-account-form.ts';
import type { AccountForm } from './use-account-form.ts';
import styles from './account.module.css';

/** Billing and delivery address (spec §2/§3), each saved on its own. */
export function AddressesPage() {
  return (
    <AccountLayout titleKey="profile.addresses" testId="addresses-page">
      {(session) => <AddressesData session={session} />}
    </AccountLayout>
  );
}

function AddressesData({ session }: { session: SessionInfo }) {
  const me = useQuery(meQuery(session.userId));
  if (me.data) return <AddressForms key={me.data.id} me={me.data} />;
  if (me.isError) return <AccountLoadError onRetry={() => void me.refetch()} />;
  return <AccountLoading />;
}

const savedAddress = (me: Me, kind: AddressKind) =>
  kind === 'billing' ? me.billingAddress : me.shippingAddress;

function useAddressForm(kind: AddressKind, me: Me): AccountForm {
  const queryClient = useQueryClient();
  return useAccountForm({
    initialValues: addressFormValues(savedAddress(me, kind), kind),
    rules: addressRules(kind),
    flatten: (values) => values,
    save: async (values) => {
      const saved = await updateAddress(kind, addressRequest(values as AddressFormValues, kind));
      queryClient.setQueryData(meQuery(saved.id).queryKey, saved);
      return addressFormValues(savedAddress(saved, kind), kind);
    },
  });
}

function AddressForms({ me }: { me: Me }) {
  const { t } = useTranslation();
  const billing = useAddressForm('billing', me);
  const shipping = useAddressForm('shipping', me);

  // "Same as billing address": what the billing form holds now (saved or not) goes into the
  // delivery form; fields that were already checked are checked again.
  const copyBilling = () => {
    const values = shippingFromBilling(billing.form.getValues() as AddressFormValues);
    for (const [name, value] of Object.entries(values)) {
      shipping.form.setValue(name, value, { shouldDirty: true });
      shipping.clearServerError(name);
    }
    const recheck = Object.keys(values).filter((name) => {
      const state = shipping.form.getFieldState(name);
      return state.invalid || state.isTouched;
    });
    if (recheck.length > 0) void shipping.form.trigger(recheck);
  };

  return (
    <div className={styles.stack}>
      <RequiredLegend />
      <AddressForm kind="billing" account={billing} />
      <AddressForm kind="shipping" account={shipping}>
        <Button color="secondary" size="small" onPress={copyBilling} data-testid="same-as-billing">
          {t('profile.sameAsBillingAddress')}
        </Button>
      </AddressForm>
    </div>
  );
}

function AddressForm({
  kind,
  account,
  children,
}: {
  kind: AddressKind;
  account: AccountForm;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className={styles.card} onSubmit={account.submit} noValidate data-testid={`${kind}-form`}>
      <FieldSection
        id={`${kind}-address`}
        title={t(kind === 'billing' ? 'profile.billingAddress' : 'profile.deliveryAddress')}
        specs={addressFieldSpecs(kind, t)}
        account={account}
      >
        {children}
      </FieldSection>
      <FormFooter account={account} label={t('profile.saveAddress')} testId={`${kind}-save`} />
    </form>
  );
}
