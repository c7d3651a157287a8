import { describe, expect, it } from 'vitest';
import { createProfileCache } from './profileCache.js';
import type { ProfileRow } from './repository.js';

const profile = (id: string, name = `User ${id}`): ProfileRow => ({ id, name, bots: [] });

describe('the profile cache', () => {
  it('keeps a profile until the user is invalidated', () => {
    const cache = createProfileCache();
    cache.put('a', cache.ticket(), profile('a'));
    expect(cache.get('a')).toEqual(profile('a'));
    cache.invalidate('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops what a read brings back when a write invalidated anything after the read began', () => {
    const cache = createProfileCache();
    const ticket = cache.ticket();
    // the read is under way; a write ends meanwhile (for this user or another: tickets are voided alike)
    cache.invalidate('someone else');
    cache.put('a', ticket, profile('a', 'before the write'));
    expect(cache.get('a')).toBeUndefined();
    // a read that began after the write is kept
    cache.put('a', cache.ticket(), profile('a', 'after the write'));
    expect(cache.get('a')?.name).toBe('after the write');
  });

  it('keeps at most maxEntries, the first stored going first', () => {
    const cache = createProfileCache(2);
    cache.put('a', cache.ticket(), profile('a'));
    cache.put('b', cache.ticket(), profile('b'));
    cache.put('c', cache.ticket(), profile('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    // a profile stored again replaces its entry and takes no second slot
    cache.put('c', cache.ticket(), profile('c', 'renamed'));
    expect(cache.size).toBe(2);
    expect(cache.get('c')?.name).toBe('renamed');
  });
});
