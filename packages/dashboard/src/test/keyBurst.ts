/**
 * Types into `field` the way a held-down key (or a fast typist on a busy page) does: one input event per value,
 * each dispatched at once, outside act(), so React renders every keystroke (an urgent update) while the
 * non-urgent work those renders schedule never gets a turn in between — the browser runs queued key events
 * before other tasks. React allows 50 commits in a row that leave such work behind, then throws "Maximum update
 * depth exceeded" (#185 in production). Returns what was reported meanwhile: uncaught errors and
 * console.error calls.
 */
export function keyBurst(field: HTMLInputElement | HTMLTextAreaElement, values: readonly string[]): unknown[] {
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    reported.push(event.error ?? event.message);
    event.preventDefault();
  };
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
  };
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // React tracks the value it set; the native setter makes the change look like the user's.
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  window.addEventListener('error', onError);
  try {
    for (const value of values) {
      setValue?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  } catch (error) {
    reported.push(error);
  } finally {
    window.removeEventListener('error', onError);
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    console.error = consoleError;
  }
  return reported;
}

/** `text` typed one character at a time: every prefix, shortest first. */
export function prefixes(text: string): string[] {
  return Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1));
}
