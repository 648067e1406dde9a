import { describe, expect, it } from 'vitest';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';
import {
  frame,
  frameReady,
  openEditor,
  openGroup,
  shopButton,
  typeColour,
} from './test/theme-editor-fixtures.ts';

// The Colours panel in Chromium (issue 26): the whole tree in collapsible groups, an entry linked to
// another showing the colour it resolves to (and following it), a link that would close a circle
// refused with core's message and never applied, and a code that is no colour explained, not applied.

const browser = harnessBrowser(openEditor);

describe('the Colours panel', { timeout: 60_000 }, () => {
  it('lists both parts of the tree, groups opened on demand or by the filter', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    const panel = page.getByTestId('colours-panel');
    expect(await panel.getByRole('heading').allTextContents()).toEqual(['Base colours', 'Element colours']);
    const pricing = page.getByTestId('colour-group-applications.pricingTiers');
    expect(await pricing.textContent()).toContain('Pricing tiers5 colours');
    expect(await pricing.getAttribute('aria-expanded')).toBe('false');
    await pricing.click();
    expect(await page.getByTestId('colour-applications.pricingTiers.highlightText').textContent()).toContain(
      'Highlight text',
    );
    await page.getByTestId('colour-filter').fill('gradient');
    await eventually(() => panel.locator('[data-testid^="colour-applications."]').count()).toBe(2);
    expect(await page.getByTestId('colour-group-colors.primary').count()).toBe(0);
  });

  it('links an entry to another: it shows and follows that colour', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await openGroup(page, 'colors.primary');
    await page.getByTestId('colour-link-colors.primary.background').selectOption('colors.danger.background');
    await eventually(() => page.getByTestId('colour-resolved-colors.primary.background').textContent()).toBe(
      'Shows #dc2626',
    );
    await eventually(() => shopButton(page)).toMatchObject({ background: 'rgb(220, 38, 38)' });
    await openGroup(page, 'colors.danger');
    await typeColour(page, 'colors.danger.background', '#000000');
    await eventually(() => shopButton(page)).toMatchObject({ background: 'rgb(0, 0, 0)' });
    expect(await page.getByTestId('colour-resolved-colors.primary.background').textContent()).toBe(
      'Shows #000000',
    );
    // Back to a colour of its own: the one it showed.
    await page.getByTestId('colour-link-colors.primary.background').selectOption('');
    expect(await page.getByTestId('colour-input-colors.primary.background').inputValue()).toBe('#000000');
  });

  it('refuses a link that closes a circle with core’s message, and changes nothing', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await openGroup(page, 'colors.primary');
    const link = page.getByTestId('colour-link-colors.primary.background');
    // Body · Link follows Primary · Background: linking back closes a circle.
    await link.selectOption('colors.body.link');
    await eventually(() => page.getByTestId('colour-refusal-colors.primary.background').textContent()).toBe(
      'This link goes round in a circle: colors.primary.background → colors.body.link → colors.primary.background.',
    );
    expect(await link.inputValue()).toBe('');
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('theme-undo').isDisabled()).toBe(true);
    expect(await page.getByTestId('theme-status').textContent()).toBe('Published');
    expect(await shopButton(page)).toMatchObject({ background: 'rgb(37, 99, 235)' });
  });

  it('explains a code that is no colour and applies only colours', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await openGroup(page, 'colors.primary');
    await typeColour(page, 'colors.primary.background', 'rgb(0, 128, 0)');
    await eventually(() => shopButton(page)).toMatchObject({ background: 'rgb(0, 128, 0)' });
    await typeColour(page, 'colors.primary.background', 'url(javascript:x)');
    await eventually(() => page.getByTestId('colour-colors.primary.background').textContent()).toContain(
      'A colour must be a colour path (colors. or applications.), #hex, rgb or rgba.',
    );
    expect(await shopButton(page)).toMatchObject({ background: 'rgb(0, 128, 0)' });
    expect(
      await frame(page)
        .locator('html')
        .evaluate((root) => root.outerHTML),
    ).not.toContain('javascript');
  });
});
