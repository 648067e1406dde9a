import type { FormEvent, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../button.tsx';
import { ButtonLink } from '../button-link.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';
import styles from './admin-kit.module.css';

export type EditorTab = { id: string; label: string; content: ReactNode };

type Props = {
  title: string;
  tabs: readonly EditorTab[];
  isDirty: boolean;
  isSaving: boolean;
  /** Saves; resolves true when saved (false keeps the editor open with its errors). */
  onSave: () => Promise<boolean>;
  /** Where Close leads (the list). */
  closeTo: string;
  /** The failure that belongs to no input, already translated. */
  notice?: string | null;
  /** More buttons beside Close and Save (e.g. the product editor's media modal); they must not submit. */
  actions?: ReactNode;
  testId: string;
};

/**
 * A record edited on a page of its own (the product editor and the like): tabs kept in the address
 * (`?tab=`), Save, and Close. Leaving with unsaved changes — Close, a link, Back — asks
 * Save & Close or Discard (spec §4); reloading or closing the tab gets the browser's question.
 */
export function AdminEditor({
  title,
  tabs,
  isDirty,
  isSaving,
  onSave,
  closeTo,
  notice,
  actions,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const blocker = useUnsavedChangesGuard(isDirty);
  const asked = params.get('tab');
  const selected = tabs.some((tab) => tab.id === asked) ? asked! : tabs[0]?.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) void onSave();
  };
  const saveAndClose = async () => {
    if (await onSave()) blocker.proceed?.();
    else blocker.reset?.();
  };

  return (
    <>
      <form className={styles.editor} onSubmit={submit} noValidate data-testid={testId}>
        <div className={styles.editorHeader}>
          <h1 className={styles.editorTitle}>{title}</h1>
          <span className={styles.editorActions}>
            {actions}
            <ButtonLink to={closeTo} color="neutral" data-testid={`${testId}-close`}>
              {t('common.close')}
            </ButtonLink>
            <Button type="submit" isDisabled={isSaving} data-testid={`${testId}-save`}>
              {t(isSaving ? 'common.saving' : 'common.save')}
            </Button>
          </span>
        </div>
        {notice && (
          <p className={styles.formError} role="alert" data-testid={`${testId}-error`}>
            {notice}
          </p>
        )}
        <Tabs
          className={styles.tabs}
          selectedKey={selected}
          onSelectionChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (key === tabs[0]?.id) next.delete('tab');
                else next.set('tab', String(key));
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        >
          <TabList aria-label={title} className={styles.tabList}>
            {tabs.map((tab) => (
              <Tab key={tab.id} id={tab.id} className={styles.tab} data-testid={`${testId}-tab-${tab.id}`}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {/* Every panel stays mounted: what was typed on one tab survives a look at another. */}
          {tabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id} className={styles.tabPanel} shouldForceMount>
              {tab.content}
            </TabPanel>
          ))}
        </Tabs>
      </form>
      {/* Outside the editor's form: the dialog's own form must not submit it (React events bubble
          through portals). */}
      <UnsavedChangesDialog
        isOpen={blocker.state === 'blocked'}
        isSaving={isSaving}
        onSaveAndClose={() => void saveAndClose()}
        onDiscard={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
