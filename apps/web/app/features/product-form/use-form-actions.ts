import { visibleValues } from '@print/core/print/form-state';
import { preflight } from '@print/core/print/preflight';
import type { PreflightIssue } from '@print/core/print/preflight';
import type { ValidationError } from '@print/core/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cartUserKey, invalidateCart } from '../../lib/cart/cart-queries.ts';
import { releaseOfForm } from '../../lib/release/release-pieces.ts';
import { useContentRelease } from '../../lib/release/use-content-release.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { notify } from '../../ui/toast.ts';
import { saveFailure } from './form-model.ts';
import { addCartItem, moveCartItem, updateCartItem } from './product-form-api.ts';
import type { CartKind } from './product-form-api.ts';
import type { ProductFormProps } from './product-form-types.ts';
import { useGuestSave } from './use-guest-save.tsx';
import type { ProductFormState } from './use-product-form-state.ts';

type Target = { id: string; kind: CartKind };

/** The shopper confirmed the content release (spec §5): the server asks for it on the way into the cart. */
const RELEASED = { contentReleased: true } as const;

export type FormActions = {
  /** Which save is under way; the buttons wait meanwhile. */
  busy: 'draft' | 'cart' | null;
  /** Blocking preflight errors of the last 'Add to cart'. */
  issues: PreflightIssue[];
  /** The content release dialog (spec §5), open after a passed preflight. */
  releaseDialog: ReactNode;
  /** Why a guest must log in first (a shop without temporary users), with the way there and back. */
  signInNotice: ReactNode;
  /** Messages of the server's checks, per field, from the last failed save. */
  serverErrors: Record<string, ValidationError>;
  /** An item in the cart is released content: it is changed through 'Add to cart' only. */
  canSaveDraft: boolean;
  saveDraft: () => Promise<void>;
  /** Preflight, then (without errors) the content release, then into the cart. */
  addToCart: () => void;
  /** The shopper changed a field: its server message and preflight issues are out of date. */
  fieldEdited: (field: string) => void;
};

/**
 * Saving the form: as a draft (no preflight needed), or into the cart after the preflight and the
 * content release (spec §5). An item being edited is updated instead of added; a draft saved from
 * this form is updated by later saves and is what 'Add to cart' finishes. A failed save keeps every
 * value typed and says why in a toast and at the fields.
 */
export function useFormActions(
  props: ProductFormProps,
  form: ProductFormState,
  showPage: (page: string) => void,
): FormActions {
  const { product, variantId, quantity, item, onClose } = props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { session, tenant } = useShell();
  const release = useContentRelease();
  const guest = useGuestSave(props);
  const [busy, setBusy] = useState<FormActions['busy']>(null);
  const [savedDraft, setSavedDraft] = useState<Target | null>(null);
  const [issues, setIssues] = useState<PreflightIssue[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, ValidationError>>({});

  const changes = () => ({ quantity, fieldValues: visibleValues(form.state) });
  const newItem = () => ({ productId: product.id, variantId, ...changes() });
  const refreshCart = () => void invalidateCart(cartUserKey(session), queryClient).catch(() => {});
  const fail = (error: unknown) => {
    const failure = saveFailure(error);
    setServerErrors(failure.fields);
    notify(t(failure.toast.key, failure.toast.params ?? {}), 'error');
  };

  const saveDraft = async () => {
    if (busy) return;
    if (guest.needsAccount) return guest.ask('draft', form.state.vault.custom);
    const target = savedDraft ?? (item?.kind === 'draft' ? item : null);
    setBusy('draft');
    try {
      const saved = target
        ? await updateCartItem(target.id, changes())
        : await addCartItem('draft', newItem());
      setSavedDraft({ id: saved.id, kind: 'draft' });
      setServerErrors({});
      form.markSaved();
      guest.saved();
      notify(t('shop.formDraftSaved'), 'success');
      refreshCart();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  /** After the release: the item into the cart (or changed there); true when it is. */
  const saveToCart = async (): Promise<boolean> => {
    const target = savedDraft ?? item;
    setBusy('cart');
    try {
      if (!target) await addCartItem('cart', newItem(), RELEASED);
      else {
        // An item in the cart changes its released content; a draft is finished, a watchlist entry moves.
        await updateCartItem(target.id, changes(), target.kind === 'cart' ? RELEASED : {});
        if (target.kind !== 'cart') await moveCartItem(target.id, 'cart', RELEASED);
      }
      guest.saved();
      notify(t('shop.formAddedToCart'), 'success');
      refreshCart();
      onClose();
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const addToCart = () => {
    if (busy || release.isOpen) return;
    const { template, fields } = form.model.context;
    const found = preflight(template, form.values, fields, form.imageInfo);
    form.dispatch({ type: 'preflightResult', issues: found });
    const errors = found.filter((issue) => issue.severity === 'error');
    setIssues(errors);
    if (errors.length > 0) {
      const field = errors.find((issue) => issue.field !== undefined)?.field;
      const page = form.state.pages.find((candidate) => field && candidate.fields.includes(field));
      if (page) showPage(page.id);
      return;
    }
    // Complete and checked: a guest logs in first and comes back to this release.
    if (guest.needsAccount) return guest.ask('cart', form.state.vault.custom);
    const piece = releaseOfForm(
      { template: form.model.template, fields: product.fields, values: form.values, warnings: found },
      { language: i18n.language, tenantDefault: tenant.defaultLanguage },
    );
    void release.request([piece], saveToCart);
  };

  const fieldEdited = (field: string) => {
    if (Object.hasOwn(serverErrors, field)) {
      setServerErrors(({ [field]: _gone, ...rest }) => rest);
    }
    if (issues.some((issue) => issue.field === field)) {
      setIssues((current) => current.filter((issue) => issue.field !== field));
    }
  };

  return {
    busy,
    issues,
    releaseDialog: release.dialog,
    signInNotice: guest.notice,
    serverErrors,
    canSaveDraft: item?.kind !== 'cart',
    saveDraft,
    addToCart,
    fieldEdited,
  };
}
