/**
 * Copies `text` with the async Clipboard API, falling back to a hidden textarea + execCommand for
 * pages that are not a secure context (e.g. a LAN address over http). Resolves false on failure. The fallback
 * gives focus back to the element that had it (the copy button), so keyboard users are not dropped to <body>.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission denied or not a secure context: try the legacy path below
  }
  if (typeof document === 'undefined') return false;
  // Selecting the textarea takes focus from the button that asked for the copy: it gets it back afterwards.
  const previous = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
      previous.focus({ preventScroll: true });
    }
  }
}
