/**
 * Keeps `--bf-vvh` / `--bf-vvt` on `element` equal to the visual viewport's height and top offset, so
 * a full-height chat keeps its input above a phone's on-screen keyboard (the layout viewport, and so
 * `100dvh`, does not shrink for it on iOS or, by default, on Chrome for Android; iOS also scrolls the
 * visual viewport down). CSSOM writes are allowed under a strict CSP. Returns the cleanup.
 */
export function trackVisualViewport(element: HTMLElement): () => void {
  const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
  if (!viewport) return () => {};
  const update = () => {
    element.style.setProperty('--bf-vvh', `${Math.round(viewport.height)}px`);
    element.style.setProperty('--bf-vvt', `${Math.round(viewport.offsetTop)}px`);
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
  };
}
