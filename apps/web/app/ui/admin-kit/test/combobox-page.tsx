import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchComboBox, type SearchChoice } from '../search-combobox.tsx';

// The search combobox on a page (search-combobox.browser.test.ts): it asks the test's GraphQL endpoint
// (`SearchThings`) for each search, and shows what is chosen below it.

type Send = (operation: string, variables: Record<string, unknown>) => Promise<unknown>;

export function ComboBoxPage({ send }: { send: Send }) {
  // Chosen before: a thing the first answers do not hold, so its name comes from the page alone.
  const [chosen, setChosen] = useState<SearchChoice | null>({ id: 'kept', name: 'Kept thing' });
  const choices = (search: string) =>
    queryOptions({
      queryKey: ['things', search] as unknown[],
      queryFn: async () => ((await send('SearchThings', { search })) as { things: SearchChoice[] }).things,
    });
  return (
    <>
      <SearchComboBox
        label="Thing"
        selected={chosen}
        onSelect={setChosen}
        choices={choices}
        isRequired
        testId="thing-search"
      />
      <p data-testid="chosen">{chosen ? `${chosen.id}: ${chosen.name}` : 'none'}</p>
    </>
  );
}
