import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The dashboard's one focus trap, for its modal dialogs: while `active`, Tab and Shift+Tab cycle through the
 * focusable elements inside `container` (never to the page behind, nor out to the browser), and Escape calls
 * `onEscape`. The first focusable element (or `initial`) gets focus when it activates.
 *
 * Focus that gets out anyway (a click on the backdrop focuses the <main> behind it, a second click on a button
 * that has just been disabled does too) is pulled back in: to the element inside that last had it when it can
 * still take it, else to the first focusable one. Tab (Shift+Tab) pressed
 * while focus is outside (e.g. on <body> after a focused button was disabled) goes to its first (last) item.
 *
 * Whoever closes the dialog should move focus out after it is gone (in an effect or an unmount cleanup), not
 * before: while the dialog is in the page, focus moved outside is brought back.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  initial?: RefObject<HTMLElement | null>,
): void {
  // The newest handler, without re-arming the trap (and moving focus) when its identity changes.
  const latestOnEscape = useRef(onEscape);
  latestOnEscape.current = onEscape;

  useEffect(() => {
    if (!active) return;
    const focusables = () => Array.from(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    /** The container while it is in the page: once it has been removed, focus may go anywhere. */
    const mounted = () => (container.current?.isConnected ? container.current : null);
    let lastInside: HTMLElement | null = null;

    (initial?.current ?? focusables()[0])?.focus();
    if (container.current?.contains(document.activeElement)) lastInside = document.activeElement as HTMLElement;

    const onFocusIn = (event: FocusEvent) => {
      const box = mounted();
      const target = event.target;
      if (!box || !(target instanceof Node)) return;
      if (box.contains(target)) {
        lastInside = target instanceof HTMLElement ? target : lastInside;
        return;
      }
      const items = focusables();
      (lastInside && items.includes(lastInside) ? lastInside : items[0])?.focus();
    };

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latestOnEscape.current();
        return;
      }
      const box = mounted();
      if (event.key !== 'Tab' || !box) return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (!box.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [active, container, initial]);
}
