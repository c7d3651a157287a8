#!/usr/bin/env node
// CI size gate: fails (exit 1) when dist/widget.js (the launcher) or the chat panel it imports is over its gzip
// budget (budgets.json), or missing. Deterministic (gzip level 9 of the built files), so it never flakes.
import { existsSync, readFileSync } from 'node:fs';
import { budget as budgetOf, gzipSize, WIDGET_JS, widgetPanel } from './bench/size.mjs';

let failed = false;
for (const [name, file] of [
  ['widget.js', existsSync(WIDGET_JS) ? WIDGET_JS : null],
  ['widget panel', widgetPanel()],
]) {
  if (!file) {
    console.error(`check-size: ${name} is not built. Run \`npm run build -w @botfolio/widget\` first.`);
    failed = true;
    continue;
  }
  const budget = budgetOf(name);
  const code = readFileSync(file);
  const gzip = gzipSize(code);
  const line = `${name}: ${code.length} B raw, ${gzip} B gzip, budget ${budget} B gzip`;
  if (gzip > budget) {
    console.error(`check-size: FAIL — ${line} (${gzip - budget} B over).`);
    failed = true;
  } else console.log(`check-size: ok — ${line} (${budget - gzip} B to spare).`);
}
process.exit(failed ? 1 : 0);
