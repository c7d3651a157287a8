import { defineConfig } from 'vitest/config';
import { sourceAliases } from '../vitest.shared.js';

/**
 * The reliability suite (`npm run test:reliability`): bad input, load, crash and security tests.
 * Files run one after another (they start servers and measure memory); every test stops by itself.
 */
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    name: 'reliability',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./globalSetup.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
