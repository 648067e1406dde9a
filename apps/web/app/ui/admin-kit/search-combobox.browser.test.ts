import { describe, expect, it } from 'vitest';
import { data, type GraphqlHandler } from '../../testing/browser-driver.ts';
import { adminBrowser, eventually } from './test/admin-test-kit.ts';

// The search combobox in Chromium (test/combobox-page.tsx): typing searches on the server once the
// typing rests, arrows and Enter pick, Escape puts the chosen name back; a choice made before shows its
// name though no answer holds it.

const admin = adminBrowser();

const THINGS = [
  { id: 'a5', name: 'Flyer A5', detail: 'FL-A5' },
  { id: 'a6', name: 'Flyer A6', detail: 'FL-A6' },
  { id: 'card', name: 'Business card' },
];

/** Answers each search with the things whose name holds it, and keeps what was searched. */
function searchServer(searched: string[]): GraphqlHandler {
  return (call) => {
    const search = String((call.variables as { search?: string }).search ?? '');
    searched.push(search);
    const things = THINGS.filter((thing) => thing.name.toLowerCase().includes(search.toLowerCase()));
    return data({ things });
  };
}

describe('search combobox', { timeout: 60_000 }, () => {
  it('searches once typing rests, picks with the arrows and Enter, and Escape restores the choice', async () => {
    const searched: string[] = [];
    const { page } = await admin.open('/combobox', searchServer(searched));
    const input = page.getByTestId('thing-search');
    expect(await input.inputValue()).toBe('Kept thing');

    await input.fill('');
    await input.pressSequentially('flyer', { delay: 20 });
    const options = page.getByRole('option');
    // What was found, then the chosen one.
    await eventually(() => options.allTextContents()).toEqual([
      'Flyer A5FL-A5',
      'Flyer A6FL-A6',
      'Kept thing',
    ]);
    // Not a call per keystroke: the search went out for what was typed once it rested.
    expect(searched.filter((text) => text.startsWith('f'))).toEqual(['flyer']);

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await input.press('Enter');
    await eventually(() => page.getByTestId('chosen').textContent()).toBe('a6: Flyer A6');
    expect(await input.inputValue()).toBe('Flyer A6');
    await eventually(() => options.count()).toBe(0);

    // Typing, then Escape: the list closes and the field shows the chosen name again.
    await input.fill('card');
    await eventually(() => options.allTextContents()).toEqual(['Business card', 'Flyer A6FL-A6']);
    await input.press('Escape');
    await eventually(() => options.count()).toBe(0);
    await eventually(() => input.inputValue()).toBe('Flyer A6');
    expect(await page.getByTestId('chosen').textContent()).toBe('a6: Flyer A6');
  });

  it('says when nothing matches, keeping the chosen one to go back to', async () => {
    const { page } = await admin.open('/combobox', searchServer([]));
    const input = page.getByTestId('thing-search');
    await input.fill('poster');
    await eventually(() => page.getByText('No results found.').isVisible()).toBe(true);
    expect(await page.getByRole('option').allTextContents()).toEqual(['Kept thing']);
  });
});
