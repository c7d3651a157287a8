import { linkify } from '@botfolio/core';

/** Untrusted message text as text nodes, with http(s) links made clickable (new tab, no opener). */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, i) =>
        segment.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.value}
          </a>
        ) : (
          segment.value
        ),
      )}
    </>
  );
}
