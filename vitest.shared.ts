import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Workspace packages resolve to their sources in tests and dev builds (no build step needed). */
export const sourceAliases = {
  '@botfolio/core': here('./packages/core/src/index.ts'),
  '@botfolio/widget': here('./packages/widget/src/index.ts'),
};
