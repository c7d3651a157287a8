#!/usr/bin/env node
// `npm run check:model`: builds what changed (like `npm start`), then sends one tiny prompt through the model
// the environment configures and prints `ok: <provider> <model>, first token in N ms` or why it failed.
import { spawnSync } from 'node:child_process';
import { buildChanged } from './build-changed.mjs';

if (process.env.SKIP_BUILD !== '1') {
  const status = buildChanged({ log: () => {} });
  if (status !== 0) process.exit(status);
}
const run = spawnSync(process.execPath, ['packages/server/dist/cli/runCheckModel.js'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
