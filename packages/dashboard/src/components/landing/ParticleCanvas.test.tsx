import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParticleCanvas } from './ParticleCanvas';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

let observers: ObserverCallback[] = [];
let reducedMotion = false;
let frames: number;

beforeEach(() => {
  observers = [];
  reducedMotion = false;
  frames = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal('requestAnimationFrame', () => ++frames);
  vi.stubGlobal('cancelAnimationFrame', () => {});
  // jsdom has no canvas; the component must cope with a missing 2D context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCanvas() {
  const { container } = render(
    <section>
      <ParticleCanvas />
    </section>,
  );
  return container.querySelector('canvas') as HTMLCanvasElement;
}

describe('particle background', () => {
  it('is decorative and animates while on screen', () => {
    const canvas = renderCanvas();
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveAttribute('data-state', 'running');
    expect(frames).toBe(1);
  });

  it('stays still when the user prefers reduced motion', () => {
    reducedMotion = true;
    const canvas = renderCanvas();
    expect(canvas).toHaveAttribute('data-state', 'still');
    expect(frames).toBe(0);
  });

  it('pauses off screen and resumes when scrolled back', () => {
    const canvas = renderCanvas();
    act(() => observers[0]?.([{ isIntersecting: false }]));
    expect(canvas).toHaveAttribute('data-state', 'paused');
    const before = frames;
    act(() => observers[0]?.([{ isIntersecting: true }]));
    expect(canvas).toHaveAttribute('data-state', 'running');
    expect(frames).toBe(before + 1);
  });

  it('pauses while the tab is hidden', () => {
    const canvas = renderCanvas();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(canvas).toHaveAttribute('data-state', 'paused');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(canvas).toHaveAttribute('data-state', 'running');
  });
});
