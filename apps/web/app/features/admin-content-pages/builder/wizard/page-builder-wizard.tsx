import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageTemplate } from '../../templates/page-templates-api.ts';
import { TemplatePicker } from '../../templates/template-picker.tsx';
import { Button } from '../../../../ui/button.tsx';
import { FormDialog } from '../../../../ui/dialog.tsx';
import kit from '../../../../ui/admin-kit/admin-kit.module.css';

type Props = {
  isOpen: boolean;
  onClose: () => void;
  /**
   * The chosen template; `template.document` is the fragment to add (its sections). The page builder
   * adds it with applyTemplateWithNotice (../../templates), which says how it went.
   */
  onApply: (template: PageTemplate) => void;
};

/**
 * The page-builder wizard (spec §2: a modal with template categories): templates by category as tabs of
 * cards with their name, description and a small preview; choosing one and "Apply template" hands it to
 * the page builder and closes. Loading, failure (with Reload) and an empty category have states of
 * their own. Admin only: it is imported by the page builder's route, never by the shop.
 */
export function PageBuilderWizard({ isOpen, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PageTemplate | null>(null);
  const apply = (template: PageTemplate | null) => {
    if (!template) return;
    onApply(template);
    setChosen(null);
    onClose();
  };
  return (
    <FormDialog
      title={t('cms.wizardTitle')}
      isOpen={isOpen}
      onClose={onClose}
      size="large"
      testId="page-builder-wizard"
    >
      <TemplatePicker selectedId={chosen?.id ?? null} onSelect={setChosen} onConfirm={apply} />
      <div className={kit.formActions}>
        <Button color="neutral" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button isDisabled={!chosen} onPress={() => apply(chosen)} data-testid="apply-template">
          {t('cms.applyTemplate')}
        </Button>
      </div>
    </FormDialog>
  );
}
