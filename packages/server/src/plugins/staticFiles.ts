import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { CHAT_LOCALES, escapeRegExp, PRODUCT_NAME, publicBotPath } from '@botfolio/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { API_MESSAGES } from '../messages.js';
import { type Encoding, negotiateEncoding, varyOnEncoding } from './compression.js';

/** Vite puts content-hashed files under /assets/: safe to cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Plain /widget.js keeps its URL across releases: short cache, revalidated by ETag. */
const WIDGET_CACHE = 'public, max-age=300, must-revalidate';

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PRODUCT_NAME}</title></head>
<body><main><h1>${PRODUCT_NAME}</h1><p>The API is running. The dashboard is not built yet: run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></main></body>
</html>
`;

/** What the build writes beside each file (scripts/compress-static.mjs), best first. */
const ENCODINGS: readonly { name: Encoding; ext: string }[] = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
];

interface Variant {
  body: Buffer;
  etag: string;
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  /** The content hash of the plain file (the widget's version). */
  hash: string;
  plain: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

function readIfPresent(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/**
 * Reads a file and its pre-compressed copies once per change (mtime/size of the plain file), each with its
 * own strong ETag (the content hash, suffixed by the encoding), so caches never mix them up.
 */
function fileCache(path: string): () => CachedFile | null {
  let cached: CachedFile | null = null;
  return () => {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path);
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      const body = readFileSync(path);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      const encoded: CachedFile['encoded'] = {};
      for (const { name, ext } of ENCODINGS) {
        // a copy older than the file is stale (the file was rebuilt or edited since): never sent
        const copy = readIfPresent(path + ext);
        const fresh = copy !== null && statSync(path + ext).mtimeMs >= stat.mtimeMs;
        if (fresh) encoded[name] = { body: copy, etag: `"${hash}-${name}"` };
      }
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, hash, plain: { body, etag: `"${hash}"` }, encoded };
    }
    return cached;
  };
}

/** True when `If-None-Match` names `etag` (a list, weak forms and `*` included). */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * Sends a cached file in the best encoding the request accepts, with `Vary`, its ETag and a 304 on a match.
 * Content-Length is the encoded body's (fastify sets it from the buffer).
 */
function sendVariant(request: FastifyRequest, reply: FastifyReply, file: CachedFile, type: string) {
  const available = ENCODINGS.map((e) => e.name).filter((name) => file.encoded[name]);
  const encoding = negotiateEncoding(request.headers['accept-encoding'], available);
  const variant = (encoding && file.encoded[encoding]) || file.plain;
  varyOnEncoding(reply);
  reply.header('etag', variant.etag);
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(type).send(variant.body);
}

/** The public settings path of a share link's bot `/bot/:userId/:botId` (plain ids only), else null. */
function sharedChatBot(path: string): string | null {
  const match = /^\/bot\/([\w-]{1,100})\/([\w-]{1,100})\/?$/.exec(path);
  return match?.[1] && match[2] ? publicBotPath(match[1], match[2]) : null;
}

interface RouteShell {
  /** Whether a request path is this shell's. */
  matches: (path: string) => boolean;
  read: () => CachedFile | null;
}

/**
 * A shell's path as a test: `prefix` matches every path under it; otherwise the path itself, where a `:name`
 * segment stands for any one non-empty segment (and a trailing slash is allowed), as in the app's routes.
 */
function shellMatcher(path: string, prefix: boolean): (path: string) => boolean {
  if (prefix) return (p) => p.startsWith(path);
  if (!path.includes('/:')) return (p) => p === path;
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegExp(s)));
  const pattern = new RegExp(`^${segments.join('/')}/?$`);
  return (p) => pattern.test(p);
}

/**
 * The build's per-route shells (dist/shells/routes.json, see the dashboard's vite.config.ts): index.html with
 * `modulepreload` for the route's own chunks, so a cold landing or login loads them beside the entry, and the
 * share link's own page (the chat alone, vite.share.config.ts). None (an older build): every path gets index.html.
 */
function loadRouteShells(dashboardDir: string): RouteShell[] {
  let routes: unknown;
  try {
    routes = JSON.parse(readFileSync(join(dashboardDir, 'shells', 'routes.json'), 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(routes)) return [];
  return routes
    .filter(
      (r): r is { path: string; prefix?: boolean; file: string } =>
        typeof r?.path === 'string' && typeof r.file === 'string' && /^shells\/[\w-]+\.html$/.test(r.file),
    )
    .map((r) => ({ matches: shellMatcher(r.path, r.prefix === true), read: fileCache(join(dashboardDir, r.file)) }));
}

const EXAMPLE_404_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found · ${PRODUCT_NAME}</title></head>
<body><main><h1>Not found</h1><p>There is no such example. <a href="/examples/portfolio/">See the example portfolio</a>.</p></main></body>
</html>
`;

function isExamples(url: string): boolean {
  return url === '/examples' || url.startsWith('/examples/') || url.startsWith('/examples?');
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * A page's URL (GET or HEAD outside /api) whose path is not valid percent-encoding (`/bot/%E0%A4%A/x`, a link cut
 * short), with every `%` of its path spelled `%25`: the router would refuse it before any route (the API's 400
 * JSON, shown as the page), while this path decodes to exactly what was typed, so the page is sent and says
 * the link leads nowhere. Any other URL comes back as it is. Fastify's `rewriteUrl`, called on every request.
 */
