import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answererPlugin } from './answerer.js';
import { authPlugin } from './auth.js';
import { limitsPlugin } from './limits.js';

describe('plugin order', () => {
  it.each([
    ['auth', authPlugin, 'botfolio-storage'],
    ['answerer', answererPlugin, 'botfolio-work'],
    ['limits', limitsPlugin, 'botfolio-readiness'],
  ] as const)('refuses to register %s before the plugin it needs', async (_name, plugin, needed) => {
    const app = Fastify({ logger: false });
    app.register(plugin);
    await expect(app.ready()).rejects.toThrow(needed);
    await app.close().catch(() => {});
  });
});
