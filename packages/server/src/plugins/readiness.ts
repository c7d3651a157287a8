/**
 * Decorates `readinessChecks`: what /api/health/ready checks besides the database. Plugins that bring a
 * dependency (Redis) push their check; they declare this plugin as a dependency.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ReadinessCheck {
  /** Named in the 503 sentence, e.g. "Redis". */
  name: string;
  /** Rejects when the dependency cannot serve. */
  check(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What /api/health/ready checks besides the database (e.g. Redis when REDIS_URL is set). */
    readinessChecks: ReadinessCheck[];
  }
}

export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('readinessChecks', []);
  },
  { name: 'botfolio-readiness', fastify: '5.x' },
);
