import { STRINGS } from '@botfolio/core';
import { useEffect } from 'react';
import { rememberEntryOnScreen, unsavedWork } from './guardHistory';

/** Closing or reloading the tab: the browser asks in its own words (a page's text is never shown). */
function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Chrome before 119 and Safari still need returnValue set
  event.returnValue = '';
}

/**
 * A click on a link to another page of the app asks first; declined, the click never reaches the router. Runs in
 * the capture phase on the document, before React's own listener on its root.
 */
function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return; // another tab: nothing is lost here
  const to = new URL(link.href, window.location.href);
  // another site is a page unload: beforeunload asks; a #section of this page leaves nothing
  if (to.origin !== window.location.origin) return;
  if (to.pathname === window.location.pathname && to.search === window.location.search) return;
  if (window.confirm(STRINGS.unsavedChanges)) return;
  event.preventDefault();
  event.stopPropagation();
}

/**
 * While `dirty`, leaving the page asks first: a link to another page of the app and, once guardHistory() ran, the
 * browser's Back or Forward (a confirm with STRINGS.unsavedChanges), and closing or reloading the tab (the
 * browser's own question, through beforeunload).
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const holder = Symbol('unsaved');
    if (unsavedWork.size === 0) {
      rememberEntryOnScreen();
      window.addEventListener('beforeunload', onBeforeUnload);
      document.addEventListener('click', onClick, true);
    }
    unsavedWork.add(holder);
    return () => {
      unsavedWork.delete(holder);
      if (unsavedWork.size > 0) return;
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}

/**
 * Asks before a leave the app makes itself (Logout reloads the page): true when nothing is unsaved or the person
 * says leave; then the reload's beforeunload does not ask a second time.
 */
export function confirmLeave(): boolean {
  if (unsavedWork.size === 0) return true;
  if (!window.confirm(STRINGS.unsavedChanges)) return false;
  window.removeEventListener('beforeunload', onBeforeUnload);
  return true;
}
