import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config, TrustProxy } from './config.js';
import { API_MESSAGES } from './messages.js';
import { answererPlugin } from './plugins/answerer.js';
import { authPlugin } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandling } from './plugins/errorHandling.js';
import { limitsPlugin } from './plugins/limits.js';
import { readinessPlugin } from './plugins/readiness.js';
import { createRequestIdGenerator, lazyChildLoggerFactory, RequestLogController } from './plugins/requestLogging.js';
import { registerSecurity } from './plugins/security.js';
import { pageUrlTheRouterTakes, registerStaticFiles } from './plugins/staticFiles.js';
import { storagePlugin } from './plugins/storage.js';
import { workPlugin } from './plugins/work.js';
import { authRoutes } from './routes/auth.js';
import { botSettingsRoutes } from './routes/botSettings.js';
import { botSourceRoutes } from './routes/botSources.js';
import { botRoutes } from './routes/bots.js';
import { chatRoutes } from './routes/chat.js';
import { healthRoutes } from './routes/health.js';
import { insightsRoutes } from './routes/insights.js';
import { pdfRoutes } from './routes/pdf.js';
import { summarizeRoutes } from './routes/summarize.js';
import { webRoutes } from './routes/web.js';
import { youtubeRoutes } from './routes/youtube.js';
import { zodValidatorCompiler } from './routes/zodSchemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration, validated once at start (config.ts). */
    config: Config;
  }
}

export type { Config } from './config.js';
export { loadConfig } from './config.js';

/** JSON bodies above this are refused with 413 unless a route raises its own limit (store-in-db, uploads). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Never logged: tokens, passwords and hashes, wherever they appear in a log object. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'password',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'authtoken',
  'token',
  '*.password',
  '*.currentPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.authtoken',
  '*.token',
  '*.authorization',
];

/**
 * What a log line says of a request: method, path and the peer, never the query string (search terms and
 * tokens in links are people's data) and never headers (they carry tokens).
 */
function serializeRequest(request: { method: string; url: string; ip?: string; socket?: { remotePort?: number } }) {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function loggerOptions(config: Config, logger: boolean | object | undefined): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = {
    level: config.logLevel,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
  return typeof logger === 'object' ? { ...base, ...logger } : base;
}

/** Builds the whole app (plugins, storage, auth, answerer, routes, static files) without listening. */
export async function buildApp(opts: { config: Config; logger?: boolean | object }): Promise<FastifyInstance> {
  const app = createFastify(opts.config, opts.logger);
  try {
    await assemble(app);
    return app;
  } catch (error) {
    // release whatever was opened (database, Redis) before reporting the problem
    await app.close().catch(() => {});
    throw error;
  }
}

/**
 * Fastify 5 treats a bare number as "trust nothing" (it cannot check the peer), so a hop count becomes
 * "believe the last `hops` X-Forwarded-For entries": the socket peer is hop 0, the entry it appended hop 1.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address: string, hop: number) => hop < hops;
}

function createFastify(config: Config, logger: boolean | object | undefined): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config, logger ?? true),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // a body trickled in byte by byte gets a 408 once requestTimeout has passed (checked every second);
    // Node reads requestTimeout when the server is created, so it goes in `http` as well
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1000 },
    requestIdHeader: false,
    genReqId: createRequestIdGenerator(),
    // see plugins/requestLogging.ts: only 4xx, 5xx and slow requests are logged, with their reqId
    logController: new RequestLogController(),
    childLoggerFactory: lazyChildLoggerFactory,
    // in-flight requests finish on close; idle keep-alive sockets are dropped so close is quick
    forceCloseConnections: 'idle',
    // a page's address that is not valid percent-encoding gets its page (which says the link is not valid)
    rewriteUrl: (request) => pageUrlTheRouterTakes(request.method, request.url ?? '/'),
    // The router's own errors (an API path that is not valid percent-encoding, a segment over 100 characters)
    // never reach setErrorHandler: answer them in the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400)
        .send({ success: false, error: API_MESSAGES.invalidRequest });
    },
  });
  app.decorate('config', config);
  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes the left-most X-Forwarded-For address, which any client can forge to dodge the login and chat limits: set the number of proxies in front (e.g. TRUST_PROXY=1) or their addresses instead',
    );
  }
  return app;
}

async function assemble(app: FastifyInstance): Promise<void> {
  registerErrorHandling(app);
  // Request schemas are zod (routes/zodSchemas.ts); response schemas stay JSON Schema for fast serialisation.
  app.setValidatorCompiler(zodValidatorCompiler);

  // The spec's client sends `Content-Type: application/json` with no body on DELETE: treat that as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Each plugin declares its decoration and what it needs (fastify-plugin `dependencies`), so this order is checked.
  await app.register(readinessPlugin);
  await registerSecurity(app);
  await registerCompression(app);
  await app.register(limitsPlugin);
  await app.register(storagePlugin);
  await app.register(authPlugin);
  await app.register(workPlugin);
  await app.register(answererPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(botRoutes);
  await app.register(botSettingsRoutes);
  await app.register(botSourceRoutes);
  await app.register(insightsRoutes);
  await app.register(pdfRoutes);
  await app.register(youtubeRoutes);
  await app.register(webRoutes);
  await app.register(summarizeRoutes);
  await app.register(chatRoutes);

  await registerStaticFiles(app, app.config);
}
