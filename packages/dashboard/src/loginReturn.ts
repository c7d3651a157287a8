import type { Location } from 'react-router-dom';

/** The router state of a trip to /login: the in-app path to come back to once signed in. */
export interface LoginReturn {
  from: string;
}

/** State for navigating to /login from `location`, so signing in returns there. */
export function returnHere(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginReturn {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Where to go after signing in: the page that sent the person to /login (an in-app path only), else home. */
export function afterLogin(state: unknown): string {
  const from = (state as Partial<LoginReturn> | null)?.from;
  // Only a path of this app: not another origin (`//host`), not /login itself.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login'))
    return '/';
  return from;
}
