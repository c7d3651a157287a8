#!/usr/bin/env node
// `npm start`: build what changed since the last build (scripts/build-changed.mjs), then serve API,
// dashboard and widget.js on one origin. SKIP_BUILD=1 serves what is built.
import { buildChanged } from './build-changed.mjs';

if (process.env.SKIP_BUILD !== '1') {
  const status = buildChanged();
  if (status !== 0) process.exit(status);
}
await import('../packages/server/dist/server.js');
