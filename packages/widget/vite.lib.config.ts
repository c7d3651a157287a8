import react from '@vitejs/plugin-react';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { defineConfig, type Plugin } from 'vite';
import { sourceAliases } from '../../vitest.shared.js';

const external = [/^react($|\/)/, /^react-dom($|\/)/];

/** After the JS, bundles the declarations of src/index.ts (core's types inlined) into dist/lib/index.d.ts. */
function bundleDeclarations(): Plugin {
  return {
    name: 'botfolio-bundle-dts',
    apply: 'build',
    async closeBundle() {
      const bundle = await rollup({
        input: 'src/index.ts',
        external,
        plugins: [dts({ tsconfig: 'tsconfig.json', respectExternal: true })],
      });
      await bundle.write({ file: 'dist/lib/index.d.ts', format: 'es' });
      await bundle.close();
    },
  };
}

/**
 * dist/lib: the ESM library (ChatScreen, ChatStyles, chatStyles, useChatSession) for React apps; React
 * stays external, @botfolio/core is bundled in (it is not published on its own).
 */
export default defineConfig({
  plugins: [react(), bundleDeclarations()],
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
