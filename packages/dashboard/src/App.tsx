import { pageTitle, STRINGS } from '@botfolio/core';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
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
const EditBot = lazyScreen(() => import('./screens/EditBot'));
const Insights = lazyScreen(() => import('./screens/Insights'));
const BotChat = lazyScreen(() => import('./screens/BotChat'));
const Settings = lazyScreen(() => import('./screens/Settings'));
const NotFound = lazyScreen(() => import('./screens/NotFound'));

/** Every page: its path, its screen and its title (null: the product name alone). The one route table. */
const ROUTES: readonly { path: string; screen: Screen; title: string | null }[] = [
  { path: '/', screen: Landing, title: null },
  { path: '/login', screen: Login, title: STRINGS.loginSubmit },
  { path: '/create-own-bot', screen: CreateBot, title: STRINGS.createTitle },
  { path: '/profile/:userId', screen: Profile, title: STRINGS.menuProfile },
  { path: '/your-bots', screen: YourBots, title: STRINGS.menuYourBots },
  { path: '/your-bots/:botId', screen: EditBot, title: STRINGS.editTitle },
  { path: '/your-bots/:botId/insights', screen: Insights, title: STRINGS.insightsTitle },
  { path: '/bot/:userId/:botId', screen: BotChat, title: STRINGS.chat },
  { path: '/settings', screen: Settings, title: STRINGS.settingsTitle },
];
const NOT_FOUND = { path: '*', screen: NotFound, title: STRINGS.notFoundTitle };

function routeFor(pathname: string): (typeof ROUTES)[number] {
  return ROUTES.find((route) => matchPath(route.path, pathname)) ?? NOT_FOUND;
}

/**
 * Loads the screen of `pathname` (its chunk is already on the way: the page preloads it), so main.tsx can
 * render the first page complete. Never rejects: a failed load is left to the route's lazy import.
 */
export function preloadScreen(pathname: string): Promise<void> {
  return routeFor(pathname)
    .screen.preload()
    .catch(() => {});
}

/**
 * The document title for a path, so screen-reader users and tabs can tell the pages apart (a chat names its bot
 * once loaded: useChatPage).
 */
export function titleFor(pathname: string): string {
  return pageTitle(routeFor(pathname).title);
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
            {[...ROUTES, NOT_FOUND].map(({ path, screen: Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Routes>
        </Suspense>
      </main>
    </>
  );
}
