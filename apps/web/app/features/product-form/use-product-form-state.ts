import { createFormState, formReducer, formValues } from '@print/core/print/form-state';
import type { FormAction, FormState, Prefill } from '@print/core/print/form-state';
import type { ImageInfo } from '@print/core/print/preflight';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import { hasChanges, prefillFromUser, productFormModel } from './form-model.ts';
import type { FormModel } from './form-model.ts';
import { prefillQuery } from './product-form-api.ts';
import type { ProductFormItem, ProductFormProduct } from './product-form-types.ts';

// The form's state: core's form reducer (spec §3 Form state) plus what only the browser knows —
// the prefill arriving later, the pixel size of uploads, and what the form started with.

type Action = FormAction | { type: 'prefill'; prefill: Prefill };

/** core's reducer, plus the prefill: the state is rebuilt with it, keeping what was typed and the page. */
function reducerFor(model: FormModel) {
  const reduce = formReducer(model.context);
  return (state: FormState, action: Action): FormState => {
    if (action.type !== 'prefill') return reduce(state, action);
    const next = createFormState(model.context, {
      prefill: action.prefill,
      values: state.vault.custom,
      customData: state.customData,
      page: state.page,
    });
    return { ...next, showRequiredHighlights: next.showRequiredHighlights || state.showRequiredHighlights };
  };
}

export type ProductFormState = {
  model: FormModel;
  state: FormState;
  dispatch: (action: FormAction) => void;
  /** Every value (typed, else prefilled/default): what the preview shows. */
  values: Record<string, string>;
  /** Pixel sizes of the image fields' images, for the dpi preflight. */
  imageInfo: ImageInfo;
  setImageInfo: (field: string, info: { widthPx: number; heightPx: number } | null) => void;
  /** Something was typed since the form opened or was last saved. */
  isDirty: boolean;
  /** After a save: what is saved now is the new starting point. */
  markSaved: () => void;
};

export function useProductFormState(
  product: ProductFormProduct,
  item: ProductFormItem | null,
  language: string,
  restored: Record<string, string> | null = null,
): ProductFormState {
  // The product page may hand over a new but equal object on each render; the model (and with it
  // the preview) changes only when the fields or the template do.
  const definition = JSON.stringify({ fields: product.fields, template: product.template ?? null });
  const model = useMemo(
    () =>
      productFormModel(JSON.parse(definition) as Pick<ProductFormProduct, 'fields' | 'template'>, language),
    [definition, language],
  );
  const reducer = useMemo(() => reducerFor(model), [model]);
  // Restored typing (a guest back from logging in) is not saved yet: the form starts dirty with it.
  const [state, dispatch] = useReducer(reducer, null, () =>
    createFormState(model.context, { values: item?.fieldValues ?? restored ?? {} }),
  );
  const [start, setStart] = useState<Record<string, string>>(() => ({ ...(item?.fieldValues ?? {}) }));
  const [imageInfo, setImageInfoState] = useState<Record<string, { widthPx: number; heightPx: number }>>({});

  // Prefill from the profile and custom user fields; without a registered session (anonymous or
  // temporary) there is nothing to fill in, and a failure simply leaves the fields as they are.
  const { session } = useShell();
  const prefillEnabled = session !== null && !session.isTemporary;
  const prefill = useQuery({ ...prefillQuery(session?.userId ?? ''), enabled: prefillEnabled });
  useEffect(() => {
    if (prefill.data) dispatch({ type: 'prefill', prefill: prefillFromUser(prefill.data) });
  }, [prefill.data]);

  const setImageInfo = useCallback((field: string, info: { widthPx: number; heightPx: number } | null) => {
    setImageInfoState((current) => {
      const next = { ...current };
      if (info) next[field] = info;
      else delete next[field];
      return next;
    });
  }, []);

  const custom = state.vault.custom;
  return {
    model,
    state,
    dispatch,
    values: useMemo(() => formValues(state), [state]),
    imageInfo,
    setImageInfo,
    isDirty: hasChanges(custom, start),
    markSaved: useCallback(() => setStart({ ...custom }), [custom]),
  };
}
