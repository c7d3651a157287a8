import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.js';

const require = createRequire(import.meta.url);
const testingLibraryReact = join(
  dirname(require.resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

/**
 * Widget unit tests run under preact/compat, as widget.js ships. @testing-library/react's CommonJS
 * build would pull in real React ("Invalid hook call"), so it resolves to its ESM file and is inlined
 * so the aliases below apply inside it too.
 */
export default defineConfig({
  resolve: {
    alias: [
      ...Object.entries(sourceAliases).map(([find, replacement]) => ({ find, replacement })),
      { find: /^@testing-library\/react$/, replacement: testingLibraryReact },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  test: {
    name: 'widget',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./src/test/buildWidgetIfMissing.ts'],
    server: { deps: { inline: [/@testing-library\/react/, /preact/] } },
  },
});
