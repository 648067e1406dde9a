import { describe, expect, it } from 'vitest';
import { data } from '../../../../testing/browser-driver.ts';
import { eventually, harnessBrowser } from '../../../../testing/harness-browser.ts';
import { headingText, openBuilder, selectHeading, sent, server } from './test/builder-ai-fixtures.ts';

// "Regenerate with AI" for the selected block in Chromium (issue 25): its props replaced, its id kept,
// one undo step, the repairs and the refused translations listed; a block the page has not saved yet is explained instead, and
// unsaved changes to it are warned of.

const browser = harnessBrowser(openBuilder);

describe('regenerating the selected block with AI', { timeout: 60_000 }, () => {
  const REWRITTEN = {
    regenerateContentBlockWithAi: {
      props: { text: { 'de-DE': 'Neu geschrieben' }, subline: {}, level: 'h1', align: 'start' },
      problems: [{ path: 'props.level', key: 'validation.invalidSetting', params: null }],
      refusedTexts: [{ path: 'props.text', language: 'en-GB', reason: 'placeholder' }],
    },
  };

  it("replaces the block's props, keeps its id, lists the repairs and undoes in one step", async () => {
    const { page, calls } = await browser.open(
      server(true, { RegenerateContentBlockWithAi: () => data(REWRITTEN) }),
    );
    await selectHeading(page);
    await page.getByTestId('builder-regenerate').click();
    await page.getByTestId('ai-prompt').fill('Friendlier');
    expect(await page.getByTestId('ai-block-changed').count()).toBe(0);
    await page.getByTestId('save-ai-regenerate').click();
    await eventually(() => page.getByTestId('ai-block-regenerated').textContent()).toContain(
      'The block has been rewritten',
    );
    expect(await page.getByTestId('ai-block-repaired').textContent()).toContain('Level:');
    // Its texts were translated into the shop's other languages; the one that was not is counted.
    expect(await page.getByTestId('ai-block-translated').textContent()).toContain(
      "translated from German (Germany) into the shop's other languages",
    );
    expect(await page.getByTestId('ai-block-refused').textContent()).toContain('1 translation was refused');
    expect(sent(calls, 'RegenerateContentBlockWithAi')[0]!.variables).toEqual({
      pageId: 'p1',
      blockId: 'head',
      prompt: 'Friendlier',
      language: null,
    });
    await page.getByTestId('ai-close').click();
    await eventually(() => headingText(page)).toBe('Neu geschrieben');
    // The same block (its id kept) with the new text, in the draft the editor saves.
    const draft = () => page.evaluate(() => localStorage.getItem('page-builder-draft:p1') ?? '');
    await eventually(draft).toContain('Neu geschrieben');
    expect(await draft()).toContain('{"id":"head","type":"heading"');
    expect(await draft()).not.toContain('Willkommen');
    // One step back is the block as it was.
    await page.getByTestId('builder-undo').click();
    await eventually(() => page.getByTestId('builder-undo').isDisabled()).toBe(true);
    await selectHeading(page);
  });

  it('says a block that is not saved yet cannot be rewritten, and warns of unsaved changes', async () => {
    const { page, calls } = await browser.open(server(true));
    await page.getByTestId('builder-insert').click();
    await page.getByTestId('insert-heading').click();
    await page.getByTestId('builder-regenerate').click();
    await eventually(() => page.getByTestId('ai-block-not-saved').textContent()).toContain(
      'has not been saved yet',
    );
    expect(await page.getByTestId('ai-prompt').count()).toBe(0);
    await page.getByTestId('ai-close').click();

    await selectHeading(page);
    await page.getByLabel('Text (German (Germany))').fill('Geändert');
    await page.getByTestId('builder-regenerate').click();
    await eventually(() => page.getByTestId('ai-block-changed').textContent()).toContain('last saved');
    expect(sent(calls, 'RegenerateContentBlockWithAi')).toEqual([]);
  });
});
