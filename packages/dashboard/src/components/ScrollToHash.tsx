import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scrolls to `#section` after client-side navigation (e.g. /#pricing from /your-bots), and to the top
 * on a plain route change (back/forward keep the browser's restored position). The target may mount
 * late (lazy route), so it retries for a short while.
 */
export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same hash.
  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo?.(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView?.({ block: 'start' });
        return;
      }
      if (++tries < 20) timer = setTimeout(attempt, 50);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);
  return null;
}
