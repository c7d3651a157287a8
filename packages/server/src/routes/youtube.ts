import type { FastifyInstance } from 'fastify';

/** Routes for youtube ingestion (filled in by the ingest work). */
export async function youtubeRoutes(_app: FastifyInstance): Promise<void> {}
