import { STRINGS } from '@botfolio/core';

/**
 * The forms holding unsaved work now (useLeaveGuard adds and removes them); one set of listeners asks once for all
 * of them. Here, not in useLeaveGuard, so main.tsx's guardHistory() brings only this small module into the entry.
 */
export const unsavedWork = new Set<symbol>();

/** An entry's place in the tab's history, as the router (AppRouter) keeps it in `history.state.idx`; else null. */
function indexOf(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/** The index of the entry on screen, and the one a declined Back or Forward is on its way back to. */
let shown: number | null = null;
let returning: number | null = null;

/** The first form to hold unsaved work calls this: the entry on screen now is the one a declined move returns to. */
export function rememberEntryOnScreen(): void {
  shown = indexOf(window.history.state);
  returning = null;
}

/**
 * Back or Forward to another entry of the app while a form holds unsaved work (the browser has moved already) asks
 * first; declined, the router never hears of it and the browser goes back to the entry on screen, whose own
 * popstate the router never hears of either. An entry without an index (a #fragment) goes through.
 */
function onPopState(event: PopStateEvent) {
  if (unsavedWork.size === 0) return;
  const to = indexOf(event.state);
  if (returning !== null) {
    const restored = to === returning;
    returning = null;
    if (restored) {
      event.stopImmediatePropagation();
      return;
    }
  }
  if (to === null || shown === null || to === shown || window.confirm(STRINGS.unsavedChanges)) {
    shown = to ?? shown;
    return;
  }
  event.stopImmediatePropagation();
  returning = shown;
  window.history.go(shown - to);
}

/**
 * Makes useLeaveGuard ask on the browser's Back and Forward too. Call it before the router starts listening
 * (main.tsx, before the first render): listeners on window run in the order they were added, so this one runs before
 * the router's and can keep a declined move from it (a capture listener would not do: Chromium runs the router's
 * first, and React renders a popstate's navigation at once, inside the event). Calling it again changes nothing.
 */
export function guardHistory(): void {
  window.addEventListener('popstate', onPopState);
}
