/**
 * Vitest globalSetup: the built-bundle test needs dist/widget.js and the panel it imports. In CI (CI=true) a
 * missing bundle is built here (the panel first: widget.js names it), so that test never skips there; locally it
 * is left to `npm run build -w @botfolio/widget`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(): void {
  const panelBuilt =
    existsSync(join(packageDir, 'dist/widget')) &&
    readdirSync(join(packageDir, 'dist/widget')).some((f) => /^panel-[\w-]+\.js$/.test(f));
  if ((existsSync(join(packageDir, 'dist/widget.js')) && panelBuilt) || process.env.CI !== 'true') return;
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  for (const config of ['vite.panel.config.ts', 'vite.embed.config.ts'])
    execFileSync(process.execPath, [vite, 'build', '--config', config], { cwd: packageDir, stdio: 'inherit' });
}
