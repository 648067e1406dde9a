import type { ShellData } from '@print/core/shell-data';

// The Fastify server (apps/server) builds this for every request from the Host, cookies and
// Accept-Language; route loaders read it instead of calling the API during SSR.
declare module 'react-router' {
  interface AppLoadContext {
    shell: ShellData;
  }
}

export {};
