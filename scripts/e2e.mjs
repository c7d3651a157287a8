#!/usr/bin/env node
// Runs the Chromium e2e suite. Chromium comes from CHROMIUM_PATH or `chromium` on PATH.
// Without either, it says why it skips and exits 0; with CHROMIUM_PATH set, a broken path fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

function which(cmd) {
  try {
    return execFileSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

let chromium = process.env.CHROMIUM_PATH;
if (chromium) {
  try {
    accessSync(chromium, constants.X_OK);
  } catch {
    console.error(`e2e: CHROMIUM_PATH=${chromium} is not an executable file.`);
    process.exit(1);
  }
} else {
  chromium = which('chromium') ?? which('chromium-browser');
  if (!chromium) {
    console.log(
      "e2e: skipped — no Chromium found. Install Debian's `chromium` or set CHROMIUM_PATH to run the browser tests.",
    );
    process.exit(0);
  }
}

const run = (cmd, args, env = process.env) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build', '--silent']);
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
