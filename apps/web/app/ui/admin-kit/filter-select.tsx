import type { TableViewState } from './use-table-view.ts';
import { SelectField, type SelectOption } from '../select-field.tsx';

type Props = {
  tableView: TableViewState;
  /** The filter's name in the address (`?<name>=`) and the field's name. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Already translated: the first choice, which clears the filter ("All", "Any", …). */
  anyLabel: string;
  testId: string;
  className?: string;
};

/**
 * One filter of an admin table kept in the address beside the table view: choosing sets it (and goes
 * back to the first page, as `setFilter` does), the first choice clears it.
 */
export function FilterSelect({ tableView, name, label, options, anyLabel, testId, className }: Props) {
  return (
    <SelectField
      {...(className ? { className } : {})}
      label={label}
      name={name}
      value={tableView.filter(name)}
      onChange={(value) => tableView.setFilter(name, value)}
      options={options}
      emptyLabel={anyLabel}
      placeholder={anyLabel}
      testId={testId}
    />
  );
}
