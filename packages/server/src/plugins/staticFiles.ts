import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { PRODUCT_NAME } from '@botfolio/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { API_MESSAGES } from '../messages.js';

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

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
}

/** Reads a file once per change (mtime/size), with a strong ETag of its content. */
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
      cached = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
    }
    return cached;
  };
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The dashboard (SPA fallback: every GET outside /api that is no file gets index.html, uncached),
 * /widget.js (CORS `*`, ETag), /examples/, and 404 JSON for unknown /api paths.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Pick<Config, 'dashboardDir' | 'widgetDir' | 'examplesDir'>,
): Promise<void> {
  const dashboardIndex = config.dashboardDir ? join(config.dashboardDir, 'index.html') : undefined;
  const dashboardBuilt = dashboardIndex !== undefined && existsSync(dashboardIndex);
  const readIndex = dashboardIndex ? fileCache(dashboardIndex) : () => null;

  if (config.widgetDir) {
    const readWidget = fileCache(join(config.widgetDir, 'widget.js'));
    app.get('/widget.js', async (request, reply) => {
      const file = readWidget();
      if (!file)
        return reply.code(404).send({ success: false, error: 'widget.js is not built yet; run npm run build.' });
      // `?v=<content hash>` names one exact build, so a CDN may keep it forever; any other URL revalidates.
      const version = file.etag.slice(1, -1);
      const pinned = (request.query as { v?: unknown }).v === version;
      reply
        .header('cache-control', pinned ? IMMUTABLE : WIDGET_CACHE)
        .header('etag', file.etag)
        .header('x-widget-version', version)
        .header('link', `</widget.js?v=${version}>; rel="alternate"`);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(file.body);
    });
  }

  if (config.examplesDir && existsSync(config.examplesDir)) {
    await app.register(fastifyStatic, {
      root: config.examplesDir,
      prefix: '/examples/',
      decorateReply: false,
      redirect: true,
      index: 'index.html',
    });
  }

  if (dashboardBuilt && config.dashboardDir) {
    const hashedAssets = join(config.dashboardDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: config.dashboardDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        if (path.startsWith(hashedAssets)) reply.header('cache-control', IMMUTABLE);
        else reply.header('cache-control', 'no-cache');
      },
    });
  }

  const sendShell = (reply: FastifyReply) => {
    const file = readIndex();
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(file ? file.body : PLACEHOLDER_HTML);
  };

  // `/` is the SPA shell too (index: false above keeps the static layer from caching it)
  app.get('/', async (_request, reply) => sendShell(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApi(request.url) && (request.method === 'GET' || request.method === 'HEAD')) return sendShell(reply);
    return reply.code(404).send({ success: false, error: API_MESSAGES.apiNotFound });
  });
}
