/**
 * Makes sure the built server exists and is not older than its sources before the suite starts,
 * since load.test.ts and crash.test.ts run `node packages/server/dist/server.js` as a child process.
 * E2E_SKIP_BUILD=1 (set by CI after `npm test` has built everything) skips the check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'packages/server/dist/server.js');

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const built = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  const sources = Math.max(
    ...['core', 'server', 'widget', 'dashboard'].map((pkg) => newestMtime(join(ROOT, 'packages', pkg, 'src'))),
  );
  if (built > 0 && built >= sources) return;
  console.log('reliability: building the app first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed with status ${result.status}`);
}
