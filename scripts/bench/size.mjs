#!/usr/bin/env node
// `npm run bench:size`: what a visitor downloads. widget.js raw + gzip against its budget, beside the
// published gzip sizes of the peers' embeds, the dashboard landing route's initial JS (the entry
// script plus everything it imports statically or preloads; lazy routes excluded) and the share link
// page's (the chat alone, its own bundle). Beside the gzip-9 figure, what each bundle weighs on the
// wire: the bytes the built server sends (started on a free port) with `Accept-Encoding: br` and with
// `gzip`. Deterministic: sizes, not timings. Needs the builds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMain, kb, ROOT, startServer, textTable } from './lib.mjs';

export { ROOT };
export const WIDGET_JS = join(ROOT, 'packages/widget/dist/widget.js');
export const WIDGET_PANEL_DIR = join(ROOT, 'packages/widget/dist/widget');

/** The built chat panel (dist/widget/panel-<hash>.js), or null. */
export function widgetPanel() {
  if (!existsSync(WIDGET_PANEL_DIR)) return null;
  const name = readdirSync(WIDGET_PANEL_DIR).find((f) => /^panel-[\w-]+\.js$/.test(f));
  return name ? join(WIDGET_PANEL_DIR, name) : null;
}
export const DASHBOARD_DIST = join(ROOT, 'packages/dashboard/dist');
/** The share link's page in the dashboard's build (what the server sends for /bot/:userId/:botId). */
export const SHARE_PAGE = 'shells/bot.html';

/** Published gzip sizes of the peers' script-tag embeds (their npm/CDN bundles), for context. */
export const PEERS = [
  { name: 'Flowise embed', gzipBytes: 284 * 1024 },
  { name: 'Typebot embed', gzipBytes: 196 * 1024 },
  { name: 'Botpress webchat', gzipBytes: 180 * 1024 },
];

