import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
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
