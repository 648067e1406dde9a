import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses every text answer (HTML, JSON, JavaScript, CSS, SVG) for clients that accept it: brotli,
 * else gzip. Brotli at quality 4: close to gzip's speed with smaller output; its default (11) costs
 * tens of milliseconds per page, too much for answers made per request. Images and fonts are already
 * compressed and pass through (their types are not compressible). A 256 KiB window (brotli's default:
 * 4 MiB) holds any page whole and keeps each encoder of a response in flight to ~1 MiB of native memory.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // GraphQL answers are `application/graphql-response+json`, which the default type list does not know.
    customTypes: /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)\b|image\/svg\+xml)/,
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
    },
  });
}
