import { defineConfig, type Plugin } from 'vite';
import { compressStaticPlugin } from '../../scripts/compress-static.mjs';
import { sourceAliases } from '../../vitest.shared.js';
import { LIMITS } from '../core/src/constants.js';
import { CHAT_STRINGS } from '../core/src/strings.js';

/**
 * Replaces `CHAT_STRINGS.key` / `LIMITS.key` with the value itself, so the bundle carries the ~20 strings
 * the chat uses instead of core's whole tables (about 2 KB gzip). Same values, resolved at build time.
 */
function inlineCoreTables(): Plugin {
  const tables: Record<string, Record<string, unknown>> = { CHAT_STRINGS, LIMITS };
  return {
    name: 'botfolio-inline-core-tables',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || /\/(strings|constants)\.ts$/.test(id)) return null;
      return code.replace(/\b(CHAT_STRINGS|LIMITS)\.(\w+)\b/g, (match, table: string, key: string) => {
        const values = tables[table]!;
        return key in values ? `(${JSON.stringify(values[key])})` : match;
      });
    },
  };
}

/**
 * dist/widget.js: the script-tag bundle. One IIFE (library mode), React aliased to preact/compat,
 * minified with terser, no CSS file (styles ship as strings adopted by the shadow root). Budget: 15 KB gzip
 * (scripts/check-size.mjs). `emptyOutDir: false` keeps the ESM library built beside it.
 */
export default defineConfig({
  // widget.js.br / widget.js.gz beside it (the ESM library in dist/lib is not served to browsers).
  plugins: [inlineCoreTables(), compressStaticPlugin({ filter: (file) => file.endsWith('widget.js') })],
  resolve: {
    alias: [
      ...Object.entries(sourceAliases).map(([find, replacement]) => ({ find, replacement })),
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Production JSX even when built from a test run (NODE_ENV=test would emit jsxDEV with file paths, +2 KB).
  oxc: { jsx: { runtime: 'automatic', development: false } },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // terser with two compress passes packs the bundle about 200 B gzip tighter than the default minifier.
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      toplevel: true,
      compress: { passes: 2 },
      format: { comments: false },
    },
    sourcemap: false,
    // ES2022 keeps class fields native (no helpers); every browser with constructable stylesheets has it.
    target: 'es2022',
    cssCodeSplit: false,
    lib: {
      entry: 'src/embed.ts',
      name: 'BotfolioWidget',
      formats: ['iife'],
      fileName: () => 'widget.js',
    },
  },
});
