import { localizedText } from '@print/core/i18n/localized-text';
import { checkNavigation, MAX_NAV_ENTRIES, type NavEntry } from '@print/core/tenancy/navigation';
import type { ValidationError } from '@print/core/validation/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { chosenProductsQuery, productChoicesQuery } from '../../lib/admin/product-choices.ts';
import { failureToastKey, userInputFailure } from '../../lib/api/user-input-error.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { dropReorder, moveById } from '../../ui/admin-kit/list-order.ts';
import listStyles from '../../ui/admin-kit/reorderable-list.module.css';
import type { SearchChoice } from '../../ui/admin-kit/search-combobox.tsx';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import {
  navigationKey,
  navigationQuery,
  navigationTargetsQuery,
  saveNavigation,
  type NavigationData,
} from './navigation-api.ts';
import { KIND_LABEL, NavigationEntryEditor } from './navigation-entry-editor.tsx';
import { entriesOf, inputOf, newEntry } from './navigation-values.ts';
import own from './navigation.module.css';

/**
 * The shop's own main navigation (tenant detail → Navigation): entries in order, moved by dragging
 * their handle or with the move buttons (keyboard), each leading to a category, a product, a CMS page
 * or a link, with a label per language; saved together. On the platform's tenant detail with
 * `tenantId`, and for the tenant's own admin without it.
 */
export function NavigationTab({ tenantId }: { tenantId?: string }) {
  const { t } = useTranslation();
  const navigation = useQuery(navigationQuery(tenantId));
  if (!navigation.data)
    return (
      <p className={styles.notice} role={navigation.isError ? 'alert' : 'status'}>
        {t(navigation.isError ? 'common.genericError' : 'common.loading')}
      </p>
    );
  return <NavigationForm tenantId={tenantId} data={navigation.data} />;
}