export function pageUrlTheRouterTakes(method: string | undefined, url: string): string {
  if (!url.includes('%') || (method !== 'GET' && method !== 'HEAD') || isApi(url)) return url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (query === -1 ? '' : url.slice(query));
  }
}

/**
 * The dashboard (SPA fallback: every GET outside /api that is no file gets index.html, uncached),
 * /widget.js (CORS `*`, ETag), the panel it imports (/widget/panel-<hash>.js, immutable), /examples/, and 404
 * JSON for unknown /api paths.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Pick<Config, 'dashboardDir' | 'widgetDir' | 'examplesDir'>,
): Promise<void> {
  const dashboardIndex = config.dashboardDir ? join(config.dashboardDir, 'index.html') : undefined;
  const dashboardBuilt = dashboardIndex !== undefined && existsSync(dashboardIndex);
  const readIndex = dashboardIndex ? fileCache(dashboardIndex) : () => null;
  const routeShells = config.dashboardDir ? loadRouteShells(config.dashboardDir) : [];

  if (config.widgetDir) {
    const readWidget = fileCache(join(config.widgetDir, 'widget.js'));
    app.get('/widget.js', async (request, reply) => {
      const file = readWidget();
      if (!file)
        return reply.code(404).send({ success: false, error: 'widget.js is not built yet; run npm run build.' });
      // `?v=<content hash>` names one exact build, so a CDN may keep it forever; any other URL revalidates.
      const version = file.hash;
      const pinned = (request.query as { v?: unknown }).v === version;
      reply
        .header('cache-control', pinned ? IMMUTABLE : WIDGET_CACHE)
        .header('x-widget-version', version)
        .header('link', `</widget.js?v=${version}>; rel="alternate"`);
      return sendVariant(request, reply, file, 'text/javascript; charset=utf-8');
    });

    // the chat panel widget.js imports on first intent: content-hashed, so cached for good (CORS: a module)
    const panels = new Map<string, () => CachedFile | null>();
    app.get('/widget/:file', async (request, reply) => {
      const name = (request.params as { file: string }).file;
      const read = /^panel-[\w-]{1,40}\.js$/.test(name)
        ? (panels.get(name) ?? fileCache(join(config.widgetDir as string, 'widget', name)))
        : null;
      const file = read?.();
      if (!read || !file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if (!panels.has(name) && panels.size < 16) panels.set(name, read);
      reply.header('cache-control', IMMUTABLE);
      return sendVariant(request, reply, file, 'text/javascript; charset=utf-8');
    });
  }

  // the chat's words in a bot's language, for the widget's panel (English is built in); revalidated like widget.js
  const wordsBodies = new Map(
    Object.entries(CHAT_LOCALES).map(([locale, words]) => {
      const body = JSON.stringify(words);
      return [locale, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }];
    }),
  );
  app.get('/widget/words/:file', async (request, reply) => {
    const match = /^([a-z]{2})\.json$/.exec((request.params as { file: string }).file);
    const found = match?.[1] ? wordsBodies.get(match[1]) : undefined;
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('cache-control', WIDGET_CACHE).header('etag', found.etag);
    if (matchesEtag(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(found.body);
  });

  if (config.examplesDir && existsSync(config.examplesDir)) {
    await app.register(fastifyStatic, {
      root: config.examplesDir,
      prefix: '/examples/',
      decorateReply: false,
      redirect: true,
      index: ['index.html'],
      // the build's .br/.gz copies, by Accept-Encoding, with Vary and an ETag per file (plain when none)
      preCompressed: true,
    });
  }

  if (dashboardBuilt && config.dashboardDir) {
    const hashedAssets = join(config.dashboardDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: config.dashboardDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, path: string) => {
        if (path.startsWith(hashedAssets)) reply.header('cache-control', IMMUTABLE);
        else reply.header('cache-control', 'no-cache');
      },
    });
  }

  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const shell = routeShells.find((r) => r.matches(path));
    const file = shell?.read() ?? readIndex();
    reply.header('cache-control', 'no-cache');
    const bot = sharedChatBot(path);
    // the chat asks for its bot's public settings first thing: start that request with the page, beside the code
    if (bot) reply.header('link', `<${bot}>; rel=preload; as=fetch; crossorigin=anonymous`);
    if (!file) return reply.type('text/html; charset=utf-8').send(PLACEHOLDER_HTML);
    return sendVariant(request, reply, file, 'text/html; charset=utf-8');
  };

  // `/` is the SPA shell too (index: false above keeps the static layer from caching it)
  app.get('/', async (request, reply) => sendShell(request, reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const page = request.method === 'GET' || request.method === 'HEAD';
    // the examples are files only: a name that is not there is a 404 page, never the dashboard shell
    if (page && isExamples(request.url))
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(EXAMPLE_404_HTML);
    if (page && !isApi(request.url)) return sendShell(request, reply);
    return reply.code(404).send({ success: false, error: API_MESSAGES.apiNotFound });
  });
}
