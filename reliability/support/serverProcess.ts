/**
 * Finds the process of a server started by e2e/harness.ts's startApp (it does not expose the child)
 * by its command line and PORT, and reads its memory from /proc. Linux only, like the CI machine.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The pid of `node …/packages/server/dist/server.js` listening on `port`, found through /proc. */
export function serverPid(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('packages/server/dist/server.js')) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // the process ended while we looked, or is not ours
    }
  }
  throw new Error(`no server process found for port ${port}`);
}

/** Resident set size of `pid` in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) * 1024;
}

/** True while `pid` exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return !/^State:\s+Z/m.test(status);
  } catch {
    return false;
  }
}

export const MB = 1024 * 1024;

/** Resident set of `pid` and all its descendants (the PDF readers it forks), in bytes. */
export function treeRssBytes(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop() as number;
    try {
      total += rssBytes(next);
      for (const task of readdirSync(`/proc/${next}/task`)) {
        const children = readFileSync(`/proc/${next}/task/${task}/children`, 'utf8').trim();
        if (children) stack.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // ended while we looked
    }
  }
  return total;
}
