import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './share-link-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('copy to clipboard', () => {
  it('writes the text and reports success', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyToClipboard('https://shop.test/cart/shared/t1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://shop.test/cart/shared/t1');
  });

  it('reports failure when the browser refuses or has no clipboard (the link-copy failure message)', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    await expect(copyToClipboard('x')).resolves.toBe(false);
    vi.stubGlobal('navigator', {});
    await expect(copyToClipboard('x')).resolves.toBe(false);
  });
});
