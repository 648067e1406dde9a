import { useTranslation } from 'react-i18next';
import type { TableViewState } from '../../ui/admin-kit/use-table-view.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { SelectField } from '../../ui/select-field.tsx';
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
      <SelectField
        label={t('admin.translationGroup')}
        name="group"
        value={tableView.filter('group')}
        onChange={(value) => tableView.setFilter('group', value)}
        options={groups.map((group) => ({ id: group, label: group }))}
        emptyLabel={any}
        placeholder={any}
        testId="translations-filter-group"
      />
      <SelectField
        label={t('admin.translationType')}
        name="type"
        value={tableView.filter('type')}
        onChange={(value) => tableView.setFilter('type', value)}
        options={TRANSLATION_TYPES.map((type) => ({ id: type, label: t(typeLabelKey(type)) }))}
        emptyLabel={any}
        placeholder={any}
        testId="translations-filter-type"
      />
      <SelectField
        label={t('admin.translationMissingIn')}
        name="missing"
        value={tableView.filter('missing')}
        onChange={(value) => tableView.setFilter('missing', value)}
        options={targets.map((code) => ({ id: code, label: code }))}
        emptyLabel={any}
        placeholder={any}
        testId="translations-filter-missing"
      />
      <SelectField
        label={t('admin.translationFilterLock')}
        name="locked"
        value={tableView.filter('locked')}
        onChange={(value) => tableView.setFilter('locked', value)}
        options={[
          { id: '1', label: t('admin.translationLockedOnly') },
          { id: '0', label: t('admin.translationUnlockedOnly') },
        ]}
        emptyLabel={any}
        placeholder={any}
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
