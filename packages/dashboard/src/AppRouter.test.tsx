import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRouter } from './AppRouter';

/** A screen loader the test answers by hand: each path's code arrives when the test says so. */
function slowScreens() {
  const waiting = new Map<string, () => void>();
  const preload = (pathname: string) =>
    new Promise<void>((resolve) => {
      waiting.set(pathname, resolve);
    });
  const arrive = async (pathname: string) => {
    const resolve = waiting.get(pathname);
    if (!resolve) throw new Error(`nothing is loading ${pathname}`);
    waiting.delete(pathname);
    await act(async () => resolve());
  };
  return { preload, arrive };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function app(preload: (pathname: string) => Promise<void>) {
  return render(
    <AppRouter preload={preload}>
      <Where />
      <Link to="/a">to a</Link>
      <Link to="/b">to b</Link>
      <Routes>
        <Route path="/" element={<h1>home</h1>} />
        <Route path="/a" element={<h1>a</h1>} />
        <Route path="/b" element={<h1>b</h1>} />
      </Routes>
    </AppRouter>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('AppRouter', () => {
  it('changes the address and the page together, once the next screen has loaded', async () => {
    const { preload, arrive } = slowScreens();
    app(preload);
    act(() => screen.getByRole('link', { name: 'to a' }).click());
    // still loading: the page on screen and the address both stay home, and the page says a move is on its way
    expect(screen.getByRole('heading').textContent).toBe('home');
    expect(window.location.pathname).toBe('/');
    expect(document.documentElement.hasAttribute('data-moving')).toBe(true);
    await arrive('/a');
    expect(screen.getByRole('heading').textContent).toBe('a');
    expect(window.location.pathname).toBe('/a');
    expect(document.documentElement.hasAttribute('data-moving')).toBe(false);
  });

  it('the newest move wins: a screen that arrives after a later move was asked for is not shown', async () => {
    const { preload, arrive } = slowScreens();
    app(preload);
    act(() => screen.getByRole('link', { name: 'to a' }).click());
    act(() => screen.getByRole('link', { name: 'to b' }).click());
    await arrive('/b');
    expect(document.documentElement.hasAttribute('data-moving')).toBe(false);
    await arrive('/a');
    expect(document.documentElement.hasAttribute('data-moving')).toBe(false);
    expect(screen.getByRole('heading').textContent).toBe('b');
    expect(window.location.pathname).toBe('/b');
  });

  it('Back shows the page of the entry it reaches once that screen has loaded, and Back beats a move still loading', async () => {
    const { preload, arrive } = slowScreens();
    app(preload);
    act(() => screen.getByRole('link', { name: 'to a' }).click());
    await arrive('/a');
    act(() => screen.getByRole('link', { name: 'to b' }).click());
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await arrive('/');
    await arrive('/b');
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByRole('heading').textContent).toBe('home');
    expect(window.location.pathname).toBe('/');
  });
});
