#!/usr/bin/env node
// Builds only the workspaces whose inputs changed since their last build, in dependency order.
// A workspace's fingerprint is a hash of its own source and config files, the shared build inputs
// (root package.json, lockfile, tsconfig.base.json, scripts/compress-static.mjs, examples/) and the
// fingerprints of the workspaces it depends on; it is kept beside its output in dist/.build-stamp.
// Used by `npm start`, and by the server tests (its worker threads run the built code); `npm run build`
// still rebuilds everything.
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

/** What `names` need to build: themselves and, transitively, the workspaces they read. */
function withNeeds(names) {
  const wanted = new Set();
  const add = (name) => {
    if (wanted.has(name)) return;
    const ws = WORKSPACES.find((w) => w.name === name);
    if (!ws) throw new Error(`build-changed: no workspace ${name}`);
    wanted.add(name);
    for (const n of ws.needs) add(n);
  };
  for (const n of names) add(n);
  return wanted;
}

/** The fingerprints of the `wanted` workspaces (every one when null), in build order. */
function fingerprints(wanted) {
  const prints = new Map();
  for (const ws of WORKSPACES) {
    if (wanted && !wanted.has(ws.name)) continue;
    prints.set(
      ws.name,
      fingerprint(
        [ws.dir, ...SHARED_INPUTS],
        ws.needs.map((n) => prints.get(n)),
      ),
    );
  }
  return prints;
}

const stampOf = (ws) => join(ROOT, ws.dir, 'dist', '.build-stamp');

/** Builds the changed workspaces among `only` (names, with what they need; default every workspace). */
export function buildChanged({ log = console.log, only } = {}) {
  const prints = fingerprints(only && only.length > 0 ? withNeeds(only) : null);
  let built = 0;
  for (const ws of WORKSPACES) {
    const print = prints.get(ws.name);
    if (print === undefined) continue;
    const stamp = stampOf(ws);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === print) continue;
    log(`build: ${ws.name} changed, building it`);
    // (the workspace's postbuild stamps what it was built from: see stampBuilt)
    const r = spawnSync('npm', ['run', 'build', '--silent', '-w', ws.name], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) return r.status ?? 1;
    writeFileSync(stamp, print);
    built++;
  }
  if (built === 0) log('build: nothing changed since the last build');
  return 0;
}

/**
 * After any build of a workspace (its `postbuild`, however the build was started): the stamp says which sources its
 * output came from. Without it, building other sources by hand (an older commit's, during a bisect) and then going
 * back would leave that output in place under the stamp of the sources now checked out.
 */
export function stampBuilt(name) {
  const ws = WORKSPACES.find((w) => w.name === name);
  if (!ws) throw new Error(`build-changed: no workspace ${name}`);
  const print = fingerprints(withNeeds([name])).get(name);
  if (existsSync(join(ROOT, ws.dir, 'dist'))) writeFileSync(stampOf(ws), print);
}

// `node scripts/build-changed.mjs [workspace...]`, or `--stamp <workspace>` after a build
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--stamp') {
    for (const name of args.slice(1)) stampBuilt(name);
  } else process.exit(buildChanged({ only: args }));
}
