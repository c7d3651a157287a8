#!/usr/bin/env node
// Builds only the workspaces whose inputs changed since their last build, in dependency order.
// A workspace's fingerprint is a hash of its own source and config files, the shared build inputs
// (root package.json, lockfile, tsconfig.base.json, scripts/compress-static.mjs, examples/) and the
// fingerprints of the workspaces it depends on; it is kept beside its output in dist/.build-stamp.
// Used by `npm start`; `npm run build` still rebuilds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git']);

/** Workspaces in build order, each with the workspaces whose output it reads. */
export const WORKSPACES = [
  { name: '@botfolio/core', dir: 'packages/core', needs: [] },
  { name: '@botfolio/widget', dir: 'packages/widget', needs: ['@botfolio/core'] },
  { name: '@botfolio/dashboard', dir: 'packages/dashboard', needs: ['@botfolio/core', '@botfolio/widget'] },
  { name: '@botfolio/server', dir: 'packages/server', needs: ['@botfolio/core'] },
];
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/compress-static.mjs',
  'examples',
];

function listFiles(path, out) {
  if (!existsSync(path)) return out;
  if (statSync(path).isFile()) {
    out.push(path);
    return out;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue;
    listFiles(join(path, entry.name), out);
  }
  return out;
}

function fingerprint(paths, upstream) {
  const hash = createHash('sha256');
  for (const u of upstream) hash.update(`upstream:${u}\n`);
  const files = paths.flatMap((p) => listFiles(join(ROOT, p), [])).sort();
  for (const file of files) {
    hash.update(`${relative(ROOT, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildChanged({ log = console.log } = {}) {
  const prints = new Map();
  let built = 0;
  for (const ws of WORKSPACES) {
    const print = fingerprint(
      [ws.dir, ...SHARED_INPUTS],
      ws.needs.map((n) => prints.get(n)),
    );
    prints.set(ws.name, print);
    const stamp = join(ROOT, ws.dir, 'dist', '.build-stamp');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === print) continue;
    log(`build: ${ws.name} changed, building it`);
    const r = spawnSync('npm', ['run', 'build', '--silent', '-w', ws.name], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) return r.status ?? 1;
    writeFileSync(stamp, print);
    built++;
  }
  if (built === 0) log('build: nothing changed since the last build');
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildChanged());
