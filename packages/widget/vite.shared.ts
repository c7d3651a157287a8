import { join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { compressStaticPlugin } from '../../scripts/compress-static.mjs';
import { sourceAliases } from '../../vitest.shared.js';
import { LIMITS } from '../core/src/constants.js';
import { CHAT_STRINGS } from '../core/src/strings.js';

/**
 * Replaces `CHAT_STRINGS.key` / `LIMITS.key` with the value itself, so the bundle carries the ~20 strings
 * the chat uses instead of core's whole tables (about 2 KB gzip). Same values, resolved at build time.
 */
export function inlineCoreTables(): Plugin {
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
 * What the two browser bundles share: React aliased to Preact (its hooks, see src/preactReact.ts), production JSX even from a test run
 * (NODE_ENV=test would emit jsxDEV with file paths), terser with two passes (about 200 B gzip tighter than the
 * default minifier), ES2022 (class fields native; every browser with constructable stylesheets has it), and the
 * .br/.gz copies of `compress` beside each file.
 */
export function browserBundle(compress: (file: string) => boolean): UserConfig {
  return {
    plugins: [inlineCoreTables(), compressStaticPlugin({ filter: compress })],
    resolve: {
      alias: [
        ...Object.entries(sourceAliases).map(([find, replacement]) => ({ find, replacement })),
        { find: /^react$/, replacement: join(import.meta.dirname, 'src/preactReact.ts') },
        { find: /^react-dom\/client$/, replacement: join(import.meta.dirname, 'src/preactReactDom.ts') },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      minify: 'terser',
      terserOptions: { ecma: 2020, toplevel: true, compress: { passes: 2 }, format: { comments: false } },
      sourcemap: false,
      target: 'es2022',
      cssCodeSplit: false,
      copyPublicDir: false,
    },
  };
}
