import { pngHeader } from '@print/core/media/image-fixtures';
import { describe, expect, it } from 'vitest';
import { data, operationNames, userInputError } from './test/browser-driver.ts';
import { MANDATORY, registeredSession } from './test/fixtures.ts';
import {
  cartCalls,
  eventually,
  field,
  fillMandatory,
  formBrowser,
  previewText,
  shopServer,
} from './test/form-test-kit.ts';

// The product form in Chromium (see test/browser-driver.ts): uploads, editing existing items,
// server errors, closing with unsaved entries and the prefill from the profile.

const form = formBrowser();

describe('product form with items, uploads and errors', { timeout: 60_000 }, () => {
  it('uploads an image with a progress bar, shows it and keeps its size for the preflight', async () => {
    const image = { url: '/media/uploads/logo.png', widthPx: 120, heightPx: 60, mimeType: 'image/png' };
    const { page, calls, origin } = await form.open(
      shopServer({ UploadPrintImage: () => ({ ...data({ uploadPrintImage: image }), delayMs: 1000 }) }),
    );
    const input = page.getByTestId('form-field-logo').locator('input[type="file"]');

    // Refused before sending: the wrong type.
    await input.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await eventually(() => page.getByText('Please choose a PNG, JPEG or WebP image.').count()).toBe(1);
    expect(operationNames(calls)).not.toContain('UploadPrintImage');

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.alloc(200_000, 1) });
    await page.getByTestId('form-upload-progress').waitFor();
    expect(await page.getByText(/Uploading image… \d+ %/).count()).toBe(1);
    await page.getByTestId('form-image-thumbnail').waitFor();
    expect(await page.getByTestId('form-upload-progress').count()).toBe(0);
    expect(await page.getByTestId('form-image-thumbnail').getAttribute('src')).toBe(
      '/media/uploads/logo.png',
    );
    const upload = calls.find((call) => call.operationName === 'UploadPrintImage');
    expect(upload?.multipart).toBe(true);
    expect(upload?.headers['operation-name']).toBe('fileUpload');
    // The preview shows it, and the preflight warns about 120 px across 19 mm.
    await eventually(() => page.getByTestId('form-preview').locator('image').getAttribute('href')).toBe(
      `${origin}/media/uploads/logo.png`,
    );
    await fillMandatory(page);
    await page.getByTestId('form-add-to-cart').click();
    const warnings = page.getByTestId('release-warnings');
    await warnings.waitFor();
    expect(await warnings.textContent()).toContain('At print size the image has only');
    await page.getByTestId('content-release-confirm').click();
    await eventually(() => page.getByTestId('form-closed').count()).toBe(1);
    expect(cartCalls(calls)[0]?.variables).toMatchObject({
      kind: 'cart',
      input: { fieldValues: { logo: '/media/uploads/logo.png' } },
    });
  });

  it('says which image is refused and why: too many pixels before sending, a damaged file after', async () => {
    const id = '4b6f1d2e-8c1a-4f7e-9d3b-2a5c6e7f8a9b';
    const image = { url: `/media/${id}`, widthPx: 1200, heightPx: 800, mimeType: 'image/png' };
    let uploads = 0;
    const { page, calls } = await form.open(
      shopServer({
        UploadPrintImage: () =>
          ++uploads === 1 ? userInputError('shop.uploadUnreadable') : data({ uploadPrintImage: image }),
      }),
    );
    const input = page.getByTestId('form-field-logo').locator('input[type="file"]');

    // A 10,000 × 10,000 px PNG (its header is enough to tell): refused at once, with the limit.
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.from(pngHeader(10_000, 10_000)),
    });
    await eventually(() => page.getByText(/too many pixels \(at most 40 megapixels/).count()).toBe(1);
    expect(operationNames(calls)).not.toContain('UploadPrintImage');

    // The server cannot decode it: its message at the field.
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(pngHeader(100, 100)),
    });
    await eventually(() => page.getByRole('alert').textContent()).toContain('The image could not be read');

    // A stored upload shows its small WebP thumbnail; the preview (what is printed) the image itself.
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(pngHeader(1200, 800)),
    });
    await eventually(() => page.getByTestId('form-image-thumbnail').getAttribute('src')).toBe(
      `/media/${id}/thumb`,
    );
    await eventually(() => page.getByTestId('form-preview').locator('image').getAttribute('href')).toContain(
      `/media/${id}`,
    );
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('measures a saved image for the preflight and removes it', async () => {
    const { page } = await form.open(shopServer(), {
      item: {
        id: 'i1',
        kind: 'draft',
        quantity: 250,
        variantId: 'v1',
        fieldValues: { logo: '/media/a.png' },
      },
    });
    await page.getByTestId('form-image-thumbnail').waitFor();
    // A saved image's size is measured in the browser (a 1×1 PNG here): the preflight warns.
    await fillMandatory(page);
    await page.getByTestId('form-add-to-cart').click();
    await eventually(() => page.getByTestId('release-warnings').textContent()).toContain('only 1 dpi');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Remove image' }).click();
    await eventually(() => page.getByTestId('form-image-thumbnail').count()).toBe(0);
    expect(await page.getByTestId('form-preview').locator('image').count()).toBe(0);
  });

  it('edits an existing draft: its values, then update and finish into the cart', async () => {
    const item = {
      id: 'i1',
      kind: 'draft' as const,
      quantity: 500,
      variantId: 'v1',
      fieldValues: { firstName: 'Eva', lastName: 'Ernst', email: 'eva@example.com' },
    };
    const { page, calls } = await form.open(shopServer(), { item, quantity: 500 });
    expect(await field(page, 'firstName').inputValue()).toBe('Eva');
    await eventually(() => previewText(page)).toContain('Eva Ernst');
    await field(page, 'firstName').fill('Eve');
    await page.getByTestId('form-save-draft').click();
    await eventually(() => cartCalls(calls).length).toBe(1);
    expect(cartCalls(calls)[0]).toMatchObject({
      operationName: 'UpdateCartItem',
      variables: {
        id: 'i1',
        changes: { quantity: 500, fieldValues: { firstName: 'Eve', lastName: 'Ernst' } },
      },
    });
    await page.getByTestId('form-add-to-cart').click();
    await page.getByTestId('content-release-confirm').click();
    await eventually(() => page.getByTestId('form-closed').count()).toBe(1);
    expect(
      cartCalls(calls).map((call) => [call.operationName, call.variables.id, call.variables.contentReleased]),
    ).toEqual([
      ['UpdateCartItem', 'i1', undefined],
      ['UpdateCartItem', 'i1', undefined],
      // Finishing the draft carries the release the shopper just gave.
      ['MoveCartItem', 'i1', true],
    ]);
    expect(operationNames(calls)).not.toContain('AddCartItem');
  });

  it('changes an item in the cart in place, and offers no draft for it', async () => {
    const item = { id: 'c1', kind: 'cart' as const, quantity: 250, variantId: 'v1', fieldValues: MANDATORY };
    const { page, calls } = await form.open(shopServer(), { item });
    expect(await page.getByTestId('form-save-draft').count()).toBe(0);
    await field(page, 'jobTitle').fill('Analyst');
    await page.getByTestId('form-add-to-cart').click();
    await page.getByTestId('content-release-confirm').click();
    await eventually(() => page.getByTestId('form-closed').count()).toBe(1);
    expect(cartCalls(calls).map((call) => call.operationName)).toEqual(['UpdateCartItem']);
    expect(cartCalls(calls)[0]?.variables).toMatchObject({
      id: 'c1',
      changes: { fieldValues: { jobTitle: 'Analyst' } },
      contentReleased: true,
    });
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    const { page, calls } = await form.open(
      shopServer({ AddCartItem: () => userInputError('shop.productNotAvailable') }),
    );
    await fillMandatory(page);
    await page.getByTestId('form-add-to-cart').click();
    await page.getByTestId('content-release-confirm').click();
    await eventually(() => page.getByText('Product is not available at the moment.').count()).toBe(1);
    expect(cartCalls(calls)).toHaveLength(1);
    await eventually(() => page.getByTestId('content-release-dialog').count()).toBe(0);
    expect(await page.getByTestId('form-closed').count()).toBe(0);
    for (const [name, value] of Object.entries(MANDATORY))
      expect(await field(page, name).inputValue()).toBe(value);
  });

  it('shows the server’s field errors at the field and the generic cart error otherwise', async () => {
    let reply = userInputError('validation.forbiddenCharacters', {
      jobTitle: { key: 'validation.forbiddenCharacters', params: { chars: '{ }' } },
    });
    const { page } = await form.open(shopServer({ AddCartItem: () => reply }));
    await field(page, 'jobTitle').fill('CEO');
    await page.getByTestId('form-save-draft').click();
    await eventually(() => page.getByTestId('form-field-jobTitle').locator('..').textContent()).toContain(
      'Forbidden characters { }',
    );
    await eventually(() => page.locator('.Toastify').textContent()).toContain('Forbidden characters { }');
    expect(await field(page, 'jobTitle').inputValue()).toBe('CEO');
    // Typing again clears the server's message.
    await field(page, 'jobTitle').fill('CTO');
    await eventually(() => page.getByTestId('form-field-jobTitle').locator('..').textContent()).not.toContain(
      'Forbidden characters',
    );

    reply = { status: 500, body: { errors: [{ message: 'boom' }] } };
    await page.getByTestId('form-save-draft').click();
    await eventually(() =>
      page
        .getByText('Item could not be added to the shopping cart; error updating or copying in the cart.')
        .count(),
    ).toBe(1);
  });

  it('asks before discarding typed values; closes at once without them', async () => {
    const { page } = await form.open();
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('form-closed').count()).toBe(1);
    const again = await form.open();
    await field(again.page, 'firstName').fill('Ada');
    await again.page.keyboard.press('Escape');
    const confirmDialog = again.page.getByTestId('confirm-dialog');
    await confirmDialog.waitFor();
    expect(await confirmDialog.textContent()).toContain('Your entries will be lost.');
    await confirmDialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => confirmDialog.count()).toBe(0);
    expect(await again.page.getByTestId('form-closed').count()).toBe(0);
    expect(await field(again.page, 'firstName').inputValue()).toBe('Ada');
    await again.page.getByTestId('form-close').click();
    await confirmDialog.getByRole('button', { name: 'Discard' }).click();
    await eventually(() => again.page.getByTestId('form-closed').count()).toBe(1);
  });

  it('prefills from the profile and custom user fields, and ignores a failing profile', async () => {
    const me = {
      email: 'karla@example.com',
      firstName: 'Karla',
      lastName: 'Kunde',
      phone: '+49 30 123456',
      mobile: '',
      customFields: [{ fieldName: 'jobTitle', value: 'Einkauf' }],
    };
    const { page } = await form.open(shopServer({ ProductFormPrefill: () => data({ me }) }), {
      session: registeredSession,
    });
    await eventually(() => field(page, 'firstName').inputValue()).toBe('Karla');
    expect(await field(page, 'email').inputValue()).toBe('karla@example.com');
    expect(await field(page, 'jobTitle').inputValue()).toBe('Einkauf');
    expect(await field(page, 'phone').inputValue()).toBe('+49 30 123456');
    // Not typed: closing asks nothing.
    await page.getByTestId('form-close').click();
    await eventually(() => page.getByTestId('form-closed').count()).toBe(1);
    const failing = await form.open(
      shopServer({ ProductFormPrefill: () => ({ status: 500, body: { errors: [{ message: 'down' }] } }) }),
      { session: registeredSession },
    );
    await eventually(() => operationNames(failing.calls)).toContain('ProductFormPrefill');
    await failing.page.waitForTimeout(500); // the failed answer has arrived and been handled
    expect(await field(failing.page, 'firstName').inputValue()).toBe('');
    expect(await failing.page.locator('.Toastify__toast').count()).toBe(0);
  });
});
