import type { FastifyInstance } from 'fastify';

/** Routes for web ingestion (filled in by the ingest work). */
export async function webRoutes(_app: FastifyInstance): Promise<void> {}
