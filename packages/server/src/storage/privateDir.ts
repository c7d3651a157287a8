import { chmodSync, mkdirSync } from 'node:fs';

/** DATA_DIR holds the database and the secrets: only the server's own user may enter it (0700). */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch {
    // best effort (a directory owned by someone else, a read-only mount): the files in it are still 0600
  }
}
