import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { browserBundle } from './vite.shared';

const PANEL_DIR = join(import.meta.dirname, 'dist', 'widget');

/** An earlier build's panel would be served forever under its own hash: only the current one stays. */
function removeOldPanels(): Plugin {
  return {
    name: 'botfolio-remove-old-panels',
    buildStart() {
      try {
        for (const file of readdirSync(PANEL_DIR)) rmSync(join(PANEL_DIR, file));
      } catch {
        // no earlier build
      }
    },
  };
}

/**
 * dist/widget/panel-<hash>.js: the chat panel widget.js imports on the first intent to chat. One ES module
 * (its `mountPanel` export kept), content-hashed so the server may keep it cached forever. Budget: 16 KB gzip.
 * The chat's words in other languages are not in it: the panel of a bot in another language fetches them from the
 * server (GET /widget/words/<language>.json).
 */
export default defineConfig(
  mergeConfig(
    browserBundle((file) => /[\\/]widget[\\/][\w-]+\.js$/.test(file)),
    {
      plugins: [removeOldPanels()],
      build: {
        modulePreload: false,
        rollupOptions: {
          input: join(import.meta.dirname, 'src/panel.tsx'),
          preserveEntrySignatures: 'exports-only',
          // the chat's words in other languages: one small chunk each, loaded by a bot in that language only
          output: {
            format: 'es',
            entryFileNames: 'widget/panel-[hash].js',
            chunkFileNames: 'widget/words-[name]-[hash].js',
          },
        },
      },
    },
  ),
);
