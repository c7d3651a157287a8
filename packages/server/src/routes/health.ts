import type { FastifyInstance } from 'fastify';

/** Liveness (`/api/health`, no I/O, for load balancers) and readiness (`/api/health/ready`: database, Redis). */
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
    for (const dependency of app.readinessChecks) {
      try {
        await dependency.check();
      } catch (error) {
        request.log.warn({ err: error }, `${dependency.name} ping failed`);
        down.push(dependency.name);
      }
    }
    if (down.length > 0) {
      return reply.code(503).send({
        ok: false,
        success: false,
        error: `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} not reachable.`,
      });
    }
    return { ok: true };
  });
}
