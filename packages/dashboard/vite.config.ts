import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceAliases } from '../../vitest.shared.js';

/** Dashboard build: workspace packages compile from source; every route is its own lazy chunk (see App.tsx). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The landing route's initial JS is budgeted (LANDING_JS_GZIP_BUDGET_BYTES); keep module preload lean.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/widget.js': 'http://localhost:3000' },
  },
});
