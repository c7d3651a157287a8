/**
 * Vitest global setup: worker threads (compute/pool.ts, the PDF reader) run the server's built JavaScript,
 * so the server and core are built first when their sources changed since the last build.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export default function setup(): void {
  const run = spawnSync(process.execPath, ['scripts/build-changed.mjs', '@botfolio/server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('Building the server for its worker threads failed (see above).');
}
