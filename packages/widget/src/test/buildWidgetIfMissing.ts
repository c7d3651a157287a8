/**
 * Vitest globalSetup: the built-bundle test needs dist/widget.js and the panel it imports. A missing bundle is built
 * here (the panel first: widget.js names it), so that test never skips — not in CI, and not in a fresh clone's first
 * `npm test`, which runs the unit suite before anything is built. A bundle already built is used as it is (rebuild it
 * with `npm run build -w @botfolio/widget` after changing the widget).
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
  if (existsSync(join(packageDir, 'dist/widget.js')) && panelBuilt) return;
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  for (const config of ['vite.panel.config.ts', 'vite.embed.config.ts'])
    execFileSync(process.execPath, [vite, 'build', '--config', config], { cwd: packageDir, stdio: 'inherit' });
}
