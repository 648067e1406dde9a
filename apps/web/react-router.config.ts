import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // `npm run dev` builds into a directory of its own (scripts/dev.mjs), so `npm run build` beside it is harmless.
  buildDirectory: process.env.PRINT_WEB_BUILD_OUT ?? 'build',
  ssr: true,
  // Opt into the v8 behaviour now so the upgrade is a version bump. Middleware stays off: the shell
  // context is a plain AppLoadContext built by the Fastify server (see apps/server/src/platform/web).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
