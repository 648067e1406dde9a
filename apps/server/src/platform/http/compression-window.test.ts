import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';

// Answers compressed per request (signed-in pages, GraphQL answers of a session) each hold a brotli
// encoder while they stream; its window is its largest buffer. At brotli's default (4 MiB) fifty
// concurrent pages held ~200 MiB of native memory; 256 KiB is larger than any page we send.
describe('on-the-fly brotli', () => {
  it('compresses with a 256 KiB window', async () => {
    const app = Fastify();
    await registerCompression(app);
    const text = Array.from({ length: 40_000 }, (_, i) => `<li>row ${i} ${(i * 7919) % 1000}</li>`).join('');
    app.get('/big', (_request, reply) => reply.type('text/html').send(text));
    const answer = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    await app.close();

    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(text);
    // The stream header's first bits say the window (RFC 7932 §9.1): 1, then 3 bits n → 2^(17+n) bytes.
    const first = answer.rawPayload[0]!;
    expect(first & 1).toBe(1);
    expect(17 + ((first >> 1) & 0b111)).toBe(18);
  });
});
