import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToHash } from './ScrollToHash';

let go: ReturnType<typeof useNavigate>;
function Page({ late = false }: { late?: boolean }) {
  go = useNavigate();
  return (
    <>
      <ScrollToHash />
      {!late && <section id="pricing">pricing</section>}
    </>
  );
}

/** A section that appears after the navigation, as a lazy route's content does. */
function LateSection() {
  return <section id="contact">contact</section>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // jsdom has no scrollIntoView; the tests add a recorder.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('scrolling to landing sections', () => {
  it('scrolls to the section named by the hash, also when it is the same path', () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const router = createMemoryRouter([{ path: '/', element: <Page /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    act(() => {
      void go('/#pricing');
    });
    expect(scrolled).toEqual(['pricing']);
    act(() => {
      void go('/#pricing');
    });
    expect(scrolled).toEqual(['pricing', 'pricing']);
  });

  it('waits for a section that mounts later (a lazy route), and scrolls to the top on a plain route change', () => {
    vi.useFakeTimers();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const top = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        { path: '/', element: <Page late /> },
        { path: '/later', element: <Page late /> },
      ],
      { initialEntries: ['/later'] },
    );
    const { rerender } = render(<RouterProvider router={router} />);
    act(() => {
      void go('/#contact');
    });
    expect(scrolled).toEqual([]);
    rerender(
      <>
        <RouterProvider router={router} />
        <LateSection />
      </>,
    );
    act(() => vi.advanceTimersByTime(60));
    expect(scrolled).toEqual(['contact']);
    act(() => {
      void go('/later');
    });
    expect(top).toHaveBeenCalledWith(0, 0);
  });
});
