import type { FormPage } from '@print/core/print/form-state';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { usePhoneLayout } from '../../ui/use-phone-layout.ts';
import { FormSidebar } from './form-sidebar.tsx';
import { PreviewPane } from './form-preview.tsx';
import { pageLabel as labelOfPage } from './form-model.ts';
import type { ProductFormProps } from './product-form-types.ts';
import { SidebarResizer, useSidebarWidth } from './sidebar-resizer.tsx';
import { useFormActions } from './use-form-actions.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useProductFormState } from './use-product-form-state.ts';
import styles from './product-form.module.css';

export type {
  ProductFormItem,
  ProductFormProduct,
  ProductFormProps,
  ProductFormResume,
} from './product-form-types.ts';

/** Where the focus goes for a field: its input, or the first control of an upload field. */
function focusField(root: HTMLElement | null, name: string): void {
  const input = root?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  const control =
    input ?? root?.querySelector<HTMLElement>(`[data-testid="form-field-${CSS.escape(name)}"] button`);
  control?.focus();
}

/**
 * The personalisation form of a print product (issue 4): a full-viewport dialog with the fields in
 * a resizable sidebar and the live preview beside it; save as draft, or add to cart after the
 * preflight and the content release. Closing with unsaved entries asks first.
 */
export function ProductForm(props: ProductFormProps) {
  const { product, item, resume, onClose } = props;
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const confirm = useConfirm();
  const language = i18n.language;
  const form = useProductFormState(product, item, language, resume?.values ?? null);
  const { state, dispatch, model } = form;
  const [sidebarOpen, setSidebarOpen] = useState(true);
  // A phone shows the fields under a preview strip: always there, nothing to show or hide.
  const phone = usePhoneLayout();
  const showSidebar = sidebarOpen || phone;
  const [sidebarWidth, setSidebarWidth] = useSidebarWidth();
  const { isFullscreen, toggle: toggleFullscreen } = useFullscreen();
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const sidebarId = useId();

  const showPage = useCallback((page: string) => dispatch({ type: 'goToPage', page }), [dispatch]);
  const actions = useFormActions(props, form, showPage);
  const pageLabel = (page: FormPage) => labelOfPage(page, language, tenant.defaultLanguage);
  const labels = new Map(product.fields.map((field) => [field.name, field.label]));
  const fieldLabel = (name: string) => labels.get(name) ?? name;
  const options = new Map(product.fields.map((field) => [field.name, field.options ?? []]));
  const fieldOptions = (name: string) => options.get(name) ?? [];

  const showField = (name: string) => {
    const page = state.pages.find((candidate) => candidate.fields.includes(name));
    if (page && page.id !== state.page) showPage(page.id);
    setSidebarOpen(true);
    setFocusRequest(name);
  };
  // Back from logging in with what a guest typed: finish the save they asked for, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    if (resume.action === 'draft') void actions.saveDraft();
    else actions.addToCart();
  });

  useEffect(() => {
    if (focusRequest === null) return;
    focusField(bodyRef.current, focusRequest);
    setFocusRequest(null);
  }, [focusRequest, state.page]);

  const requestClose = async () => {
    if (actions.busy === 'cart') return;
    if (form.isDirty) {
      const discard = await confirm({
        severity: 'confirmOnly',
        message: t('shop.formDiscardConfirm'),
        confirmLabel: t('shop.formDiscard'),
      });
      if (!discard) return;
    }
    onClose();
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) void requestClose();
      }}
      className={classNames(styles.overlay, isFullscreen && styles.fullscreen)}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid="product-form">
          <header className={styles.toolbar}>
            {!phone && (
              <Button
                color="neutral"
                size="small"
                onPress={() => setSidebarOpen((open) => !open)}
                aria-expanded={sidebarOpen}
                aria-controls={sidebarId}
              >
                {t('shop.formToggleSidebar')}
              </Button>
            )}
            <Heading slot="title" className={styles.title}>
              {t('shop.formTitle', { product: product.name })}
            </Heading>
            <Button color="neutral" size="small" onPress={toggleFullscreen} data-testid="form-fullscreen">
              {isFullscreen ? t('shop.formExitFullscreen') : t('shop.formFullscreen')}
            </Button>
            <Button
              color="neutral"
              size="small"
              onPress={() => void requestClose()}
              aria-label={t('common.close')}
              data-testid="form-close"
            >
              <CloseIcon />
            </Button>
          </header>
          <div className={styles.body} ref={bodyRef}>
            {showSidebar && (
              <>
                <FormSidebar
                  id={sidebarId}
                  notice={
                    resume
                      ? t(resume.action === 'draft' ? 'shop.formRestoredDraft' : 'shop.formRestoredCart')
                      : null
                  }
                  width={sidebarWidth}
                  form={form}
                  actions={actions}
                  fieldLabel={fieldLabel}
                  fieldOptions={fieldOptions}
                  pageLabel={pageLabel}
                  onShowField={showField}
                />
                <SidebarResizer width={sidebarWidth} onChange={setSidebarWidth} controls={sidebarId} />
              </>
            )}
            <div className={styles.preview}>
              <PreviewPane
                template={model.template}
                values={form.values}
                pages={state.pages}
                page={state.page}
                onPageChange={showPage}
                pageLabel={pageLabel}
              />
            </div>
          </div>
          {actions.releaseDialog}
          {actions.signInNotice}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
