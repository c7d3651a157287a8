/**
 * Keeps `--bf-vvh` / `--bf-vvt` on `element` equal to the visual viewport's height and top offset, so
 * a full-height chat keeps its input above a phone's on-screen keyboard (the layout viewport, and so
 * `100dvh`, does not shrink for it on iOS or, by default, on Chrome for Android; iOS also scrolls the
 * visual viewport down). CSSOM writes are allowed under a strict CSP. Returns the cleanup.
 */
export function trackVisualViewport(element: HTMLElement): () => void {
  // undefined in Node and in browsers without it
  const viewport = globalThis.visualViewport;
  const listening = new AbortController();
  const update = () => {
    element.style.setProperty('--bf-vvh', `${Math.round(viewport!.height)}px`);
    element.style.setProperty('--bf-vvt', `${Math.round(viewport!.offsetTop)}px`);
  };
  if (viewport) {
    update();
    // the controller serves as the options: its `signal` removes both listeners
    viewport.addEventListener('resize', update, listening);
    viewport.addEventListener('scroll', update, listening);
  }
  return () => listening.abort();
}
