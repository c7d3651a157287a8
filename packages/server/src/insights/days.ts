/** Insights count per UTC day. */
export const DAY_MS = 24 * 60 * 60_000;

/** YYYY-MM-DD (UTC) of a moment. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The first day a retention of `days` keeps, today being the last. */
export const firstKeptDay = (days: number, now = Date.now()): string => dayOf(now - (days - 1) * DAY_MS);
