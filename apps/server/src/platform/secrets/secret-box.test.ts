import { describe, expect, it } from 'vitest';
import { createSecretBox, maskSecret } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('x'.repeat(48));

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('sk_live_abcdef123456');
    expect(sealed).not.toContain('abcdef');
    expect(box.open(sealed)).toBe('sk_live_abcdef123456');
    expect(box.seal('same')).not.toBe(box.seal('same')); // a fresh IV each time
  });

  it('refuses a changed value or one sealed with another app secret', () => {
    const sealed = box.seal('whsec_123');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
    expect(createSecretBox('y'.repeat(48)).open(sealed)).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });

  it('masks to the last four characters only when the secret is long enough', () => {
    expect(maskSecret('sk_test_4242424242')).toBe('••••4242');
    expect(maskSecret('short')).toBe('••••');
  });
});
