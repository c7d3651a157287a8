import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildChanged } from '../build-changed.mjs';
import { freePort, startServer as startBuiltServer } from '../serverProcess.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export { freePort };
export const MB = 1024 * 1024;

/** True when the module of `metaUrl` is the script node was started with (not imported by all.mjs). */
export const isMain = (metaUrl) => metaUrl === pathToFileURL(process.argv[1] ?? '').href;

/**
 * Builds the listed packages (`{ core: 'packages/core/dist/index.js', … }`) when their sources changed since
 * their last build (scripts/build-changed.mjs, as `npm start` does). Throws when a build fails.
 */
export function ensureBuilt(outputs, { log = console.log } = {}) {
  const status = buildChanged({ only: Object.keys(outputs).map((pkg) => `@botfolio/${pkg}`), log });
  if (status !== 0) throw new Error('The build failed; fix it and run the benchmark again.');
}

/** The machine the figures come from: cores, CPU model, memory, Node, OS, load average (1 / 5 / 15 min). */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    memory: `${fmt(os.totalmem() / 1024 ** 3)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    load: os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' / '),
  };
}

/** The `{metric, value, unit}` row that says how busy the machine was (the load skews every timing). */
export const loadRow = () => ({
  metric: `load average during the run (${os.cpus().length} CPUs)`,
  value: round(os.loadavg()[0], 2),
  unit: '',
});

export const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
export const fmt = (n, digits = 1) => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(digits) : String(n));
export const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : `${fmt(bytes / 1024)} KB`);

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank `p`th percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A deterministic generator of numbers in [0, 1) (the same text on every run). */
export function seededRandom(seed) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/**
 * A fixed-width text table. `columns`: `[key, title, { align: 'right', max }?]`; values are stringified,
 * cells longer than `max` (70 by default) end in "…".
 */
export function textTable(rows, columns) {
  const text = (value) => (value === undefined || value === null ? '' : String(value));
  const widths = columns.map(([key, title, { max = 70 } = {}]) =>
    Math.min(max, Math.max(title.length, ...rows.map((r) => text(r[key]).length))),
  );
  const cell = (value, i) => {
    const width = widths[i];
    if (value.length > width) return `${value.slice(0, width - 1)}…`;
    return columns[i][2]?.align === 'right' ? value.padStart(width) : value.padEnd(width);
  };
  const line = (cells) => cells.map(cell).join('  ').trimEnd();
  return [
    line(columns.map(([, title]) => title)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => line(columns.map(([key]) => text(r[key])))),
  ].join('\n');
}

/** Columns of the `{metric, value, unit, goal?, ok?}` rows that chat and ingest return. */
export const METRIC_COLUMNS = [
  ['metric', 'metric'],
  ['value', 'value', { align: 'right' }],
  ['unit', 'unit'],
  ['goal', 'goal'],
  ['status', 'status'],
];

/** Prints `{metric, value, unit, goal?, ok?}` rows as a table (ok → "ok" / "NOT MET"). */
export function printMetrics(rows) {
  const shown = rows.map((r) => ({ ...r, status: r.ok === undefined ? '' : r.ok ? 'ok' : 'NOT MET' }));
  console.log(textTable(shown, METRIC_COLUMNS));
}

/**
 * Starts the built server on a free loopback port with SQLite in a fresh temporary DATA_DIR and the offline
 * answerer; resolves once /api/health answers. `stop()` ends it and removes the data.
 */
export function startServer() {
  return startBuiltServer({ dataDirPrefix: 'botfolio-vitals-' });
}
