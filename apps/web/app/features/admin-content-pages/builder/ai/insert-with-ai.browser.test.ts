import { describe, expect, it } from 'vitest';
import { data } from '../../../../testing/browser-driver.ts';
import { eventually, harnessBrowser } from '../../../../testing/harness-browser.ts';
import {
  draftBlocks,
  headingText,
  openBuilder,
  outline,
  PAGE,
  queued,
  refusal,
  selectHeading,
  sent,
  server,
  taskStates,
  toasts,
  WRITING,
} from './test/builder-ai-fixtures.ts';

// The insert-block picker's 'create with AI instead' in Chromium (issue 25, decision 0079): the
// prompt's rule and the server's refusal, the wizard's steps, the blocks inserted where the picker
// names as one undo step (or as the sections of an empty page), and the explanation without AI.

const browser = harnessBrowser(openBuilder);

describe("the insert-block picker's 'create with AI instead'", { timeout: 60_000 }, () => {
  it('writes blocks after the selected block through the steps, as one undo step', async () => {
    const { page, calls } = await browser.open(server(true, WRITING));
    await selectHeading(page);
    await page.getByTestId('builder-insert').click();
    await page.getByTestId('insert-with-ai').click();
    await eventually(() => page.getByTestId('insert-block-dialog').count()).toBe(0);
    await eventually(() => page.getByTestId('ai-insert-target').textContent()).toBe('Insert into: Section 1');
    await page.getByTestId('save-ai-insert').click();
    await eventually(() => page.getByTestId('ai-insert-form').textContent()).toContain(
      'Please enter a prompt',
    );
    expect(sent(calls, 'GenerateContentBlocksWithAi')).toEqual([]);
    await page.getByTestId('ai-prompt').fill('A section about flyers');
    await page.getByTestId('save-ai-insert').click();

    await eventually(() => page.getByTestId('ai-steps').textContent()).toContain('Adding image placeholders');
    await eventually(() => page.getByTestId('ai-blocks-inserted').textContent()).toContain(
      '3 blocks have been inserted',
    );
    expect(await page.getByTestId('ai-findings').textContent()).toContain('1 picture is still to be chosen');
    expect(sent(calls, 'GenerateContentBlocksWithAi')[0]!.variables).toEqual({
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      pageId: 'p1',
      prompt: 'A section about flyers',
    });
    await page.getByTestId('ai-close').click();

    // After the selected heading, before the page's text; the first new block is selected.
    await eventually(() => draftBlocks(page)).toEqual([['heading', 'heading', 'text', 'image', 'text']]);
    expect(await headingText(page)).toBe('Flyer, die man liest');
    expect(await outline(page, 'Image')).toBe(1);
    // One step back is the page as it was.
    await page.getByTestId('builder-undo').click();
    await eventually(() => outline(page, 'Image')).toBe(0);
    expect(await page.getByTestId('builder-undo').isDisabled()).toBe(true);
    await selectHeading(page);
    expect(await outline(page, 'Heading')).toBe(1);
  });

  it('makes them the sections of an empty page, its first block selected', async () => {
    const empty = { ...PAGE, document: { schemaVersion: 1, sections: [] } };
    const { page } = await browser.open(
      server(true, { ...WRITING, AdminContentPage: () => data({ adminContentPage: empty }) }),
    );
    await page.getByTestId('builder-insert').click();
    await page.getByTestId('insert-with-ai').click();
    await eventually(() => page.getByTestId('ai-insert-target').textContent()).toBe(
      'Insert into: Add section',
    );
    await page.getByTestId('ai-prompt').fill('A section about flyers');
    await page.getByTestId('save-ai-insert').click();
    await eventually(() => page.getByTestId('ai-blocks-inserted').count()).toBe(1);
    await page.getByTestId('ai-close').click();
    await eventually(() => draftBlocks(page)).toEqual([['heading', 'text', 'image']]);
    expect(await headingText(page)).toBe('Flyer, die man liest');
    expect(await outline(page, 'Heading')).toBe(1);
  });

  it("says 'Failed to submit prompt' with the server's reason, and why a task failed", async () => {
    let tries = 0;
    const { page } = await browser.open(
      server(true, {
        GenerateContentBlocksWithAi: () => (++tries === 1 ? refusal('admin.pageNotFound') : queued()),
        ContentAiBlocksTask: taskStates([{ state: 'failed', error: 'admin.aiInvalidAnswer' }]),
      }),
    );
    await page.getByTestId('builder-insert').click();
    await page.getByTestId('insert-with-ai').click();
    await page.getByTestId('ai-prompt').fill('Flyers');
    await page.getByTestId('save-ai-insert').click();
    await eventually(() => toasts(page)).toContain('Failed to submit prompt');
    expect(await page.getByTestId('ai-insert-form-error').textContent()).toBe('The page does not exist');
    await page.getByTestId('save-ai-insert').click();
    await eventually(() => page.getByTestId('ai-task-error').textContent()).toContain(
      "The AI's answer could not be used",
    );
    await page.getByTestId('ai-retry').click();
    await eventually(() => page.getByTestId('ai-prompt').inputValue()).toBe('Flyers');
    expect(await outline(page, 'Image')).toBe(0);
  });

  it('stays in the picker without an AI service and explains what to configure', async () => {
    const { page, calls } = await browser.open(server(false));
    await page.getByTestId('builder-insert').click();
    expect(await page.getByTestId('insert-with-ai').textContent()).toBe('Create with AI instead');
    await page.getByTestId('insert-with-ai').click();
    await eventually(() => page.getByTestId('ai-not-configured').textContent()).toContain('AI_API_KEY');
    await page.getByTestId('ai-close').click();
    expect(sent(calls, 'GenerateContentBlocksWithAi')).toEqual([]);
  });
});
