/**
 * Makes sure the built app is current before the suite starts (load, crash, hostile and limits tests run
 * `node packages/server/dist/server.js` as a child process): builds what changed since the last build, like
 * `npm start`. E2E_SKIP_BUILD=1 (set by CI after `npm test` has built everything) skips it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const result = spawnSync(process.execPath, ['scripts/build-changed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building the app failed with status ${result.status}`);
}
