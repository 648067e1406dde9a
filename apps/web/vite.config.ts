import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
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
