import type { FastifyInstance } from 'fastify';

/** Routes for summarize ingestion (filled in by the ingest work). */
export async function summarizeRoutes(_app: FastifyInstance): Promise<void> {}
