import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
  parsePath,
  Router,
  type To,
} from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

export interface AppRouterProps {
  children: ReactNode;
  /** Loads the screen of a path; never rejects. */
  preload(pathname: string): Promise<void>;
}

/**
 * While a move waits for its screen's code the page says so: the root carries `data-moving`, which styles.css shows
 * (after a moment, so a fast move shows nothing) as a bar along the top and a busy pointer.
 */
function showMoving(moving: boolean): void {
  document.documentElement.toggleAttribute('data-moving', moving);
}

function pathnameOf(to: To): string {
  return (typeof to === 'string' ? parsePath(to) : to).pathname ?? window.location.pathname;
}

/**
 * BrowserRouter, except that a move waits for the next screen's code before it happens: a link or a redirect
 * changes the address once that screen can show, Back and Forward show their page once its code is here, and the
 * newest move wins. The page on screen stays up meanwhile and the address always names it, so nothing suspends in a
 * transition and no state outlives a move that never showed. (With BrowserRouter, Back pressed during the move home
 * after logging in — the address changed, the home page's code still loading — met the login screen that had never
 * left, locked in its "logged in" state for good: React saw the same location as before and had nothing to do.)
 */
export function AppRouter({ children, preload }: AppRouterProps) {
  const history = useRef<BrowserHistory | null>(null);
  history.current ??= createBrowserHistory({ window, v5Compat: true });
  const browser = history.current;
  const [state, setState] = useState({ action: browser.action, location: browser.location });
  // Each move takes a number; one that finds a newer move done or under way when its code arrives gives up.
  const latest = useRef(0);

  const { navigator, whenLoaded } = useMemo(() => {
    /** Runs `show` once the screen of `pathname` has loaded, unless a newer move came meanwhile. */
    const whenLoaded = (pathname: string, show: () => void) => {
      const mine = ++latest.current;
      showMoving(true);
      void preload(pathname).then(() => {
        if (mine !== latest.current) return;
        showMoving(false);
        show();
      });
    };
    const navigator: Navigator = {
      createHref: (to) => browser.createHref(to),
      createURL: (to) => browser.createURL(to),
      encodeLocation: (to) => browser.encodeLocation(to),
      go: (delta) => browser.go(delta),
      push: (to, value) => whenLoaded(pathnameOf(to), () => browser.push(to, value)),
      replace: (to, value) => whenLoaded(pathnameOf(to), () => browser.replace(to, value)),
    };
    return { navigator, whenLoaded };
  }, [browser, preload]);

  useLayoutEffect(
    () =>
      browser.listen(({ action, location }) => {
        // Back or Forward shows its page once its code is here; a push or a replace comes from a move whose screen
        // is here already (whenLoaded): shown at once, with the address.
        if (action === 'POP') whenLoaded(location.pathname, () => setState({ action, location }));
        else flushSync(() => setState({ action, location }));
      }),
    [browser, whenLoaded],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
