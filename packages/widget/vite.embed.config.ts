import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import { browserBundle } from './vite.shared';

/** The panel built just before (vite.panel.config.ts): widget.js imports it by this path. */
function panelPath(): string {
  const dir = join(import.meta.dirname, 'dist', 'widget');
  const file = readdirSync(dir).find((name) => /^panel-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No panel bundle in ${dir}: build it first (vite.panel.config.ts).`);
  return `/widget/${file}`;
}

/**
 * dist/widget.js: the script-tag bundle, one IIFE with no framework: the launcher, which imports the panel.
 * Budget: 4 KB gzip (scripts/check-size.mjs). `emptyOutDir: false` keeps the library and the panel beside it.
 */
export default defineConfig(
  mergeConfig(
    browserBundle((file) => file.endsWith('widget.js')),
    {
      define: { __PANEL_PATH__: JSON.stringify(panelPath()) },
      build: {
        lib: {
          entry: 'src/embed.ts',
          name: 'BotfolioWidget',
          formats: ['iife'],
          fileName: () => 'widget.js',
        },
      },
    },
  ),
);
