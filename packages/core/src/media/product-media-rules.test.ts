import { describe, expect, it } from 'vitest';
import { checkImageAltText, checkProductExternalMediaUrl } from './product-media-rules.ts';

describe('product media rules', () => {
  it('takes an http(s) address or nothing as the external media link', () => {
    expect(checkProductExternalMediaUrl('https://video.example.com/watch?v=42')).toBeNull();
    expect(checkProductExternalMediaUrl('')).toBeNull();
    expect(checkProductExternalMediaUrl('video.example.com')).toEqual({ key: 'validation.validUrl' });
    expect(checkProductExternalMediaUrl('javascript:alert(1)')).toEqual({ key: 'validation.validUrl' });
    expect(checkProductExternalMediaUrl('https://example.com/<script>')).toEqual({
      key: 'validation.validUrl',
    });
    expect(checkProductExternalMediaUrl(`https://example.com/${'a'.repeat(2000)}`)).toEqual({
      key: 'validation.validUrl',
    });
  });

  it('refuses the forbidden characters and overlong alternative texts', () => {
    expect(checkImageAltText('Business card, front')).toBeNull();
    expect(checkImageAltText('a {b}')?.key).toBe('validation.forbiddenCharacters');
    expect(checkImageAltText('x'.repeat(301))).toEqual({ key: 'validation.tooLong', params: { max: '300' } });
  });
});
