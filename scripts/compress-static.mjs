#!/usr/bin/env node
// Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every file a browser loads
// (HTML, JS, CSS, SVG, JSON, text) under the given directories, so the server sends them without compressing
// per request (packages/server/src/plugins/staticFiles.ts). A copy that would not be smaller is not written
// (the server then sends the plain file); a stale copy is rewritten. Used by the dashboard's and the widget's
// Vite builds; `node scripts/compress-static.mjs DIR…` runs it by hand.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
export const ENCODINGS = [
  {
    ext: '.br',
    compress: (buffer) =>
      brotliCompressSync(buffer, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
  },
  { ext: '.gz', compress: (buffer) => gzipSync(buffer, { level: 9 }) },
];

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the compressed copies of one file; returns the bytes each encoding sends (plain when no smaller). */
export function compressFile(file) {
  const mtime = statSync(file).mtimeMs;
  const plain = readFileSync(file);
  const sizes = { plain: plain.length };
  for (const { ext, compress } of ENCODINGS) {
    const target = file + ext;
    if (existsSync(target) && statSync(target).mtimeMs >= mtime) {
      sizes[ext] = statSync(target).size;
      continue;
    }
    const packed = compress(plain);
    if (packed.length < plain.length) {
      writeFileSync(target, packed);
      sizes[ext] = packed.length;
    } else {
      rmSync(target, { force: true });
      sizes[ext] = plain.length;
    }
  }
  return sizes;
}

/** Compresses every browser-loaded file under `dir` (that `filter` keeps); returns the totals. */
export function compressDir(dir, filter = () => true) {
  const totals = { files: 0, plainBytes: 0, brBytes: 0, gzBytes: 0 };
  if (!existsSync(dir)) return totals;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || !filter(file)) continue;
    const sizes = compressFile(file);
    totals.files += 1;
    totals.plainBytes += sizes.plain;
    totals.brBytes += sizes['.br'];
    totals.gzBytes += sizes['.gz'];
  }
  return totals;
}

/**
 * A Vite plugin that compresses the build's outDir (only the files `filter` keeps) and `extraDirs` once the
 * bundle is written.
 */
export function compressStaticPlugin({ extraDirs = [], filter } = {}) {
  let outDir = 'dist';
  return {
    name: 'botfolio-compress-static',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      compressDir(outDir, filter);
      for (const dir of extraDirs) compressDir(dir);
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const dir of process.argv.slice(2)) {
    const t = compressDir(dir);
    console.log(`${dir}: ${t.files} files, ${t.plainBytes} B plain → ${t.brBytes} B br, ${t.gzBytes} B gzip`);
  }
}
