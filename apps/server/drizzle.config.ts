import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/host/db/schema.ts',
  out: './migrations',
  // app_user is created by the hand-written first migration (only when missing: roles are cluster-wide).
  entities: { roles: { provider: '', exclude: ['app_user'] } },
});
