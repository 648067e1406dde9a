import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientChunks } from './client-chunks.ts';

export default defineConfig({
  plugins: [reactRouter()],
  // Kept after the build (not served: a dot directory) for the route size budgets, scripts/check-route-budgets.mjs.
  build: { manifest: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: clientChunks(path.resolve(import.meta.dirname, 'app')) },
        },
      },
    },
  },
  ssr: {
    // Bundled into the server build: imported from node_modules they are ~1,300 small files (a module per
    // component and per translation of its texts) that every server start compiles one by one.
    noExternal: [
      'react-aria-components',
      'react-aria',
      'react-stately',
      /^@internationalized\//,
      /^@react-types\//,
      '@swc/helpers',
    ],
  },
});
