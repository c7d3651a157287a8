import { PRODUCT_NAME, STRINGS } from '@botfolio/core';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './components/Header';
import { PageSpinner } from './components/PageSpinner';
import { ScrollToHash } from './components/ScrollToHash';

// Every screen is its own chunk so the landing route loads only what it shows (90 KB gzip budget).
const Landing = lazy(() => import('./screens/Landing'));
const Login = lazy(() => import('./screens/Login'));
const CreateBot = lazy(() => import('./screens/CreateBot'));
const Profile = lazy(() => import('./screens/Profile'));
const YourBots = lazy(() => import('./screens/YourBots'));
const BotChat = lazy(() => import('./screens/BotChat'));
const Settings = lazy(() => import('./screens/Settings'));
const NotFound = lazy(() => import('./screens/NotFound'));

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

/** True on the chat routes, where the header is hidden completely (spec section 2). */
export function isChatPath(pathname: string): boolean {
  return pathname.startsWith('/bot');
}

/** The routes of spec section 2 plus /settings and a not-found page. */
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
