import { PRODUCT_NAME, STRINGS } from '@botfolio/core';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './components/Header';
import { PageSpinner } from './components/PageSpinner';
import { ScrollToHash } from './components/ScrollToHash';

type Screen = ComponentType & { preload: () => Promise<void> };

/**
 * A route's screen in its own chunk (React.lazy), plus `preload()`: once loaded, the screen renders directly,
 * so the first page of a visit never shows a Suspense fallback (React holds a revealed fallback ≥ 300 ms).
 */
function lazyScreen(load: () => Promise<{ default: ComponentType }>): Screen {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const Screen = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  Screen.preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Screen;
}

// Every screen is its own chunk so the landing route loads only what it shows (90 KB gzip budget).
const Landing = lazyScreen(() => import('./screens/Landing'));
const Login = lazyScreen(() => import('./screens/Login'));
const CreateBot = lazyScreen(() => import('./screens/CreateBot'));
const Profile = lazyScreen(() => import('./screens/Profile'));
const YourBots = lazyScreen(() => import('./screens/YourBots'));
const BotChat = lazyScreen(() => import('./screens/BotChat'));
const Settings = lazyScreen(() => import('./screens/Settings'));
const NotFound = lazyScreen(() => import('./screens/NotFound'));

/** The screen the routes below show for a path (the same table, for preloading the first one). */
function screenFor(pathname: string): Screen {
  if (pathname === '/') return Landing;
  if (pathname === '/login') return Login;
  if (pathname === '/create-own-bot') return CreateBot;
  if (/^\/profile\/[^/]+\/?$/.test(pathname)) return Profile;
  if (pathname === '/your-bots') return YourBots;
  if (/^\/bot\/[^/]+\/[^/]+\/?$/.test(pathname)) return BotChat;
  if (pathname === '/settings') return Settings;
  return NotFound;
}

/**
 * Loads the screen of `pathname` (its chunk is already on the way: the page preloads it), so main.tsx can
 * render the first page complete. Never rejects: a failed load is left to the route's lazy import.
 */
export function preloadScreen(pathname: string): Promise<void> {
  return screenFor(pathname)
    .preload()
    .catch(() => {});
}

/** The document title for a path, so screen-reader users and tabs can tell the pages apart. */
export function titleFor(pathname: string): string {
  const page =
    pathname === '/'
      ? null
      : pathname === '/login'
        ? STRINGS.loginSubmit
        : pathname === '/create-own-bot'
          ? STRINGS.createTitle
          : pathname.startsWith('/profile/')
            ? STRINGS.menuProfile
            : pathname === '/your-bots'
              ? STRINGS.menuYourBots
              : isChatPath(pathname)
                ? STRINGS.chat
                : pathname === '/settings'
                  ? STRINGS.settingsTitle
                  : STRINGS.notFoundTitle;
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** True on the chat routes, where the header is hidden completely. */
export function isChatPath(pathname: string): boolean {
  return pathname.startsWith('/bot');
}

/** The routes plus /settings and a not-found page. */
export function App() {
  const { pathname } = useLocation();
  const chat = isChatPath(pathname);
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  return (
    <>
      {!chat && (
        <a className="skip-link" href="#main">
          {STRINGS.skipToContent}
        </a>
      )}
      {!chat && <Header />}
      <ScrollToHash />
      <main id="main" className={chat ? 'main main--chat' : 'main'} tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path="/" element={<Landing />} />
            <Route path="/login" element={<Login />} />
            <Route path="/create-own-bot" element={<CreateBot />} />
            <Route path="/profile/:userId" element={<Profile />} />
            <Route path="/your-bots" element={<YourBots />} />
            <Route path="/bot/:userId/:botId" element={<BotChat />} />
            <Route path="/settings" element={<Settings />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </main>
    </>
  );
}
