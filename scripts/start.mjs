#!/usr/bin/env node
// `npm start`: build what is needed, then serve API, dashboard and widget.js on one origin.
import { spawnSync } from 'node:child_process';

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../packages/server/dist/server.js');
