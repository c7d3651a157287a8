import { defineConfig } from 'vitest/config';

/** One root run over every package; e2e and reliability have their own configs. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
