/**
 * Vitest globalSetup: the built-bundle test needs dist/widget.js. In CI (CI=true) a missing bundle is
 * built here, so that test never skips there; locally it is left to `npm run build -w @botfolio/widget`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(): void {
  if (existsSync(join(packageDir, 'dist/widget.js')) || process.env.CI !== 'true') return;
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--config', 'vite.embed.config.ts'], {
    cwd: packageDir,
    stdio: 'inherit',
  });
}
