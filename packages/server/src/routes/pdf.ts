import type { FastifyInstance } from 'fastify';

/** Routes for pdf ingestion (filled in by the ingest work). */
export async function pdfRoutes(_app: FastifyInstance): Promise<void> {}
