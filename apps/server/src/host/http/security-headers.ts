import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isLocalHost, normalizeHost } from '../../modules/tenancy/tenancy.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's script nonce: server-rendered pages put it on their inline scripts. */
    cspNonce: string;
  }
}

/**
 * One year; only sent to hosts other than this machine. Without includeSubDomains: a tenant's shop may
 * live on its apex domain, and its other subdomains are not ours to force onto HTTPS.
 */
export const HSTS_HEADER = 'max-age=31536000';

/**
 * Security headers on every response (@fastify/helmet): a Content-Security-Policy, frames only from the
 * shop's own origin (the theme editor's preview), `nosniff`, a referrer policy, and HSTS outside
 * localhost. Routes that serve their own kind of document (media, demo pictures, the punch-out transfer
 * page) set a stricter or different CSP themselves, which replaces this one.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { imageOrigins?: readonly string[] } = {},
) {
  const nonces = new WeakMap<IncomingMessage, string>();
  app.decorateRequest('cspNonce', '');
  // Before helmet's own hook (registered below), so the policy can name the nonce.
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, request.cspNonce);
    // HSTS per request: on localhost (plain http in development) it would pin the browser to https.
    if (!isLocalHost(normalizeHost(request.headers.host)))
      reply.header('strict-transport-security', HSTS_HEADER);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // React Router's hydration data and module loader are inline scripts carrying the nonce
        // (apps/web/app/entry.server.tsx); the bundles come from this origin.
        scriptSrc: ["'self'", (req) => `'nonce-${nonces.get(req) ?? ''}'`],
        scriptSrcAttr: ["'none'"],
        // The tenant theme is an inline <style>, and components set style attributes (print preview,
        // toasts): inline styles stay allowed. A nonce here would switch 'unsafe-inline' off.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploads are previewed from blob: URLs before they are sent; small icons are data: URLs. The
        // admin's stock photo search shows the provider's thumbnails from its image host (`imageOrigins`;
        // chosen photos are served from our own /media, decision 0073). CMS pages show pictures and
        // play media of other https hosts (an RSS feed's episode pictures and audio, a video's address;
        // decision 0072): pictures and media only, never scripts, frames or connections.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(options.imageOrigins ?? [])],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        // Card payment leaves by navigating to the provider's page, not by a form: no other target.
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // Set per request above instead.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * The policy of a page kept for many visitors (host/web/page-cache.ts): its bytes cannot carry one
 * response's nonce, so it names the SHA-256 hash of each inline script it holds instead, in place of this
 * response's nonce. The rest of the policy stays as it is: same sources, still no 'unsafe-inline'.
 */
export function policyWithScriptHashes(policy: string, nonce: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    // Files come from 'self'; data blocks (a product's JSON-LD) never run.
    if (/\bsrc\s*=/i.test(attributes!) || /\btype\s*=\s*"[^"]*json/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  const nonceSource = `'nonce-${nonce}'`;
  return hashes.size
    ? policy.replace(nonceSource, [...hashes].join(' '))
    : policy.replace(` ${nonceSource}`, '');
}

/** An inline or external script element: its attributes and text (HTML keeps script text verbatim). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
