import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.js';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  test: {
    name: 'dashboard',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // a journey of many renders takes seconds in jsdom on a busy machine (CI runs the projects side by side)
    testTimeout: 15_000,
  },
});
