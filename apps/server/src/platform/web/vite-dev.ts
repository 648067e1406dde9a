// `npm run dev`: the web app straight from its sources through Vite's dev server in this process
// (middleware mode), with hot module replacement, instead of a build (decision 0057). Vite answers its
// own requests (its client, the app's modules, dependencies) before Fastify sees them; everything else,
// the pages included, goes through the app as always, rendered from the server build Vite makes on demand.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../../../web');

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type ViteDev = {
  /** Fastify's `serverFactory`: Vite's middleware in front of Fastify's handler. */
  serverFactory: (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
  ) => ReturnType<typeof createHttpServer>;
  /** Starts Vite on that server (its HMR web socket shares the port). */
  start(): Promise<void>;
  /** The current server build: its modules reload after a change. */
  loadBuild(): Promise<ServerBuild>;
  close(): Promise<void>;
};

export function createViteDev(): ViteDev {
  let server: ReturnType<typeof createHttpServer> | null = null;
  let middlewares: Middleware | null = null;
  let vite: ViteDevServer | null = null;
  return {
    serverFactory(handler) {
      server = createHttpServer((req, res) => {
        if (!middlewares || req.url?.startsWith('/service-api/')) return handler(req, res);
        middlewares(req, res, () => handler(req, res));
      });
      return server;
    },
    async start() {
      // Loaded only here: production never loads Vite.
      const { createServer } = await import('vite');
      vite = await createServer({
        root: WEB_ROOT,
        configFile: path.join(WEB_ROOT, 'vite.config.ts'),
        appType: 'custom',
        logLevel: 'warn',
        server: {
          middlewareMode: true,
          hmr: server ? { server } : true,
          // Tenants have hosts of their own: Vite's host check would answer every one but localhost and
          // IP addresses with its 403 instead of the shop (the app resolves hosts itself). No CORS
          // headers either: only the app's own pages load Vite's modules.
          allowedHosts: true,
          cors: false,
        },
      });
      middlewares = vite.middlewares as unknown as Middleware;
    },
    async loadBuild() {
      const ssr = vite!.environments.ssr as unknown as { runner: { import(id: string): Promise<unknown> } };
      return (await ssr.runner.import('virtual:react-router/server-build')) as ServerBuild;
    },
    async close() {
      await vite?.close();
    },
  };
}
