/**
 * Decorates `repo` (the database behind the Repository contract) and `secrets` (the JWT secret and data key,
 * resolved once): opens SQLite or PostgreSQL as the config says, migrates it, and closes it with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openStorage } from '../storage/openStorage.js';
import type { Repository } from '../storage/repository.js';
import type { Secrets } from '../storage/resolveSecrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    repo: Repository;
    /** The session-token secret and the data key (never sent anywhere). */
    secrets: Secrets;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = await openStorage(app.config);
    app.decorate('repo', storage.repo);
    app.decorate('secrets', storage.secrets);
    app.addHook('onClose', async () => {
      await storage.repo.close();
    });
  },
  { name: 'botfolio-storage', fastify: '5.x' },
);
