import { sql } from 'kysely';
import type { Config } from '../config.js';
import { createTextCipher, parseDataKey } from '../crypto/textCipher.js';
import { createDatabase, type DatabaseHandle } from './createDatabase.js';
import { createRepository } from './createRepository.js';
import { migrate } from './migrate.js';
import type { Repository } from './repository.js';
import { resolveSecrets, type Secrets } from './resolveSecrets.js';

export interface Storage {
  repo: Repository;
  handle: DatabaseHandle;
  secrets: Secrets;
}

/** Resolves the secrets, opens the database chosen by the config, migrates it and returns the repository. */
export async function openStorage(config: Config): Promise<Storage> {
  const secrets = resolveSecrets(config);
  const cipher = createTextCipher(parseDataKey(secrets.dataKey));
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  });
  try {
    if (handle.dialect === 'postgres' && config.databaseSchema) {
      await sql`create schema if not exists ${sql.id(config.databaseSchema)}`.execute(handle.db);
    }
    await migrate(handle.db, handle.dialect, cipher);
  } catch (error) {
    await handle.db.destroy().catch(() => {});
    if (handle.dialect === 'postgres') {
      throw new Error(`Could not prepare the PostgreSQL database at DATABASE_URL: ${(error as Error).message}`, {
        cause: error,
      });
    }
    throw error;
  }
  return { repo: createRepository(handle.db, handle.dialect, cipher), handle, secrets };
}
