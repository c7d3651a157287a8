// Global styles first, so component styles (imported by the modules below) come later and win ties.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreen } from './App';
import { AppProviders } from './AppProviders';
import { AppRouter } from './AppRouter';
import { guardHistory } from './hooks/guardHistory';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// before the router listens: Back and Forward ask about unsaved work before the router moves
guardHistory();

// The first screen's chunk is already loading (the route's shell preloads it): render once it is here, so the
// visitor sees the page itself rather than a spinner that React keeps on screen for at least 300 ms.
void preloadScreen(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppRouter preload={preloadScreen}>
        <AppProviders>
          <App />
        </AppProviders>
      </AppRouter>
    </StrictMode>,
  ),
);
