import type { FastifyInstance } from 'fastify';

/** Liveness (`/api/health`, no I/O) and readiness (`/api/health/ready`, pings the database). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => ({ ok: true }));

  app.get('/api/health/ready', async (request, reply) => {
    const down: string[] = [];
    try {
      await app.repo.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      down.push('the database');
    }
    if (down.length > 0) {
      return reply
        .code(503)
        .send({ ok: false, success: false, error: `Not ready: ${down.join(' and ')} is not reachable.` });
    }
    return { ok: true };
  });
}
