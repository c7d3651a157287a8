import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // A page that answers within the budget of a slow machine (CI, two cores, a browser per suite) is not a failure:
    // every expect.poll waits up to 10 s unless it says otherwise (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000 } },
  },
});
