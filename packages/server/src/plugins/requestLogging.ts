/**
 * Per-request logging that costs nothing on a fast, successful request: Fastify's two info lines per
 * request (and the pino child logger it builds for each one) cost ~25 % of a small route's throughput.
 * Kept: every 4xx (info), 5xx (error) and slow request (warn) is logged as one JSON line with its reqId
 * (RequestLogController), and anything a route logs through request.log carries the reqId too.
 */
import { randomBytes } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/** A request slower than this is logged (warn) even when it succeeds. */
export const SLOW_REQUEST_MS = 1000;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildOptions = Parameters<ChildLoggerFactory>[2];

/** request.log that builds its pino child only when something is actually logged at an enabled level. */
class LazyChildLogger {
  #child: FastifyBaseLogger | null = null;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(value: string) {
    this.logger.level = value;
  }

  private write(level: Level, args: unknown[]): void {
    if (this.#child === null) {
      const enabled = (this.parent as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled;
      if (enabled && !enabled.call(this.parent, level)) return;
    }
    const logger = this.logger;
    (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.logger.child(...args);
  }
}

/** Fastify's childLoggerFactory: a lazy child unless a route asks for its own level or serializers. */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) => {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
};

/** Request ids unique across instances: a random per-process prefix and a counter (cheaper than a UUID each). */
export function createRequestIdGenerator(): () => string {
  const prefix = randomBytes(6).toString('hex');
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}-${counter.toString(36)}`;
  };
}

/**
 * Fastify's request log lines, thinned: "incoming request" only at debug, "request completed" only for a
 * 4xx (info), a 5xx or a failed response (error) or a slow one (warn); fast successes at debug.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    else if (statusCode >= 500) reply.log.error({ req: request, res: reply, responseTime }, 'request completed');
    else if (responseTime >= SLOW_REQUEST_MS)
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    else if (statusCode >= 400) reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    else reply.log.debug({ res: reply, responseTime }, 'request completed');
  }
}
