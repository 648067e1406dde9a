import { isFieldHighlighted, missingFields } from '@print/core/print/form-state';
import type { FormPage } from '@print/core/print/form-state';
import { valueOf } from '@print/core/print/product-field';
import { useState } from 'react';
import type { CSSProperties, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { FieldInput } from '../../ui/product-field-input.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { ImageField } from './image-field.tsx';
import { PreflightIssues } from './preflight-issues.tsx';
import type { FormActions } from './use-form-actions.ts';
import type { ProductFormState } from './use-product-form-state.ts';
import styles from './product-form.module.css';

type Props = {
  id: string;
  /** A note above the fields (the typing of a guest restored after logging in); null: none. */
  notice: string | null;
  width: number;
  form: ProductFormState;
  actions: FormActions;
  fieldLabel: (name: string) => string;
  /** select: the choices of a field, labelled in the shopper's language. */
  fieldOptions: (name: string) => readonly { value: string; label: string }[];
  pageLabel: (page: FormPage) => string;
  /** Takes the shopper to a field (its page, then the focus). */
  onShowField: (field: string) => void;
};

/** The fields of the current step with progress, Back/Next, preflight issues and the save buttons. */
export function FormSidebar(props: Props) {
  const { id, notice, width, form, actions, fieldLabel, pageLabel, onShowField } = props;
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { state, dispatch, values, model } = form;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const pageIndex = state.pages.findIndex((page) => page.id === state.page);
  const page = state.pages[pageIndex];
  const percent = Math.round(state.vault.meta.progress * 100);
  const visible = new Set(state.visibleElements);
  const fields = model.context.fields.filter(
    (field) => visible.has(field.name) && (page?.fields.includes(field.name) ?? true),
  );
  const highlightsHere = state.showRequiredHighlights && missingFields(state, state.page).length > 0;

  const change = (name: string, value: string) => {
    dispatch({ type: 'setValue', field: name, value });
    actions.fieldEdited(name);
  };
  const touch = (name: string) => setTouched((current) => new Set(current).add(name));
  const errorOf = (name: string): string | null => {
    if (isFieldHighlighted(state, name)) return t('validation.required');
    const server = actions.serverErrors[name];
    if (server) return message(server);
    const format = state.errors[name];
    return format && (touched.has(name) || state.showRequiredHighlights) ? message(format) : null;
  };
  const next = (event?: FormEvent) => {
    event?.preventDefault();
    const missing = missingFields(state, state.page);
    dispatch({ type: 'next' });
    if (missing[0]) onShowField(missing[0]);
  };

  return (
    <aside
      id={id}
      className={styles.sidebar}
      style={{ '--sidebar-width': `${width}px` } as CSSProperties}
      aria-label={t('shop.formFields')}
      data-testid="form-sidebar"
    >
      <div className={styles.sidebarScroll}>
        {notice && (
          <p className={styles.restoredNotice} role="status" data-testid="form-restored">
            {notice}
          </p>
        )}
        {state.pages.length > 1 && page && (
          <h3 className={styles.step}>
            {t('shop.formStepOf', { current: pageIndex + 1, total: state.pages.length })}
            {' · '}
            {pageLabel(page)}
          </h3>
        )}
        <div className={styles.progress}>
          <progress
            max={100}
            value={percent}
            aria-labelledby={`${id}-progress`}
            data-testid="form-progress"
          />
          <span id={`${id}-progress`}>{t('shop.formProgress', { percent })}</span>
        </div>
        {highlightsHere && (
          <p className={styles.highlightNotice} role="alert" data-testid="form-highlight-notice">
            {t('shop.formFillHighlightedFields')}
          </p>
        )}
        <form className={styles.fields} onSubmit={next} noValidate>
          {fields.map((field) => {
            const common = {
              field,
              label: fieldLabel(field.name),
              value: valueOf(values, field.name),
              isRequired: state.requiredElements.includes(field.name),
              isHighlighted: isFieldHighlighted(state, field.name),
              errorMessage: errorOf(field.name),
            };
            return field.type === 'image' ? (
              <ImageField
                key={field.name}
                {...common}
                size={form.imageInfo[field.name]}
                onChange={(value) => change(field.name, value)}
                onSizeChange={(size) => form.setImageInfo(field.name, size)}
              />
            ) : (
              <FieldInput
                key={field.name}
                {...common}
                options={props.fieldOptions(field.name)}
                emptyLabel={t('common.none')}
                onChange={(value) => change(field.name, value)}
                onBlur={() => touch(field.name)}
              />
            );
          })}
          {/* Enter in a field goes on to the next step, as the Next button does. */}
          <button type="submit" hidden tabIndex={-1} />
        </form>
        <PreflightIssues issues={actions.issues} fieldLabel={fieldLabel} onShowField={onShowField} />
      </div>
      <div className={styles.sidebarFooter}>
        {state.pages.length > 1 && (
          <div className={styles.stepButtons}>
            <Button
              color="neutral"
              isDisabled={pageIndex <= 0}
              onPress={() => dispatch({ type: 'back' })}
              data-testid="form-back"
            >
              {t('common.back')}
            </Button>
            <Button
              color="secondary"
              isDisabled={state.vault.meta.ptrFinal}
              onPress={() => next()}
              data-testid="form-next"
            >
              {t('common.next')}
            </Button>
          </div>
        )}
        <div className={styles.saveButtons}>
          {actions.canSaveDraft && (
            <Button
              color="neutral"
              isDisabled={actions.busy !== null}
              onPress={() => void actions.saveDraft()}
              data-testid="form-save-draft"
            >
              {actions.busy === 'draft' ? t('common.saving') : t('shop.formSaveAsDraft')}
            </Button>
          )}
          <Button
            isDisabled={actions.busy !== null}
            onPress={actions.addToCart}
            data-testid="form-add-to-cart"
          >
            {t('shop.formAddToCart')}
          </Button>
        </div>
      </div>
    </aside>
  );
}
