import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../ui/admin-kit/filter-select.tsx';
import type { TableViewState } from '../../ui/admin-kit/use-table-view.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TRANSLATION_TYPES, typeLabelKey } from './translation-state.ts';
import type { TableInput } from './translations-api.ts';
import styles from './translations.module.css';

// The table's own filters, kept in the address beside the table view: ?group=&type=&missing=&locked=
// (1 locked, 0 unlocked)&review=1&outdated=1.

/** The server's filter input from the address. */
export function filtersOf(tableView: TableViewState): Partial<TableInput> {
  const locked = tableView.filter('locked');
  return {
    group: tableView.filter('group') || null,
    type: tableView.filter('type') || null,
    missingIn: tableView.filter('missing') || null,
    locked: locked === '1' ? true : locked === '0' ? false : null,
    awaitingReview: tableView.filter('review') === '1' ? true : null,
    outdated: tableView.filter('outdated') === '1' ? true : null,
  };
}

type Props = {
  tableView: TableViewState;
  groups: readonly string[];
  /** The shop's languages but the default (what can be missing). */
  targets: readonly string[];
};

export function TranslationsFilters({ tableView, groups, targets }: Props) {
  const { t } = useTranslation();
  const any = t('admin.translationFilterAny');
  return (
    <div className={styles.filters} data-testid="translations-filters">
      <FilterSelect
        tableView={tableView}
        name="group"
        label={t('admin.translationGroup')}
        options={groups.map((group) => ({ id: group, label: group }))}
        anyLabel={any}
        testId="translations-filter-group"
      />
      <FilterSelect
        tableView={tableView}
        name="type"
        label={t('admin.translationType')}
        options={TRANSLATION_TYPES.map((type) => ({ id: type, label: t(typeLabelKey(type)) }))}
        anyLabel={any}
        testId="translations-filter-type"
      />
      <FilterSelect
        tableView={tableView}
        name="missing"
        label={t('admin.translationMissingIn')}
        options={targets.map((code) => ({ id: code, label: code }))}
        anyLabel={any}
        testId="translations-filter-missing"
      />
      <FilterSelect
        tableView={tableView}
        name="locked"
        label={t('admin.translationFilterLock')}
        options={[
          { id: '1', label: t('admin.translationLockedOnly') },
          { id: '0', label: t('admin.translationUnlockedOnly') },
        ]}
        anyLabel={any}
        testId="translations-filter-locked"
      />
      <Checkbox
        isSelected={tableView.filter('review') === '1'}
        onChange={(selected) => tableView.setFilter('review', selected ? '1' : '')}
        testId="translations-filter-review"
      >
        {t('admin.translationStateAwaitingReview')}
      </Checkbox>
      <Checkbox
        isSelected={tableView.filter('outdated') === '1'}
        onChange={(selected) => tableView.setFilter('outdated', selected ? '1' : '')}
        testId="translations-filter-outdated"
      >
        {t('admin.translationStateOutdated')}
      </Checkbox>
    </div>
  );
}