function NavigationForm({ tenantId, data }: { tenantId: string | undefined; data: NavigationData }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<NavEntry[]>(() => entriesOf(data.tenantNavigation));
  const [revision, setRevision] = useState(data.tenantNavigation.revision);
  const [selected, setSelected] = useState<string | null>(entries[0]?.id ?? null);
  const [errors, setErrors] = useState<Record<string, ValidationError>>({});
  const targetsQuery = useQuery(navigationTargetsQuery(tenantId));
  const languages = [...data.tenantLanguages]
    .sort((a, b) => Number(b.default) - Number(a.default))
    .map((l) => l.languageCode);
  const defaultLanguage = languages[0] ?? 'de-DE';

  const targets = {
    category: (targetsQuery.data?.adminCategories ?? []).map((c) => ({ id: c.id, label: c.name })),
    page: (targetsQuery.data?.adminContentPages ?? []).map((p) => ({ id: p.id, label: p.title })),
  };
  // Products: the names of those the saved entries lead to, and of those picked since.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const saved = useQuery(
    chosenProductsQuery(
      tenantId,
      data.tenantNavigation.entries.filter((e) => e.kind === 'product').map((e) => e.target),
    ),
  );
  const productName = (id: string) => picked[id] ?? saved.data?.find((p) => p.id === id)?.name;
  const products = {
    choices: (search: string) => productChoicesQuery(tenantId, search),
    nameOf: productName,
    onChosen: (choice: SearchChoice) => setPicked((current) => ({ ...current, [choice.id]: choice.name })),
  };
  const targetName = (entry: NavEntry) =>
    entry.kind === 'url'
      ? entry.target
      : entry.kind === 'product'
        ? productName(entry.target)
        : targets[entry.kind].find((o) => o.id === entry.target)?.label;
  const labelOf = (entry: NavEntry) =>
    localizedText(entry.label, i18n.language, defaultLanguage) || t('admin.navEntryUntitled');

  const save = useMutation({
    mutationFn: () => saveNavigation(inputOf(entries), revision, tenantId),
    onSuccess: (saved) => {
      setRevision(saved.revision);
      setErrors({});
      queryClient.setQueryData(navigationKey(tenantId), { ...data, tenantNavigation: saved });
      notify(t('admin.settingsSaved'), 'success');
    },
    onError: (error) => {
      const failure = userInputFailure(error);
      if (failure) setErrors(failure.fields);
      // A save on an older revision says so ('changed meanwhile'); others: the spec's settings message.
      const message = failureToastKey(error, 'admin.errorSavingTenantSettings');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });

  const submit = () => {
    const found = checkNavigation(entries, defaultLanguage);
    setErrors(found);
    const [first] = Object.keys(found);
    if (first) {
      const index = Number(/^entries\.(\d+)/.exec(first)?.[1]);
      if (Number.isInteger(index) && entries[index]) setSelected(entries[index].id);
      return;
    }
    save.mutate();
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const ids = dropReorder(
        entries.map((e) => e.id),
        [...event.keys].map(String),
        String(event.target.key),
        event.target.dropPosition === 'before' ? 'before' : 'after',
      );
      setEntries((current) => ids.flatMap((id) => current.filter((e) => e.id === id)));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={listStyles.dropIndicator} />,
  });

  const selectedIndex = entries.findIndex((e) => e.id === selected);
  const selectedEntry = entries[selectedIndex];

  return (
    <div className={own.tab} data-testid="navigation-tab">
      <p className={styles.notice}>{t('admin.navigationIntro')}</p>
      {errors.entries && <p role="alert">{t(errors.entries.key, errors.entries.params ?? {})}</p>}
      <GridList
        aria-label={t('admin.navEntries')}
        items={entries}
        selectionMode="single"
        disallowEmptySelection={entries.length > 0}
        selectedKeys={selected ? [selected] : []}
        onSelectionChange={(keys) => setSelected(keys === 'all' ? null : (([...keys][0] as string) ?? null))}
        dragAndDropHooks={dragAndDropHooks}
        className={own.list}
        data-testid="nav-entries"
        // Each row names its target and marks its errors: drawn again when either arrives later.
        dependencies={[targetsQuery.data, saved.data, picked, errors, i18n.language]}
        renderEmptyState={() => <span className={styles.notice}>{t('common.noResults')}</span>}
      >
        {(entry) => {
          const index = entries.indexOf(entry);
          const invalid = Object.keys(errors).some((key) => key.startsWith(`entries.${index}.`));
          return (
            <GridListItem
              id={entry.id}
              textValue={labelOf(entry)}
              className={own.item}
              data-invalid={invalid || undefined}
            >
              <AriaButton slot="drag" className={listStyles.dragHandle} aria-label={t('admin.dragToReorder')}>
                ⠿
              </AriaButton>
              <span className={own.label} data-testid="nav-entry-label">
                {labelOf(entry)}
              </span>
              <span className={own.target}>
                {t(KIND_LABEL[entry.kind])}: {targetName(entry) ?? t('admin.navTargetMissing')}
              </span>
              <span className={listStyles.rowActions}>
                <Button
                  size="small"
                  color="neutral"
                  isDisabled={index === 0}
                  onPress={() => setEntries((current) => moveById(current, entry.id, -1))}
                  aria-label={`${t('admin.moveUp')}: ${labelOf(entry)}`}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  color="neutral"
                  isDisabled={index === entries.length - 1}
                  onPress={() => setEntries((current) => moveById(current, entry.id, 1))}
                  aria-label={`${t('admin.moveDown')}: ${labelOf(entry)}`}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  color="danger"
                  onPress={() => setEntries((current) => current.filter((e) => e.id !== entry.id))}
                  aria-label={`${t('admin.removeNavEntry')}: ${labelOf(entry)}`}
                >
                  {t('common.remove')}
                </Button>
              </span>
            </GridListItem>
          );
        }}
      </GridList>
      <div className={own.buttons}>
        <Button
          color="neutral"
          isDisabled={entries.length >= MAX_NAV_ENTRIES}
          onPress={() => {
            const entry = newEntry();
            setEntries((current) => [...current, entry]);
            setSelected(entry.id);
          }}
          data-testid="add-nav-entry"
        >
          {t('admin.addNavEntry')}
        </Button>
      </div>
      {selectedEntry && (
        <NavigationEntryEditor
          key={selectedEntry.id}
          entry={selectedEntry}
          index={selectedIndex}
          languages={languages}
          targets={targets}
          products={products}
          errors={errors}
          onChange={(changed) =>
            setEntries((current) => current.map((e) => (e.id === changed.id ? changed : e)))
          }
        />
      )}
      <div className={own.buttons}>
        <Button onPress={submit} isDisabled={save.isPending} data-testid="save-navigation">
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
