// The addresses of uploaded images on a shop's own host: /media/{id} is the stored image (what a field
// value holds and what is printed), /media/{id}/thumb its small WebP preview.

const MEDIA_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const mediaPath = (id: string): string => `/media/${id}`;
export const mediaThumbnailPath = (id: string): string => `/media/${id}/thumb`;

/** The id in a stored image's path (/media/{id}), else null. */
export function mediaIdOf(value: string): string | null {
  return MEDIA_PATH.exec(value)?.[1] ?? null;
}

/** Where to show a small preview of an image value: an upload's thumbnail, any other value unchanged. */
export function previewPathOf(value: string): string {
  const id = mediaIdOf(value);
  return id ? mediaThumbnailPath(id) : value;
}
