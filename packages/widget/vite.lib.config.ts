import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { defineConfig, type Plugin } from 'vite';
import { sourceAliases } from '../../vitest.shared.js';

const external = [/^react($|\/)/, /^react-dom($|\/)/];

/** After the JS, bundles the declarations of src/index.ts (core's types inlined) into <outDir>/index.d.ts. */
function bundleDeclarations(): Plugin {
  let outDir = 'dist/lib';
  return {
    name: 'botfolio-bundle-dts',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const bundle = await rollup({
        input: join(import.meta.dirname, 'src/index.ts'),
        external,
        plugins: [dts({ tsconfig: join(import.meta.dirname, 'tsconfig.json'), respectExternal: true })],
      });
      await bundle.write({ file: join(outDir, 'index.d.ts'), format: 'es' });
      await bundle.close();
    },
  };
}

/**
 * dist/lib: the ESM library (ChatScreen, ChatStyles, chatStyles, useChatSession) for React apps; React
 * stays external, @botfolio/core is bundled in (it is not published on its own).
 */
export default defineConfig({
  plugins: [bundleDeclarations()],
  // Production JSX (react/jsx-runtime) even when built from a test run, where NODE_ENV=test means jsxDEV.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  resolve: { alias: sourceAliases },
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
    rollupOptions: { external },
  },
});
