import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';

// A loopback stand-in for Unsplash (api.unsplash.com and its image host images.unsplash.com at one
// address) that speaks its documented wire format (https://unsplash.com/documentation): GET
// /search/photos (query, page, per_page, color, orientation), GET /photos/:id, GET
// /photos/:id/download (the use report of links.download_location), JSON errors as
// `{ "errors": [message] }`, `Authorization: Client-ID <key>`. Its pictures are small real JPEG and PNG
// files made with sharp, one per photo, so each photo is a file of its own when stored.

export type FakePhotoSpec = {
  id: string;
  description: string;
  /** What the search term must appear in (besides the description). */
  tags: string[];
  /** The colour filter it matches (Unsplash's `color` values). */
  colourName: string;
  /** Its hex colour, also the picture's fill. */
  colour: string;
  widthPx: number;
  heightPx: number;
  format: 'jpeg' | 'png';
  user: { username: string; name: string };
};

export type FakeUnsplashRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  acceptVersion: string | undefined;
};

const DEFAULT_PHOTOS: FakePhotoSpec[] = [
  {
    id: 'bizcard-desk-1',
    description: 'business cards on a wooden desk',
    tags: ['business', 'cards', 'desk', 'office'],
    colourName: 'orange',
    colour: '#c07030',
    widthPx: 96,
    heightPx: 64,
    format: 'jpeg',
    user: { username: 'ada_lens', name: 'Ada Lens' },
  },
  {
    id: 'bizcard-blue-2',
    description: 'a stack of blue business cards',
    tags: ['business', 'cards', 'stack'],
    colourName: 'blue',
    colour: '#2050c0',
    widthPx: 64,
    heightPx: 96,
    format: 'png',
    user: { username: 'bo_pixel', name: 'Bo Pixel' },
  },
  {
    id: 'flyer-square-3',
    description: 'colourful flyers fanned out',
    tags: ['flyer', 'print', 'business'],
    colourName: 'yellow',
    colour: '#e0c020',
    widthPx: 80,
    heightPx: 80,
    format: 'jpeg',
    user: { username: 'cy_shots', name: 'Cy Shots' },
  },
  {
    id: 'mountain-lake-4',
    description: 'a mountain lake at dawn',
    tags: ['nature', 'mountain', 'lake'],
    colourName: 'teal',
    colour: '#208080',
    widthPx: 120,
    heightPx: 60,
    format: 'jpeg',
    user: { username: 'di_wild', name: 'Di Wild' },
  },
];

const hexRgb = (hex: string) => ({
  r: parseInt(hex.slice(1, 3), 16),
  g: parseInt(hex.slice(3, 5), 16),
  b: parseInt(hex.slice(5, 7), 16),
});

