import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { ensurePrivateDir } from './privateDir.js';

export interface Secrets {
  jwtSecret: string;
  /** base64 of 32 bytes. */
  dataKey: string;
}

export const SECRETS_FILE = 'secrets.json';

function readSecretsFile(path: string): Partial<Secrets> | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Secrets>;
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(
      `${path} is not readable JSON; fix or remove it (bots stored under its key cannot be read without it).`,
    );
  }
}

/** Another process just created the file: give it a moment to finish writing. */
function readWhenComplete(path: string): Partial<Secrets> | null {
  for (let attempt = 0; ; attempt++) {
    try {
      const stored = readSecretsFile(path);
      if (stored?.jwtSecret && stored.dataKey) return stored;
    } catch (error) {
      if (attempt >= 20) throw error;
    }
    if (attempt >= 20) return null;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}

/**
 * JWT_SECRET and DATA_KEY from the environment, else generated once into `${dataDir}/secrets.json` (0600).
 * With DATABASE_URL several instances share one database, so they must share the secrets: refuse to guess.
 */
export function resolveSecrets(config: Pick<Config, 'jwtSecret' | 'dataKey' | 'databaseUrl' | 'dataDir'>): Secrets {
  if (config.jwtSecret && config.dataKey) return { jwtSecret: config.jwtSecret, dataKey: config.dataKey };
  if (config.databaseUrl) {
    const missing = [config.jwtSecret ? null : 'JWT_SECRET', config.dataKey ? null : 'DATA_KEY']
      .filter(Boolean)
      .join(' and ');
    throw new Error(
      `DATABASE_URL is set, so ${missing} must be set in the environment too: every instance sharing the database needs the same secrets.`,
    );
  }
  ensurePrivateDir(config.dataDir);
  const path = join(config.dataDir, SECRETS_FILE);
  let stored = readSecretsFile(path);
  if (!stored?.jwtSecret || !stored.dataKey) {
    const generated: Secrets = {
      jwtSecret: stored?.jwtSecret ?? randomBytes(48).toString('base64url'),
      dataKey: stored?.dataKey ?? randomBytes(32).toString('base64'),
    };
    try {
      // wx: when two processes start on an empty data dir, exactly one writes; the other reads its file
      writeFileSync(path, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: stored ? 'w' : 'wx' });
      stored = generated;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      stored = readWhenComplete(path);
    }
  }
  try {
    chmodSync(path, 0o600);
  } catch {
    // best effort (e.g. a read-only mount); the file was created 0600
  }
  if (!stored?.jwtSecret || !stored.dataKey)
    throw new Error(`${path} lacks jwtSecret or dataKey; remove it to generate new ones.`);
  return { jwtSecret: config.jwtSecret ?? stored.jwtSecret, dataKey: config.dataKey ?? stored.dataKey };
}
