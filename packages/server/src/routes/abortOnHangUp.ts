import type { FastifyReply } from 'fastify';

/** A signal that aborts when the client hangs up before the answer is fully written (it stops the model call). */
export function abortOnHangUp(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
