import { describe, expect, it } from 'vitest';
import { registeredSession, renderWithShell, testTexts as texts } from '../../../shell/test-helpers.tsx';
import { MediaThumbnail } from './media-gallery-grid.tsx';
import { awaitsThumbnails, type Gallery } from './product-media-api.ts';

// The media editor's thumbnails: the picture once made, a placeholder while the job makes it, and a note
// (not an endless "being made") when it could not be made.

const picture = (state: { thumbnailReady: boolean; thumbnailFailed: boolean }, url = '/media/a') => ({
  url,
  thumbnailUrl: `${url}/thumb`,
  cover: false,
  alt: [],
  alternatives: [],
  ...state,
});
const gallery = (...images: Gallery['images']): Gallery => ({
  productId: 'p',
  externalMediaUrl: null,
  images,
});
const render = (state: { ready: boolean; failed?: boolean }) =>
  renderWithShell(
    '/admin/products/p',
    <MediaThumbnail url="/media/a" thumbnailUrl="/media/a/thumb" {...state} />,
    registeredSession,
  );

describe('a thumbnail in the media editor', () => {
  it('shows the thumbnail once made, a placeholder while it is being made', () => {
    expect(render({ ready: true })).toContain('src="/media/a/thumb"');
    const pending = render({ ready: false });
    expect(pending).toContain('data-testid="media-thumbnail-pending"');
    expect(pending).toContain(texts['admin.mediaThumbnailPending']);
  });

  it('says when it could not be made, and how to try again', () => {
    const failed = render({ ready: false, failed: true });
    expect(failed).toContain('data-testid="media-thumbnail-failed"');
    expect(failed).toContain(texts['admin.mediaThumbnailFailed']!);
    expect(failed).not.toContain(texts['admin.mediaThumbnailPending']);
  });

  it('asks for the gallery again only while a thumbnail is still coming', () => {
    const ready = picture({ thumbnailReady: true, thumbnailFailed: false });
    const pending = picture({ thumbnailReady: false, thumbnailFailed: false }, '/media/b');
    const failed = picture({ thumbnailReady: false, thumbnailFailed: true }, '/media/c');
    expect(awaitsThumbnails(gallery(ready, pending))).toBe(true);
    expect(awaitsThumbnails(gallery(ready, failed))).toBe(false);
    const withPendingAlternative = {
      ...ready,
      alternatives: [{ language: 'en-GB', ...pending }],
    };
    expect(awaitsThumbnails(gallery(withPendingAlternative))).toBe(true);
  });
});
