import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressStaticPlugin } from '../../scripts/compress-static.mjs';
import { sourceAliases } from '../../vitest.shared.js';

const require = createRequire(import.meta.url);
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * The pages a visitor opens cold — landing, login — and the modules each needs first: its lazy screen (App.tsx)
 * and, for pages that call the API, the client chunk (api.ts loads it lazily).
 */
const ROUTE_SHELLS = [
  { name: 'landing', path: '/', prefix: false, modules: ['src/screens/Landing.tsx'] },
  { name: 'login', path: '/login', prefix: false, modules: ['src/screens/Login.tsx', 'src/defaultClient.ts'] },
];

/**
 * A shared chat link is its own page, not the app (src/share/main.tsx): vite.share.config.ts builds it after this
 * build and writes its shell. Until then (or without it) the server sends index.html, whose app has the route too.
 */
const SHARE_SHELL = { path: '/bot/:userId/:botId', file: 'shells/bot.html' };

/**
 * Writes dist/shells/<name>.html: index.html plus `modulepreload` for the route's chunks (and their static
 * imports) and its stylesheets, so they load beside the entry script instead of after it runs; and
 * dist/shells/routes.json (these and the share page's), which the server reads to pick the shell for a path
 * (staticFiles.ts: `prefix` matches every path under it, `:name` one segment).
 */
function routeShells(): Plugin {
  let outDir = 'dist';
  return {
    name: 'botfolio-route-shells',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const routes: { path: string; prefix?: boolean; file: string }[] = [];
      mkdirSync(join(outDir, 'shells'), { recursive: true });
      for (const route of ROUTE_SHELLS) {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || js.has(fileName)) return;
          js.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) visit(file);
        };
        for (const module of route.modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`route shell ${route.name}: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        const links = [
          ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ].join('\n    ');
        writeFileSync(join(outDir, 'shells', `${route.name}.html`), html.replace('</head>', `  ${links}\n  </head>`));
        routes.push({ path: route.path, prefix: route.prefix, file: `shells/${route.name}.html` });
      }
      routes.push(SHARE_SHELL);
      writeFileSync(join(outDir, 'shells', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
    },
  };
}

/**
 * Dashboard build: workspace packages compile from source, and every route is its own lazy chunk
 * (App.tsx). react-router's package exports only its development build; production builds alias it
 * to the production build, which is what keeps the landing route under its 90 KB gzip budget.
 */
export default defineConfig(({ command }) => ({
  // Brotli-11 and gzip-9 copies beside every file (and the example pages), served as they are by the server.
  plugins: [react(), routeShells(), compressStaticPlugin({ extraDirs: [join(import.meta.dirname, '../../examples')] })],
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
