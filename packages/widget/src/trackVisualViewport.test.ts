import { afterEach, expect, test, vi } from 'vitest';
import { trackVisualViewport } from './trackVisualViewport';

/** A phone's visual viewport: `keyboard(px)` shows an on-screen keyboard of that height, as the browser reports it. */
function stubViewport() {
  const viewport = Object.assign(new EventTarget(), { height: 667, offsetTop: 0 });
  vi.stubGlobal('visualViewport', viewport);
  return {
    keyboard(px: number, scrolled = 0) {
      viewport.height = 667 - px;
      viewport.offsetTop = scrolled;
      viewport.dispatchEvent(new Event('resize'));
      viewport.dispatchEvent(new Event('scroll'));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

test("the chat's height follows the visual viewport (the on-screen keyboard), until stopped", () => {
  const phone = stubViewport();
  const chat = document.createElement('section');
  const stop = trackVisualViewport(chat);
  expect(chat.style.getPropertyValue('--bf-vvh')).toBe('667px');
  phone.keyboard(300.4, 120);
  expect(chat.style.getPropertyValue('--bf-vvh')).toBe('367px');
  expect(chat.style.getPropertyValue('--bf-vvt')).toBe('120px');
  stop();
  phone.keyboard(0);
  expect(chat.style.getPropertyValue('--bf-vvh')).toBe('367px');
});

test('without a visual viewport nothing is set, and stopping is harmless', () => {
  vi.stubGlobal('visualViewport', undefined);
  const chat = document.createElement('section');
  trackVisualViewport(chat)();
  expect(chat.style.getPropertyValue('--bf-vvh')).toBe('');
});
