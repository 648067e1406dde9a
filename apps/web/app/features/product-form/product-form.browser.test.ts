import { describe, expect, it } from 'vitest';
import { operationNames } from './test/browser-driver.ts';
import { MANDATORY, cardProduct, conditionalTemplate } from './test/fixtures.ts';
import {
  cartCalls,
  eventually,
  field,
  fillMandatory,
  formBrowser,
  previewText,
  shopServer,
} from './test/form-test-kit.ts';

// The product form in Chromium (see test/browser-driver.ts for why a real browser): the live
// preview, conditions, highlights, the preflight and content release, drafts, and the frame
// (no template, sidebar, fullscreen). The GraphQL endpoint is answered by the test.

const form = formBrowser();

describe('product form', { timeout: 60_000 }, () => {
  it('renders the preview from what is typed, in the tenant colours', async () => {
    const { page } = await form.open(shopServer(), {}, ':root{--color-primary-background:#ff0000}');
    await eventually(() => previewText(page)).toEqual([]);
    await field(page, 'firstName').fill('Ada');
    await field(page, 'lastName').fill('Lovelace');
    await eventually(() => previewText(page)).toContain('Ada Lovelace');
    await field(page, 'jobTitle').fill('Analyst <b>');
    await eventually(() => previewText(page)).toContain('Analyst <b>');
    // The brand bar's theme token resolved from the page's CSS variables.
    const fills = await page
      .getByTestId('form-preview')
      .locator('rect')
      .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
    expect(fills).toContain('#ff0000');
  });

  it('does not offer a field whose element a condition hides', async () => {
    const { page } = await form.open(shopServer(), { product: cardProduct(conditionalTemplate()) });
    await eventually(() => field(page, 'firstName').count()).toBe(1);
    expect(await field(page, 'jobTitle').count()).toBe(0);
    await field(page, 'lastName').fill('Lovelace');
    await eventually(() => field(page, 'jobTitle').count()).toBe(1);
    await field(page, 'lastName').fill('');
    await eventually(() => field(page, 'jobTitle').count()).toBe(0);
  });

  it('highlights the empty mandatory fields when going on without them', async () => {
    const { page } = await form.open();
    await field(page, 'firstName').fill('Ada');
    expect(await page.getByTestId('form-highlight-notice').count()).toBe(0);
    await page.getByTestId('form-next').click();
    await eventually(() => page.getByTestId('form-highlight-notice').textContent()).toBe(
      'Please fill in the highlighted mandatory fields.',
    );
    const highlighted = await page
      .locator('[data-highlighted]')
      .evaluateAll((nodes) => nodes.map((node) => node.querySelector('input')?.getAttribute('name')));
    expect(highlighted).toEqual(['lastName', 'email']);
    expect(await page.locator('[data-highlighted]').first().textContent()).toContain('Field is required');
    // Still on the first step, the focus on the first missing field.
    expect(await page.getByTestId('form-page-tab-front').getAttribute('aria-selected')).toBe('true');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'lastName',
    );
    // Filled in, the step goes on to the back and its field.
    await field(page, 'lastName').fill('Lovelace');
    await field(page, 'email').fill('ada@example.com');
    await page.getByTestId('form-next').click();
    await eventually(() => page.getByTestId('form-page-tab-back').getAttribute('aria-selected')).toBe('true');
    expect(await field(page, 'website').count()).toBe(1);
    expect(await page.locator('[data-highlighted]').count()).toBe(0);
  });

  it('shows format errors of the shared rules under the field', async () => {
    const { page } = await form.open();
    await field(page, 'email').fill('ada@');
    await field(page, 'email').blur();
    await eventually(() =>
      page.getByText('Please enter a valid email address, e. g. name@example.com').count(),
    ).toBe(1);
  });

  it('adds to the cart only after the preflight and the confirmed content release', async () => {
    const { page, calls } = await form.open();
    // Preflight errors block: nothing is sent, the issues are listed.
    await page.getByTestId('form-add-to-cart').click();
    await eventually(() => page.getByTestId('preflight-issues').textContent()).toContain('Last name');
    expect(await page.getByTestId('content-release-dialog').count()).toBe(0);
    expect(cartCalls(calls)).toEqual([]);

    await fillMandatory(page);
    await page.getByTestId('form-add-to-cart').click();
    const dialog = page.getByTestId('content-release-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('By releasing the content, you confirm that it is correct.');
    expect(await dialog.getByTestId('release-preview').count()).toBe(2);
    expect(await dialog.getByTestId('release-preview').first().locator('text').allTextContents()).toContain(
      'Ada Lovelace',
    );
    expect(cartCalls(calls)).toEqual([]);

    // Cancel: nothing sent, the form stays.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(cartCalls(calls)).toEqual([]);

    await page.getByTestId('form-add-to-cart').click();
    await page.getByTestId('content-release-confirm').click();
    await eventually(() => page.getByTestId('form-closed').count()).toBe(1);
    const add = cartCalls(calls);
    expect(add).toHaveLength(1);
    expect(add[0]?.variables).toEqual({
      kind: 'cart',
      input: {
        productId: 'p1',
        variantId: 'v1',
        quantity: 250,
        fieldValues: { ...MANDATORY, jobTitle: '', phone: '', mobile: '', logo: '', website: '' },
      },
      // The shopper's release goes with the call: the server refuses the cart without it (spec §5).
      contentReleased: true,
    });
    await eventually(() => page.getByText('The item has been added to the cart.').count()).toBe(1);
    // The header's cart count loads again.
    await eventually(() => operationNames(calls)).toContain('CartCounts');
  });

  it('saves a draft without preflight, and updates that draft on the next save', async () => {
    const { page, calls } = await form.open();
    await field(page, 'firstName').fill('Ada');
    await page.getByTestId('form-save-draft').click();
    await eventually(() => page.getByText('The draft has been saved.').count()).toBe(1);
    expect(cartCalls(calls).map((call) => call.variables)).toEqual([
      {
        kind: 'draft',
        input: {
          productId: 'p1',
          variantId: 'v1',
          quantity: 250,
          fieldValues: {
            firstName: 'Ada',
            lastName: '',
            jobTitle: '',
            phone: '',
            mobile: '',
            email: '',
            logo: '',
            website: '',
          },
        },
      },
    ]);
    await field(page, 'lastName').fill('Lovelace');
    await page.getByTestId('form-save-draft').click();
    await eventually(() => cartCalls(calls).length).toBe(2);
    expect(cartCalls(calls)[1]).toMatchObject({
      operationName: 'UpdateCartItem',
      variables: {
        id: 'new1',
        changes: { quantity: 250, fieldValues: { firstName: 'Ada', lastName: 'Lovelace' } },
      },
    });
    // Saved: closing needs no confirmation.
    await page.getByTestId('form-close').click();
    await eventually(() => page.getByTestId('form-closed').count()).toBe(1);
  });

  it('works without a template: the fields only and no preview', async () => {
    const { page, calls } = await form.open(shopServer(), { product: cardProduct({ version: 99 }) });
    expect(await page.getByTestId('form-no-preview').textContent()).toBe(
      'No preview is available for this product.',
    );
    expect(await field(page, 'website').count()).toBe(1);
    await fillMandatory(page);
    await page.getByTestId('form-add-to-cart').click();
    await page.getByTestId('content-release-confirm').click();
    await eventually(() => cartCalls(calls).length).toBe(1);
  });

  it('resizes the sidebar with the keyboard and remembers the width', async () => {
    const { page } = await form.open();
    const handle = page.getByTestId('form-sidebar-resizer');
    expect(await handle.getAttribute('aria-valuenow')).toBe('380');
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await handle.getAttribute('aria-valuenow')).toBe('412');
    await page.keyboard.press('End');
    expect(await handle.getAttribute('aria-valuenow')).toBe('640');
    expect(
      await page.getByTestId('form-sidebar').evaluate((node) => node.getBoundingClientRect().width),
    ).toBe(640);
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 3, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 3 - 200, box.y + 100, { steps: 4 });
    await page.mouse.up();
    expect(await handle.getAttribute('aria-valuenow')).toBe('440');
    expect(await page.evaluate(() => localStorage.getItem('print.productForm.sidebarWidth'))).toBe('440');
    await page.reload();
    await page.getByTestId('product-form').waitFor();
    await eventually(() => handle.getAttribute('aria-valuenow')).toBe('440');
  });

  it('picks a colour with the keyboard or takes it typed as hex; no native colour input', async () => {
    const card = cardProduct();
    const accent = {
      name: 'accent',
      label: 'Accent',
      type: 'colour',
      required: false,
      defaultValue: '#336699',
    };
    const { page } = await form.open(shopServer(), {
      product: { ...card, fields: [...card.fields, accent] },
    });
    // No element of the card shows it: it is asked on the last page.
    await page.getByTestId('form-page-tab-back').click();
    const swatch = page.getByRole('button', { name: 'Choose colour: Accent' });
    await swatch.waitFor();
    expect(await page.locator('input[type="color"]').count()).toBe(0);
    expect(await field(page, 'accent').inputValue()).toBe('#336699');

    await swatch.click();
    const picker = page.getByTestId('form-field-accent-picker');
    await picker.waitFor();
    // Arrows on the hue slider turn the colour; the hex code follows.
    const hue = picker.getByRole('slider', { name: 'Hue' });
    await hue.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
    expect(await hue.getAttribute('aria-valuetext')).toContain('220°');
    const moved = await field(page, 'accent').inputValue();
    expect(moved).toMatch(/^#[0-9A-F]{6}$/iu);
    expect(moved.toLowerCase()).not.toBe('#336699');
    await page.keyboard.press('Escape');
    await eventually(() => picker.count()).toBe(0);

    await field(page, 'accent').fill('#ff0000');
    await eventually(() =>
      page
        .getByTestId('form-field-accent-swatch')
        .locator('span')
        .evaluate((node) => getComputedStyle(node).backgroundColor),
    ).toBe('rgb(255, 0, 0)');
  });

  it('switches the fullscreen mode and the sidebar, and keeps the focus inside', async () => {
    const { page } = await form.open();
    await page.getByTestId('form-fullscreen').click();
    await eventually(() => page.getByTestId('form-fullscreen').textContent()).toBe('Exit fullscreen');
    await page.getByTestId('form-fullscreen').click();
    await eventually(() => page.getByTestId('form-fullscreen').textContent()).toBe('Fullscreen');
    // The focus stays in the dialog (focus trap).
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.querySelector('[data-testid="product-form"]')?.contains(document.activeElement),
      ),
    ).toBe(true);
    await page.getByRole('button', { name: 'Show/hide sidebar' }).click();
    await eventually(() => page.getByTestId('form-sidebar').count()).toBe(0);
    await page.getByTestId('form-page-tab-back').click();
    await eventually(() => page.getByTestId('form-preview').getAttribute('data-page')).toBe('back');
  });
});
