import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressStaticPlugin } from '../../scripts/compress-static.mjs';
import { sourceAliases } from '../../vitest.shared.js';

const require = createRequire(import.meta.url);
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * Dashboard build: workspace packages compile from source, and every route is its own lazy chunk
 * (App.tsx). react-router's package exports only its development build; production builds alias it
 * to the production build, which is what keeps the landing route under its 90 KB gzip budget.
 */
export default defineConfig(({ command }) => ({
  // Brotli-11 and gzip-9 copies beside every file (and the example pages), served as they are by the server.
  plugins: [react(), compressStaticPlugin({ extraDirs: [join(import.meta.dirname, '../../examples')] })],
  resolve: {
    alias: [
      ...Object.entries(sourceAliases).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/widget.js': 'http://localhost:3000' },
  },
}));
