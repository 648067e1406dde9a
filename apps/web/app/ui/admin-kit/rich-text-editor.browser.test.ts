import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, openHarness, userInputError, type GraphqlHandler } from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';
import type { RichTextHarnessConfig } from './test/rich-text-harness.tsx';

// The rich text editor in Chromium (testing/browser-driver.ts says why a real browser): formatting by
// toolbar and keys, the link's address rule, and what a save sends (decision 0050).

const HARNESS = fileURLToPath(new URL('./test/rich-text-harness.tsx', import.meta.url));
const saves: GraphqlHandler = () => data({ ok: true });

const editor = harnessBrowser((browser, initial: string, handler: GraphqlHandler = saves) => {
  const config: RichTextHarnessConfig = { initial };
  return openHarness(browser, { entry: HARNESS, config, handler, readyTestId: 'description' });
});

const editable = (page: Page) => page.getByTestId('description');
const tool = (page: Page, name: string) =>
  page.getByRole('toolbar').getByRole('button', { name, exact: true });
const sent = (calls: { variables: Record<string, unknown> }[]) =>
  calls.map((call) => JSON.parse(String(call.variables.description)) as unknown);

/** Selects the word before the caret, as Ctrl+Shift+← does. */
const selectWordBefore = (page: Page) => page.keyboard.press('Control+Shift+ArrowLeft');

describe('rich text editor', { timeout: 60_000 }, () => {
  it('bolds a word, makes a list and saves the formatted text', async () => {
    const { page, calls } = await editor.open('');
    await editable(page).click();
    await page.keyboard.type('Matt paper');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Gloss');
    await tool(page, 'Bulleted list').click();
    await eventually(() => editable(page).locator('ul > li').textContent()).toBe('Gloss');
    await eventually(() => tool(page, 'Bulleted list').getAttribute('aria-pressed')).toBe('true');

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await selectWordBefore(page);
    await tool(page, 'Bold').click();
    await eventually(() => tool(page, 'Bold').getAttribute('aria-pressed')).toBe('true');
    await eventually(() => editable(page).locator('strong').textContent()).toBe('paper');

    await page.getByTestId('save').click();
    await eventually(() => page.getByTestId('saved').textContent()).toBe('saved');
    expect(sent(calls)).toEqual([
      [
        { type: 'paragraph', children: [{ text: 'Matt ' }, { text: 'paper', bold: true }] },
        { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Gloss' }] }] },
      ],
    ]);
  });

  it('formats from the keyboard: Ctrl+I, the toolbar by Tab and arrow keys, a heading', async () => {
    const { page, calls } = await editor.open('');
    await editable(page).click();
    await page.keyboard.press('Control+i');
    await page.keyboard.type('Premium');
    // The toolbar is one tab stop; arrows, Home and End move within it; Space presses.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('Shift+Tab');
    await eventually(focused).toBe('Bold');
    await page.keyboard.press('End');
    await eventually(focused).toBe('Link');
    await page.keyboard.press('ArrowRight');
    await eventually(focused).toBe('Bold');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await eventually(focused).toBe('Heading');
    await page.keyboard.press('Space');
    await eventually(() => editable(page).locator('h2').textContent()).toBe('Premium');
    // The typing goes on in the text.
    await eventually(() => editable(page).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.type(' cards');
    await page.getByTestId('save').click();
    await eventually(() => calls.length).toBe(1);
    expect(sent(calls)).toEqual([
      [{ type: 'heading-two', children: [{ text: 'Premium cards', italic: true }] }],
    ]);
  });

  it('goes on with text after a heading, and Enter in an empty list item ends the list', async () => {
    const { page, calls } = await editor.open('');
    await editable(page).click();
    await page.keyboard.type('Sizes');
    await tool(page, 'Subheading').click();
    await eventually(() => editable(page).locator('h3').textContent()).toBe('Sizes');
    await eventually(() => editable(page).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await page.keyboard.type('A4');
    await tool(page, 'Numbered list').click();
    await eventually(() => editable(page).locator('ol > li').textContent()).toBe('A4');
    await eventually(() => editable(page).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('More on request.');
    await page.getByTestId('save').click();
    await eventually(() => calls.length).toBe(1);
    expect(sent(calls)).toEqual([
      [
        { type: 'heading-three', children: [{ text: 'Sizes' }] },
        { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'A4' }] }] },
        { type: 'paragraph', children: [{ text: 'More on request.' }] },
      ],
    ]);
  });

  it("links a word: 'Please enter a valid URL.' for an address that is no link, then the link is saved", async () => {
    const { page, calls } = await editor.open('Order samples');
    await editable(page).click();
    await page.keyboard.press('End');
    await selectWordBefore(page);
    await tool(page, 'Link').click();
    const address = page.getByTestId('description-link-url');
    await address.fill('javascript:alert(1)');
    await page.getByTestId('description-link-apply').click();
    await eventually(() => page.getByRole('dialog').textContent()).toContain('Please enter a valid URL.');
    expect(await address.inputValue()).toBe('javascript:alert(1)');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    // Gone as soon as the address is edited.
    await address.fill('/catalog/samples');
    await eventually(() => page.getByRole('dialog').textContent()).not.toContain('Please enter a valid URL.');
    await page.getByTestId('description-link-apply').click();
    await eventually(() => editable(page).locator('a').getAttribute('href')).toBe('/catalog/samples');
    // Applying a link saves nothing: the pop-over's form does not submit the one around the editor.
    expect(calls).toEqual([]);
    await page.getByTestId('save').click();
    await eventually(() => calls.length).toBe(1);
    expect(sent(calls)).toEqual([
      [
        {
          type: 'paragraph',
          children: [
            { text: 'Order ' },
            { type: 'link', url: '/catalog/samples', children: [{ text: 'samples' }] },
            { text: '' },
          ],
        },
      ],
    ]);
  });

  it("opens a description stored as plain text as its paragraphs and shows the server's refusal, keeping the text", async () => {
    const refuse: GraphqlHandler = () =>
      userInputError('validation.richTextFormat', {
        description: { key: 'validation.richTextFormat', params: { name: 'table' } },
      });
    const { page } = await editor.open('Line one\nLine two', refuse);
    await eventually(() => editable(page).locator('p').allTextContents()).toEqual(['Line one', 'Line two']);
    await editable(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.getByTestId('save').click();
    await eventually(() => editable(page).getAttribute('aria-invalid')).toBe('true');
    const described = await editable(page).evaluate(
      (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(described).toBe('The text contains formatting that cannot be saved (table).');
    expect(await editable(page).locator('p').allTextContents()).toEqual(['Line one', 'Line two!']);
  });
});
