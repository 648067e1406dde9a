import type { ServerShellData } from '@print/core/shell-data';
import type { ServerApi } from '@print/core/ssr-api';

// The Fastify server (apps/server) builds this for every request from the Host, cookies and
// Accept-Language; route loaders read it instead of calling the API during SSR.
declare module 'react-router' {
  interface AppLoadContext {
    /** The root loader turns it into the page's ShellData (route-text-areas.ts). */
    shell: ServerShellData;
    /** GraphQL in the server process, as the visitor: what route loaders read page data with. */
    api: ServerApi;
    /** This response's CSP script nonce (entry.server.tsx puts it on React Router's inline scripts). */
    cspNonce?: string;
  }
}

export {};
