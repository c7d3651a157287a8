/** Decorates `answerer`: the provider the config names, with its heavy steps in the work pool. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Answerer } from '../answer/answerer.js';
import { createAnswererFromConfig } from '../answer/createAnswererFromConfig.js';

declare module 'fastify' {
  interface FastifyInstance {
    answerer: Answerer;
  }
}

export const answererPlugin = fp(
  async (app: FastifyInstance) => {
    const { work } = app;
    app.decorate(
      'answerer',
      await createAnswererFromConfig(
        app.config,
        {
          summarize: (text) => work.run('summarize', text),
          chunk: (text) => work.run('chunk', text),
          retrieval: (input) => work.run('retrieval', input),
        },
        {
          // a bot's passage vectors are kept with it (hybrid retrieval, when an embedding model is configured)
          store: app.repo,
          onError: (error) => app.log.warn({ err: error }, 'embedding failed: answering from BM25 alone'),
        },
      ),
    );
  },
  { name: 'botfolio-answerer', dependencies: ['botfolio-work'], fastify: '5.x' },
);
