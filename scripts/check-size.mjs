#!/usr/bin/env node
// CI size gate: fails (exit 1) when dist/widget.js is over its gzip budget (budgets.json), or missing.
// Deterministic (gzip level 9 of the built file), so it never flakes.
import { existsSync, readFileSync } from 'node:fs';
import { budget as budgetOf, gzipSize, WIDGET_JS } from './bench/size.mjs';

const budget = budgetOf('widget.js');
if (!existsSync(WIDGET_JS)) {
  console.error(`check-size: ${WIDGET_JS} is missing. Run \`npm run build -w @botfolio/widget\` first.`);
  process.exit(1);
}
const code = readFileSync(WIDGET_JS);
const gzip = gzipSize(code);
const line = `widget.js: ${code.length} B raw, ${gzip} B gzip, budget ${budget} B gzip`;
if (gzip > budget) {
  console.error(`check-size: FAIL — ${line} (${gzip - budget} B over).`);
  process.exit(1);
}
console.log(`check-size: ok — ${line} (${budget - gzip} B to spare).`);
