import { visibleValues } from '@print/core/print/form-state';
import { preflight } from '@print/core/print/preflight';
import type { PreflightIssue } from '@print/core/print/preflight';
import type { ValidationError } from '@print/core/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartUserKey, invalidateCart } from '../../lib/cart/cart-queries.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { notify } from '../../ui/toast.ts';
import { saveFailure } from './form-model.ts';
import { addCartItem, moveCartItem, updateCartItem } from './product-form-api.ts';
import type { CartKind } from './product-form-api.ts';
import type { ProductFormProps } from './product-form-types.ts';
import type { ProductFormState } from './use-product-form-state.ts';

type Target = { id: string; kind: CartKind };

export type FormActions = {
  /** Which save is under way; the buttons wait meanwhile. */
  busy: 'draft' | 'cart' | null;
  /** Blocking preflight errors of the last 'Add to cart'. */
  issues: PreflightIssue[];
  /** Open while the shopper looks at the content release; holds the preflight warnings. */
  release: { warnings: PreflightIssue[] } | null;
  /** Messages of the server's checks, per field, from the last failed save. */
  serverErrors: Record<string, ValidationError>;
  /** An item in the cart is released content: it is changed through 'Add to cart' only. */
  canSaveDraft: boolean;
  saveDraft: () => Promise<void>;
  /** Preflight, then (without errors) the content release. */
  addToCart: () => void;
  confirmRelease: () => Promise<void>;
  cancelRelease: () => void;
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
  { product, variantId, quantity, item, onClose }: ProductFormProps,
  form: ProductFormState,
  showPage: (page: string) => void,
): FormActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { session } = useShell();
  const [busy, setBusy] = useState<FormActions['busy']>(null);
  const [savedDraft, setSavedDraft] = useState<Target | null>(null);
  const [issues, setIssues] = useState<PreflightIssue[]>([]);
  const [release, setRelease] = useState<FormActions['release']>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, ValidationError>>({});

  const changes = () => ({ quantity, fieldValues: visibleValues(form.state) });
  const newItem = () => ({ productId: product.id, variantId, ...changes() });
  const refreshCart = () => void invalidateCart(queryClient, cartUserKey(session)).catch(() => {});
  const fail = (error: unknown) => {
    const failure = saveFailure(error);
    setServerErrors(failure.fields);
    notify(t(failure.toast.key, failure.toast.params ?? {}), 'error');
  };

  const saveDraft = async () => {
    if (busy) return;
    const target = savedDraft ?? (item?.kind === 'draft' ? item : null);
    setBusy('draft');
    try {
      const saved = target
        ? await updateCartItem(target.id, changes())
        : await addCartItem('draft', newItem());
      setSavedDraft({ id: saved.id, kind: 'draft' });
      setServerErrors({});
      form.markSaved();
      notify(t('shop.formDraftSaved'), 'success');
      refreshCart();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const addToCart = () => {
    if (busy) return;
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
    setRelease({ warnings: found });
  };

  const confirmRelease = async () => {
    if (busy) return;
    const target = savedDraft ?? item;
    setBusy('cart');
    try {
      if (!target) await addCartItem('cart', newItem());
      else {
        await updateCartItem(target.id, changes());
        // A draft is finished, a watchlist entry moves; an item in the cart stays where it is.
        if (target.kind !== 'cart') await moveCartItem(target.id, 'cart');
      }
      setRelease(null);
      notify(t('shop.formAddedToCart'), 'success');
      refreshCart();
      onClose();
    } catch (error) {
      setRelease(null);
      fail(error);
    } finally {
      setBusy(null);
    }
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
    release,
    serverErrors,
    canSaveDraft: item?.kind !== 'cart',
    saveDraft,
    addToCart,
    confirmRelease,
    cancelRelease: () => setRelease(null),
    fieldEdited,
  };
}
