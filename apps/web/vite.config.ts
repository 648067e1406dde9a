import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Kept after the build (not served: a dot directory) for the route size budgets, scripts/check-route-budgets.mjs.
  build: { manifest: true },
});
