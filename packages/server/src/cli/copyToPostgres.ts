/**
 * `node packages/server/dist/cli/copyToPostgres.js --from ./data --to postgres://…`: copies an embedded
 * installation's users and bots into PostgreSQL. The work is in runCopyToPostgres.ts (tested there).
 */
import { runCopyToPostgres } from './runCopyToPostgres.js';

process.exitCode = await runCopyToPostgres(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
