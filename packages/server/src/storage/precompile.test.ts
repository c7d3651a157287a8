import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTextCipher } from '../crypto/textCipher.js';
import { createDatabase, type DatabaseHandle } from './createDatabase.js';
import { migrate } from './migrate.js';
import { precompile } from './precompile.js';

let dir: string;
let h: DatabaseHandle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'botfolio-precompile-'));
  h = createDatabase({ databaseUrl: undefined, dataDir: dir });
  await migrate(h.db, h.dialect, createTextCipher(randomBytes(32)));
  for (const [id, name] of [
    ['a', 'Alice'],
    ['b', 'Bob'],
  ]) {
    await h.db
      .insertInto('users')
      .values({
        id: id as string,
        name: name as string,
        name_lower: (name as string).toLowerCase(),
        email: `${id}@x.io`,
        password_hash: 'h',
        created_at: 'now',
      })
      .execute();
  }
});
afterAll(async () => {
  await h.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompile', () => {
  it('runs the same compiled query with each call’s own arguments', async () => {
    const byId = precompile(h.db, (id: string) => h.db.selectFrom('users').select('name').where('id', '=', id));
    expect(await byId('a')).toEqual([{ name: 'Alice' }]);
    expect(await byId('b')).toEqual([{ name: 'Bob' }]);
    expect(await byId('zzz')).toEqual([]);
  });

  it('keeps constants of the query and places several arguments in order', async () => {
    const q = precompile(h.db, (name: string, limit: number) =>
      h.db
        .selectFrom('users')
        .select('id')
        .where('name', '!=', name)
        .where('email', 'like', '%@x.io')
        .orderBy('id')
        .limit(limit),
    );
    expect(await q('Alice', 10)).toEqual([{ id: 'b' }]);
    expect(await q('Nobody', 1)).toEqual([{ id: 'a' }]);
  });

  it('refuses a query that transforms its argument before binding it', async () => {
    const bad = precompile(h.db, (name: string) =>
      h.db.selectFrom('users').select('id').where('name', '=', name.toUpperCase()),
    );
    await expect(bad('alice')).rejects.toThrow(/precompile/);
    const unused = precompile(h.db, (_name: string) => h.db.selectFrom('users').select('id'));
    await expect(unused('x')).rejects.toThrow(/never reaches/);
  });
});
