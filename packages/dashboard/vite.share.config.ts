import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { pageTitle } from '../core/src/pageTitle.js';
import { STRINGS } from '../core/src/strings.js';
import { browserBundle } from '../widget/vite.shared';

/** The app's page (its head: meta, icon) whose script tag the share page's replaces. */
const APP_SCRIPT = '<script type="module" src="/src/main.tsx"></script>';

/**
 * Writes dist/shells/bot.html, the page the server sends for a share link (/bot/:userId/:botId, listed in
 * dist/shells/routes.json by vite.config.ts): index.html with this build's script and stylesheet instead of the
 * app's, and the chat route's title (App.tsx's titleFor) from the first byte, until the bot's name replaces it
 * (hooks/useChatPage.ts).
 */
function sharePageShell(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'botfolio-share-page-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = Object.values(bundle);
      const entry = files.find((f) => f.type === 'chunk' && f.isEntry);
      if (entry?.type !== 'chunk') throw new Error('share page: no entry chunk');
      const css = files.filter((f) => f.type === 'asset' && f.fileName.endsWith('.css')).map((f) => f.fileName);
      const html = readFileSync(join(root, 'index.html'), 'utf8');
      if (!html.includes(APP_SCRIPT) || !/<title>[^<]*<\/title>/.test(html))
        throw new Error(`share page: index.html no longer has ${APP_SCRIPT} and a <title>`);
      const head = [
        `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
        ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...entry.imports.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join('\n    ');
      const page = html
        .replace(/<title>[^<]*<\/title>/, `<title>${pageTitle(STRINGS.chat)}</title>`)
        .replace(`    ${APP_SCRIPT}\n`, '')
        .replace(APP_SCRIPT, '')
        .replace('</head>', `  ${head}\n  </head>`);
      mkdirSync(join(outDir, 'shells'), { recursive: true });
      writeFileSync(join(outDir, 'shells', 'bot.html'), page);
    },
  };
}

/**
 * The share link's page (src/share/main.tsx): the chat alone, built like the widget's chat panel (React aliased to
 * the widget's Preact shim, terser, core's chat strings inlined) into the dashboard's dist/assets/share-*, after the
 * app's build (`npm run build` runs `vite build` first, which empties dist/). The server sends its shell,
 * dist/shells/bot.html, for /bot/:userId/:botId; inside the app that route stays the React screen.
 */
export default defineConfig(
  mergeConfig(
    browserBundle((file) => /[\\/]assets[\\/]share-[^\\/]+$|[\\/]shells[\\/]bot\.html$/.test(file)),
    {
      plugins: [sharePageShell()],
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        modulePreload: false,
        rollupOptions: {
          input: join(import.meta.dirname, 'src/share/main.tsx'),
          output: {
            format: 'es',
            entryFileNames: 'assets/share-[hash].js',
            // the chat's words in other languages: one small chunk each, loaded by a bot in that language only
            chunkFileNames: 'assets/share-[name]-[hash].js',
            assetFileNames: 'assets/share-[hash][extname]',
          },
        },
      },
    },
  ),
);
