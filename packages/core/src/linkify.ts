/** Splits untrusted text into plain runs and http(s) links, so a UI can render links without HTML. */

export type LinkifySegment = { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

// Only http(s) is ever matched, so `javascript:` / `data:` text stays text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation right after a link belongs to the sentence, not the link; a ')' stays when it
// closes a '(' opened inside the URL (Wikipedia-style links).
function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? '';
    if (last === ')' && url.split('(').length >= url.split(')').length) return url;
    if (!'.,;:!?\'")]}»'.includes(last) || !last) return url;
    url = url.slice(0, -1);
  }
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Text → ordered segments; joining every `value` gives back the input exactly. */
export function linkify(text: string): LinkifySegment[] {
  const segments: LinkifySegment[] = [];
  let last = 0;
  const push = (value: string) => {
    if (!value) return;
    const prev = segments[segments.length - 1];
    if (prev?.type === 'text') prev.value += value;
    else segments.push({ type: 'text', value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const value = trimTrailing(match[0]);
    const href = safeHref(value);
    push(text.slice(last, start));
    if (href) segments.push({ type: 'link', value, href });
    else push(value);
    last = start + value.length;
  }
  push(text.slice(last));
  return segments;
}
