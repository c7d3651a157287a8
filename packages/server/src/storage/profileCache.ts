import type { ProfileRow } from './repository.js';

/** Most profiles kept; the first stored go first (a profile is a few hundred bytes). */
export const PROFILE_CACHE_SIZE = 10_000;

/**
 * Public profiles (find-user's answer) kept in memory, for a process that is its database's only writer:
 * the embedded SQLite, whose DATA_DIR several instances never share (docs/DEPLOY.md). Read each time, the
 * profile's query was ~40 % of find-user's CPU time on SQLite. PostgreSQL is written by every instance and
 * no instance would hear of another's writes, so there the repository reads each time.
 *
 * A read takes a ticket before it queries and keeps its result only when nothing was invalidated since:
 * a read that overlapped a write never stores the profile that write replaced.
 */
export interface ProfileCache {
  get(userId: string): ProfileRow | undefined;
  /** Taken before reading the database, handed to put(). */
  ticket(): number;
  /** Keeps `profile` unless something was invalidated after `ticket` was taken. */
  put(userId: string, ticket: number, profile: ProfileRow): void;
  /** Drops the user's profile (after a write that changes it, committed or not) and voids every ticket taken so far. */
  invalidate(userId: string): void;
  readonly size: number;
}

export function createProfileCache(maxEntries = PROFILE_CACHE_SIZE): ProfileCache {
  // Map iteration order is insertion order, so the first key is the oldest entry. Not re-inserted on each
  // read (least recently used): a delete and set on every hit cost ~2 µs, more than the rest of the lookup.
  const entries = new Map<string, ProfileRow>();
  let generation = 0;
  return {
    get: (userId) => entries.get(userId),
    ticket: () => generation,
    put(userId, ticket, profile) {
      if (ticket !== generation) return;
      entries.delete(userId);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(userId, profile);
    },
    invalidate(userId) {
      generation += 1;
      entries.delete(userId);
    },
    get size() {
      return entries.size;
    },
  };
}
