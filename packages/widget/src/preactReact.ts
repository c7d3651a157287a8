/**
 * What the chat panel bundle imports as `react` (vite.shared.ts aliases it): Preact's own hooks and a small
 * useSyncExternalStore, instead of preact/compat. The chat uses nothing else of React, and compat's legacy layer
 * costs a quarter of the panel's bytes. Types still come from React's (the dashboard renders the same code).
 */
import { useLayoutEffect, useState } from 'preact/hooks';

export { createElement, Fragment } from 'preact';
export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

/** Re-renders when the store's snapshot changes (compared with Object.is), from the first change on. */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [, setTick] = useState(0);
  useLayoutEffect(() => {
    let last = getSnapshot();
    const check = () => {
      const next = getSnapshot();
      if (!Object.is(next, last)) {
        last = next;
        setTick((n) => n + 1);
      }
    };
    const unsubscribe = subscribe(check);
    // a change between the render and the subscription
    check();
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}