export async function startFakeUnsplashServer(options: { accessKey?: string; port?: number } = {}) {
  const photos = new Map(DEFAULT_PHOTOS.map((photo) => [photo.id, { ...photo }]));
  const requests: FakeUnsplashRequest[] = [];
  /** Download reports per photo id (the use reports Unsplash counts). */
  const downloads = new Map<string, number>();
  const failures: { status: number; path?: RegExp }[] = [];
  const images = new Map<string, Buffer>();
  let url = '';
  let serial = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-ratelimit-remaining': '49' });
    res.end(JSON.stringify(body));
  };
  const errors = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { errors: [message] });

  async function imageOf(photo: FakePhotoSpec): Promise<Buffer> {
    const kept = images.get(photo.id);
    if (kept) return kept;
    const canvas = sharp({
      create: { width: photo.widthPx, height: photo.heightPx, channels: 3, background: hexRgb(photo.colour) },
    });
    const bytes = await (photo.format === 'png' ? canvas.png() : canvas.jpeg({ quality: 90 })).toBuffer();
    images.set(photo.id, bytes);
    return bytes;
  }

  /** The photo object as the API answers it (the fields our adapter reads, and a few around them). */
  const photoJson = (photo: FakePhotoSpec) => {
    const raw = `${url}/images/photo-${photo.id}?ixid=fake${photo.id}&ixlib=rb-4.1.0`;
    const sized = (width: number) => `${raw}&q=80&fm=jpg&w=${width}&fit=max`;
    return {
      id: photo.id,
      slug: photo.id,
      created_at: '2026-01-05T10:00:00Z',
      width: photo.widthPx,
      height: photo.heightPx,
      color: photo.colour,
      blur_hash: 'L00000fQfQfQfQfQfQfQfQfQfQfQ',
      description: null,
      alt_description: photo.description,
      urls: {
        raw,
        full: `${raw}&q=85&fm=jpg`,
        regular: sized(1080),
        small: sized(400),
        thumb: sized(200),
      },
      links: {
        self: `${url}/photos/${photo.id}`,
        html: `https://unsplash.com/photos/${photo.id}`,
        download: `https://unsplash.com/photos/${photo.id}/download`,
        download_location: `${url}/photos/${photo.id}/download?ixid=fake${photo.id}`,
      },
      likes: 3,
      user: {
        id: `user-${photo.user.username}`,
        username: photo.user.username,
        name: photo.user.name,
        links: {
          self: `${url}/users/${photo.user.username}`,
          html: `https://unsplash.com/@${photo.user.username}`,
          photos: `${url}/users/${photo.user.username}/photos`,
        },
      },
    };
  };

  const orientationOf = (photo: FakePhotoSpec) =>
    photo.widthPx === photo.heightPx ? 'squarish' : photo.widthPx > photo.heightPx ? 'landscape' : 'portrait';

  function search(res: ServerResponse, query: Record<string, string>) {
    const term = (query.query ?? '').toLowerCase().trim();
    if (!term) return errors(res, 400, 'query is missing');
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const perPage = Math.min(30, Math.max(1, Number(query.per_page ?? 10) || 10));
    const found = [...photos.values()].filter(
      (photo) =>
        term.split(/\s+/).every((word) => photo.tags.includes(word) || photo.description.includes(word)) &&
        (!query.color || photo.colourName === query.color) &&
        (!query.orientation || orientationOf(photo) === query.orientation),
    );
    send(res, 200, {
      total: found.length,
      total_pages: Math.ceil(found.length / perPage),
      results: found.slice((page - 1) * perPage, page * perPage).map(photoJson),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const address = new URL(req.url ?? '/', 'http://fake');
    const path = address.pathname;
    const query = Object.fromEntries(address.searchParams);
    const authorization = req.headers.authorization;
    requests.push({
      method: req.method ?? 'GET',
      path,
      query,
      authorization,
      acceptVersion: req.headers['accept-version'] as string | undefined,
    });
    const failure = failures.findIndex((f) => !f.path || f.path.test(path));
    if (failure >= 0) {
      const [{ status }] = failures.splice(failure, 1) as [{ status: number }];
      return errors(res, status, status === 403 ? 'Rate Limit Exceeded' : `Injected ${status} failure`);
    }

    const imageMatch = /^\/images\/photo-([\w-]+)$/.exec(path);
    if (imageMatch) {
      // The image host needs no key (Unsplash's CDN serves anyone).
      const photo = photos.get(imageMatch[1]!);
      if (!photo) return errors(res, 404, 'Not found');
      const bytes = await imageOf(photo);
      res.writeHead(200, {
        'content-type': photo.format === 'png' ? 'image/png' : 'image/jpeg',
        'content-length': String(bytes.length),
      });
      return res.end(bytes);
    }

    const key = /^Client-ID (.+)$/.exec(authorization ?? '')?.[1];
    if (!key || (options.accessKey && key !== options.accessKey))
      return errors(res, 401, 'OAuth error: The access token is invalid');
    if (req.method !== 'GET') return errors(res, 404, `Couldn't find ${path}`);
    if (path === '/search/photos') return search(res, query);
    const downloadMatch = /^\/photos\/([\w-]+)\/download$/.exec(path);
    if (downloadMatch) {
      const photo = photos.get(downloadMatch[1]!);
      if (!photo) return errors(res, 404, "Couldn't find Photo");
      downloads.set(photo.id, (downloads.get(photo.id) ?? 0) + 1);
      return send(res, 200, { url: `${url}/images/photo-${photo.id}?ixid=fake${photo.id}&dl=1` });
    }
    const photoMatch = /^\/photos\/([\w-]+)$/.exec(path);
    if (photoMatch) {
      const photo = photos.get(photoMatch[1]!);
      return photo ? send(res, 200, photoJson(photo)) : errors(res, 404, "Couldn't find Photo");
    }
    return errors(res, 404, `Couldn't find ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) => errors(res, 500, String(cause)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const bound = server.address();
  const port = typeof bound === 'object' && bound ? bound.port : 0;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    photos,
    requests,
    downloads,
    /** The API's JSON for a photo (what a test expects the adapter to read). */
    photoJson: (id: string) => photoJson(photos.get(id)!),
    /** The picture's bytes as the image host serves them. */
    image: (id: string) => imageOf(photos.get(id)!),
    /** A new photo of its own (a new picture, so a new stored file), found by `tag`. */
    addPhoto(tag: string, overrides: Partial<FakePhotoSpec> = {}): FakePhotoSpec {
      serial += 1;
      const photo: FakePhotoSpec = {
        id: `added-${serial}-${tag}`,
        description: `a picture for ${tag}`,
        tags: [tag],
        colourName: 'green',
        colour: '#30a040',
        // Each a size of its own: a picture of its own.
        widthPx: 40 + serial,
        heightPx: 30,
        format: 'jpeg',
        user: { username: `maker${serial}`, name: `Maker ${serial}` },
        ...overrides,
      };
      photos.set(photo.id, photo);
      return photo;
    },
    /** The next request (to a path matching `path`, if given) answers with this status. */
    failNext(status: number, path?: RegExp) {
      failures.push({ status, ...(path ? { path } : {}) });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeUnsplashServer = Awaited<ReturnType<typeof startFakeUnsplashServer>>;
