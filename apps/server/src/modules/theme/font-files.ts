import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_REGISTRY } from '@print/core/theme/fonts';
import type { FastifyInstance } from 'fastify';
import { stringFields } from '../../platform/http/route-schemas.ts';
import { createReadStream } from 'node:fs';

const require = createRequire(import.meta.url);

/** Serves the registry's self-hosted font files (no external font CDN); only registry packages, only woff2. */
export function registerFontRoutes(app: FastifyInstance) {
  const directories = new Map<string, string>();
  for (const font of FONT_REGISTRY) {
    const name = font.fontsourcePackage.replace('@fontsource/', '');
    const dir = path.join(path.dirname(require.resolve(`${font.fontsourcePackage}/package.json`)), 'files');
    directories.set(name, dir);
  }
  const route = {
    config: { access: 'public' },
    schema: { params: stringFields(['family', 'file']) },
  } as const;
  app.get<{ Params: { family: string; file: string } }>(
    '/fonts/:family/:file',
    route,
    async (request, reply) => {
      const dir = directories.get(request.params.family);
      const file = request.params.file;
      if (!dir || !/^[a-z0-9-]+\.woff2$/.test(file)) return reply.code(404).send('Not found');
      const full = path.join(dir, file);
      if (!existsSync(full)) return reply.code(404).send('Not found');
      return reply
        .header('content-type', 'font/woff2')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('access-control-allow-origin', '*')
        .send(createReadStream(full));
    },
  );
}
