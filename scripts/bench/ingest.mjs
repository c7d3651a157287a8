#!/usr/bin/env node
// `npm run bench:ingest`: PDF text extraction speed and memory with the built extractor
// (packages/server/dist/ingest/pdf.js, the code the server runs).
// - a 200-page PDF generated with pdf-lib (about 3,000 characters of prose per page): pages per second
//   (best of RUNS) and the resident-memory peak while extracting, sampled every 10 ms;
// - the real fixtures in packages/server/test/fixtures (one-page resume, two-column paper): ms each.
// Builds core + server first when dist is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, isMain, loadRow, MB, printMetrics, ROOT, round, seededRandom } from './lib.mjs';

const FIXTURES = resolve(ROOT, 'packages/server/test/fixtures');
const PAGES = Number(process.env.BENCH_INGEST_PAGES ?? 200);
const RUNS = Number(process.env.BENCH_INGEST_RUNS ?? 3);

/** Deterministic prose: `count` sentences of 8–20 words. */
function sentences(count, seed) {
  const rand = seededRandom(seed);
  const words = [
    'harbour',
    'tide',
    'turbine',
    'battery',
    'storage',
    'the',
    'of',
    'and',
    'measured',
    'output',
    'winter',
    'cleaning',
    'divers',
    'capacity',
    'percent',
    'model',
    'design',
    'cost',
    'energy',
    'field',
  ];
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const n = 8 + Math.floor(rand() * 13);
    const w = Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]);
    w[0] = w[0].charAt(0).toUpperCase() + w[0].slice(1);
    out.push(`${w.join(' ')}.`);
  }
  return out;
}

/** A PDF of `pages` pages of wrapped prose in Helvetica, written by pdf-lib. */
export async function makeBenchPdf(pages = PAGES) {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Page ${p + 1}: field notes`, { x: 56, y: 790, size: 14, font });
    let y = 760;
    let line = '';
    for (const sentence of sentences(30, p + 1)) {
      for (const word of sentence.split(' ')) {
        if (line && line.length + word.length + 1 > 88) {
          page.drawText(line, { x: 56, y, size: 10, font });
          y -= 13;
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
    }
    if (line) page.drawText(line, { x: 56, y, size: 10, font });
  }
  return doc.save();
}

/** Runs `fn` while sampling RSS; returns its result, the wall time and the peak RSS seen. */
async function measured(fn) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await fn();
    return { result, ms: performance.now() - started, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

/** The ingest figures as rows `{metric, value, unit}`. */
export async function runIngestBench({ log = (line) => console.log(line) } = {}) {
  ensureBuilt({ core: 'packages/core/dist/index.js', server: 'packages/server/dist/ingest/pdf.js' }, { log });
  const { extractPdfText } = await import(pathToFileURL(join(ROOT, 'packages/server/dist/ingest/pdf.js')).href);
  const options = { maxPages: 2000, timeoutMs: 300_000 };
  const rows = [];

  log(`generating a ${PAGES}-page PDF with pdf-lib`);
  const bytes = await makeBenchPdf(PAGES);
  rows.push({ metric: `generated PDF size (${PAGES} pages)`, value: round(bytes.length / MB, 2), unit: 'MB' });

  // Warm-up: pdf.js loads its worker code and fonts once per process.
  await extractPdfText(bytes.slice(), options);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let best = Number.POSITIVE_INFINITY;
  let peak = 0;
  let chars = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const m = await measured(() => extractPdfText(bytes.slice(), options));
    if (m.result.pages !== PAGES) throw new Error(`Expected ${PAGES} pages, got ${m.result.pages}.`);
    best = Math.min(best, m.ms);
    peak = Math.max(peak, m.peak);
    chars = m.result.text.length;
    log(`run ${run + 1}: ${round(m.ms, 1)} ms, peak RSS ${round(m.peak / MB, 1)} MB`);
  }
  rows.push({
    metric: `extraction speed, ${PAGES}-page PDF (best of ${RUNS})`,
    value: round((PAGES / best) * 1000, 1),
    unit: 'pages/s',
  });
  rows.push({ metric: `extraction time, ${PAGES}-page PDF`, value: round(best, 1), unit: 'ms' });
  rows.push({ metric: 'text extracted', value: chars.toLocaleString('en-US'), unit: 'characters' });
  rows.push({ metric: 'peak RSS while extracting', value: round(peak / MB, 1), unit: 'MB' });
  rows.push({ metric: 'RSS growth over the idle process', value: round((peak - baseline) / MB, 1), unit: 'MB' });

  for (const name of ['resume.pdf', 'paper.pdf']) {
    const file = join(FIXTURES, name);
    if (!existsSync(file)) continue;
    const data = new Uint8Array(readFileSync(file));
    const m = await measured(() => extractPdfText(data, options));
    rows.push({ metric: `fixture ${name} (${m.result.pages} page)`, value: round(m.ms, 1), unit: 'ms' });
  }
  rows.push(loadRow());
  return rows;
}

if (isMain(import.meta.url)) {
  printMetrics(await runIngestBench());
}