/** The size budgets, in one file read by CI (check-size.mjs) and this benchmark: `budget('widget.js')` in bytes gzip. */
export function budget(name) {
  const budgets = JSON.parse(readFileSync(join(ROOT, 'budgets.json'), 'utf8'));
  const bytes = budgets[name]?.gzipBytes;
  if (typeof bytes !== 'number') throw new Error(`budgets.json has no gzipBytes for ${name}`);
  return bytes;
}

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Files of the landing route's initial JS: entry module scripts, modulepreloads and their static imports (plus
 * `extraEntries`); of another page of the build with `page` (the share link's, shells/bot.html).
 */
export function landingScripts(distDir = DASHBOARD_DIST, extraEntries = [], page = 'index.html') {
  const html = readFileSync(join(distDir, page), 'utf8');
  const start = new Set(extraEntries);
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModule = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag);
    const url = /(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isModule || isPreload) && url && !/^(https?:)?\/\//.test(url))
      start.add(join(distDir, url.replace(/^\//, '')));
  }
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`, `export … from`); `import("…")` is lazy.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      visit(m[1].startsWith('/') ? join(distDir, m[1].slice(1)) : resolve(dirname(file), m[1]));
    }
  };
  for (const file of start) visit(file);
  return [...seen];
}

/** The landing screen's own lazy chunk (React.lazy route), which '/' fetches right after the entry. */
export function landingRouteChunk(distDir = DASHBOARD_DIST) {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return null;
  const name = readdirSync(assets).find((f) => /^Landing-[\w-]+\.js$/.test(f));
  return name ? join(assets, name) : null;
}

/** The body bytes `baseUrl` sends for `path` with this Accept-Encoding (no decoding). */
function wireBytes(baseUrl, path, acceptEncoding) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (d) => {
        bytes += d.length;
      });
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${path}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Adds `brWireBytes` / `gzipWireBytes` to every row with files, from the built server on a free port. */
async function addWireSizes(rows) {
  const server = await startServer();
  try {
    for (const row of rows) {
      if (!row.files) continue;
      const urlOf = (file) =>
        file === WIDGET_JS
          ? '/widget.js'
          : file.startsWith(WIDGET_PANEL_DIR)
            ? `/widget/${file.slice(WIDGET_PANEL_DIR.length + 1)}`
            : `/${file.slice(DASHBOARD_DIST.length + 1)}`;
      let br = 0;
      let gzip = 0;
      for (const file of row.files) {
        br += await wireBytes(server.baseUrl, urlOf(file), 'br');
        gzip += await wireBytes(server.baseUrl, urlOf(file), 'gzip');
      }
      row.brWireBytes = br;
      row.gzipWireBytes = gzip;
    }
  } finally {
    await server.stop();
  }
}

/**
 * The rows of the size benchmark; `ok` is false when a budgeted row is over budget, null when not built.
 * With the server built, each bundle's on-the-wire bytes (br, gzip) are added.
 */
export async function runSizeBench() {
  const rows = sizeRows();
  if (existsSync(join(ROOT, 'packages/server/dist/server.js')) && rows.some((r) => r.files)) await addWireSizes(rows);
  return rows;
}

function sizeRows() {
  const widgetBudget = budget('widget.js');
  const landingBudget = budget('landing');
  const rows = [];
  if (existsSync(WIDGET_JS)) {
    const code = readFileSync(WIDGET_JS);
    const gzip = gzipSize(code);
    rows.push({
      name: 'Botfolio widget.js',
      files: [WIDGET_JS],
      rawBytes: code.length,
      gzipBytes: gzip,
      budgetBytes: widgetBudget,
      ok: gzip <= widgetBudget,
    });
  } else {
    rows.push({ name: 'Botfolio widget.js', rawBytes: null, gzipBytes: null, budgetBytes: widgetBudget, ok: null });
  }
  const panelBudget = budget('widget panel');
  const panel = widgetPanel();
  if (panel) {
    const code = readFileSync(panel);
    const gzip = gzipSize(code);
    rows.push({
      name: '  + chat panel (first intent)',
      files: [panel],
      rawBytes: code.length,
      gzipBytes: gzip,
      budgetBytes: panelBudget,
      ok: gzip <= panelBudget,
    });
  } else {
    rows.push({ name: '  + chat panel', rawBytes: null, gzipBytes: null, budgetBytes: panelBudget, ok: null });
  }
  for (const peer of PEERS)
    rows.push({
      name: peer.name,
      rawBytes: null,
      gzipBytes: peer.gzipBytes,
      budgetBytes: null,
      ok: null,
      published: true,
    });
  if (existsSync(join(DASHBOARD_DIST, 'index.html'))) {
    const files = landingScripts();
    const raw = files.reduce((sum, f) => sum + readFileSync(f).length, 0);
    const gzip = files.reduce((sum, f) => sum + gzipSize(readFileSync(f)), 0);
    rows.push({
      name: `Dashboard landing JS (${files.length} files)`,
      files,
      rawBytes: raw,
      gzipBytes: gzip,
      budgetBytes: landingBudget,
      ok: gzip <= landingBudget,
    });
    // Informational: what '/' runs before its first paint, the lazy Landing chunk and its imports included.
    const chunk = landingRouteChunk();
    if (chunk) {
      const all = [...new Set([...files, ...landingScripts(DASHBOARD_DIST, [chunk])])];
      rows.push({
        name: `  + Landing route chunk (${all.length} files)`,
        files: all,
        rawBytes: all.reduce((sum, f) => sum + readFileSync(f).length, 0),
        gzipBytes: all.reduce((sum, f) => sum + gzipSize(readFileSync(f)), 0),
        budgetBytes: null,
        ok: null,
      });
    }
  } else {
    rows.push({ name: 'Dashboard landing JS', rawBytes: null, gzipBytes: null, budgetBytes: landingBudget, ok: null });
  }
  // a share link opened cold: its own page (the chat alone, dashboard's vite.share.config.ts), not the app
  const shareBudget = budget('share page');
  if (existsSync(join(DASHBOARD_DIST, SHARE_PAGE))) {
    const files = landingScripts(DASHBOARD_DIST, [], SHARE_PAGE);
    const gzip = files.reduce((sum, f) => sum + gzipSize(readFileSync(f)), 0);
    rows.push({
      name: `Share link page JS (${files.length} files)`,
      files,
      rawBytes: files.reduce((sum, f) => sum + readFileSync(f).length, 0),
      gzipBytes: gzip,
      budgetBytes: shareBudget,
      ok: gzip <= shareBudget,
    });
  } else {
    rows.push({ name: 'Share link page JS', rawBytes: null, gzipBytes: null, budgetBytes: shareBudget, ok: null });
  }
  return rows;
}

function print(rows) {
  const table = rows.map((r) => ({
    bundle: r.name,
    raw: kb(r.rawBytes),
    gzip:
      r.gzipBytes === null ? 'not built' : `${kb(r.gzipBytes)}${r.published ? ' (published)' : ` (${r.gzipBytes} B)`}`,
    wire: r.brWireBytes === undefined ? '' : `br ${kb(r.brWireBytes)}, gzip ${kb(r.gzipWireBytes)}`,
    budget: r.budgetBytes === null ? '' : `${kb(r.budgetBytes)} (${r.budgetBytes} B)`,
    status: r.ok === null ? '' : r.ok ? 'ok' : 'OVER BUDGET',
  }));
  console.log(
    textTable(table, [
      ['bundle', 'bundle'],
      ['raw', 'raw', { align: 'right' }],
      ['gzip', 'gzip-9'],
      ['wire', 'on the wire (server)'],
      ['budget', 'budget'],
      ['status', 'status'],
    ]),
  );
  const [widget, panel] = rows;
  if (widget.gzipBytes && panel.gzipBytes) {
    const smallestPeer = Math.min(...PEERS.map((p) => p.gzipBytes));
    const whole = widget.gzipBytes + panel.gzipBytes;
    console.log(
      `Before anyone opens the chat a page loads ${kb(widget.gzipBytes)}; with the chat open ${kb(whole)}, ${(smallestPeer / whole).toFixed(0)}× less than the smallest peer embed.`,
    );
  }
  const missing = rows.filter((r) => r.gzipBytes === null).map((r) => r.name);
  if (missing.length) console.log(`Not built: ${missing.join(', ')} — run \`npm run build\` first.`);
}

if (isMain(import.meta.url)) {
  const rows = await runSizeBench();
  print(rows);
  if (rows.some((r) => r.ok === false)) process.exitCode = 1;
}
