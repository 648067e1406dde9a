// React Router's default Node entry, plus the Content-Security-Policy nonce: the server's policy allows
// inline scripts only with this response's nonce (apps/server/src/host/http/security-headers.ts), so
// React Router's hydration data, module loader and scroll restoration, and React's streaming scripts
// carry it. Also hands the tenant theme's CSS to the page's <style> tag (TenantThemeStyle).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { ledgerOf, recordTexts, serialiseLedger } from './lib/i18n/edit-ledger.ts';
import { serverLedger } from './lib/i18n/server-ledger.ts';
import { ThemeCssContext } from './shell/tenant-theme-style.tsx';

// The ledger of pages rendered for in-page editing (decision 0083): server code, out of the browser's shell.
serverLedger.record = recordTexts;
serverLedger.serialise = (instance) => serialiseLedger(ledgerOf(instance) ?? {});

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots (and SPA mode) get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      // The theme CSS goes into the page's <style> tag only, not into the loader data as well.
      <ThemeCssContext value={loadContext?.shell?.themeCss ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ThemeCssContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell rendered reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
