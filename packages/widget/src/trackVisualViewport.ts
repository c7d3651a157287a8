/**
 * Keeps `--bf-vvh` on `element` equal to the visual viewport's height, so a full-height chat keeps its
 * input above a phone's on-screen keyboard (the layout viewport, and so `100dvh`, does not shrink for
 * it on iOS or, by default, on Chrome for Android). CSSOM writes are allowed under a strict CSP.
 * Returns the cleanup.
 */
export function trackVisualViewport(element: HTMLElement): () => void {
  const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
  if (!viewport) return () => {};
  const update = () => element.style.setProperty('--bf-vvh', `${Math.round(viewport.height)}px`);
  update();
  viewport.addEventListener('resize', update);
  return () => viewport.removeEventListener('resize', update);
}
