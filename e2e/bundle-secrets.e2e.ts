/**
 * The model key and the model SDK never reach a browser: the dashboard and the widget are built with a
 * fake GEMINI_API_KEY (and VITE_GEMINI_API_KEY, which Vite would expose to client code) in the build
 * environment, into temp dirs, and every emitted file is searched for the key and the SDK's traces.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './harness.js';

const FAKE_KEY = `AIzaFake${randomBytes(16).toString('hex')}`;
const FORBIDDEN = [FAKE_KEY, '@google/genai', 'generativelanguage.googleapis', 'GoogleGenAI'];
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

let outRoot: string;
const outDirs = { dashboard: '', widget: '', widgetLib: '' };

function viteBuild(cwd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, 'build', '--logLevel', 'warn', ...args], {
      cwd,
      env: { ...process.env, GEMINI_API_KEY: FAKE_KEY, VITE_GEMINI_API_KEY: FAKE_KEY, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

function offences(dir: string): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'latin1');
    for (const needle of FORBIDDEN)
      if (text.includes(needle))
        found.push(`${file.slice(dir.length + 1)} contains ${needle === FAKE_KEY ? 'the API key' : needle}`);
  }
  return found;
}

beforeAll(async () => {
  outRoot = mkdtempSync(join(tmpdir(), 'botfolio-bundle-secrets-'));
  outDirs.dashboard = join(outRoot, 'dashboard');
  outDirs.widget = join(outRoot, 'widget');
  outDirs.widgetLib = join(outRoot, 'widget-lib');
  const widget = join(ROOT, 'packages/widget');
  // One at a time: the machine is small and vite builds are CPU-bound.
  await viteBuild(join(ROOT, 'packages/dashboard'), ['--outDir', outDirs.dashboard, '--emptyOutDir']);
  // the share link's page, into the same dist as `npm run build` puts it
  await viteBuild(join(ROOT, 'packages/dashboard'), [
    '--config',
    'vite.share.config.ts',
    '--outDir',
    outDirs.dashboard,
  ]);
  await viteBuild(widget, ['--config', 'vite.embed.config.ts', '--outDir', outDirs.widget, '--emptyOutDir']);
  await viteBuild(widget, ['--config', 'vite.lib.config.ts', '--outDir', outDirs.widgetLib, '--emptyOutDir']);
}, 600_000);

afterAll(() => {
  if (outRoot) rmSync(outRoot, { recursive: true, force: true });
});

describe('browser bundles built with a model key in the environment', () => {
  it('the dashboard holds neither the key nor the model SDK', () => {
    const files = filesUnder(outDirs.dashboard);
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.some((f) => /[\\/]shells[\\/]bot\.html$/.test(f))).toBe(true);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(0);
    expect(offences(outDirs.dashboard)).toEqual([]);
  });

  it('widget.js holds neither the key nor the model SDK', () => {
    const files = filesUnder(outDirs.widget);
    expect(files.some((f) => f.endsWith('widget.js'))).toBe(true);
    expect(offences(outDirs.widget)).toEqual([]);
  });

  it('the widget library for React apps holds neither the key nor the model SDK', () => {
    expect(filesUnder(outDirs.widgetLib).some((f) => f.endsWith('.js'))).toBe(true);
    expect(offences(outDirs.widgetLib)).toEqual([]);
  });

  it('the search finds the key and the SDK where they are (control: the scan can fail)', () => {
    const leaky = join(outRoot, 'leaky');
    mkdirSync(join(leaky, 'assets'), { recursive: true });
    writeFileSync(join(leaky, 'assets', 'app.js'), `const key = "${FAKE_KEY}";`);
    expect(offences(leaky)).toEqual(['assets/app.js contains the API key']);
    expect(offences(join(ROOT, 'packages/server/src/answer')).some((o) => o.includes('@google/genai'))).toBe(true);
  });
});
