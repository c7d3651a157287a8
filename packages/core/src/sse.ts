/** One dispatched Server-Sent Events frame. `event` is 'message' when the frame names none. */
export interface SSEFrame {
  event: string;
  data: string;
}

type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** Reads a byte source chunk by chunk; cancels the underlying stream when the consumer stops early. */
async function* readChunks(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (!('getReader' in source)) {
    yield* source;
    return;
  }
  // getReader() rather than async iteration: Safari's ReadableStream is not async-iterable.
  const reader = source.getReader();
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * Parses an `text/event-stream` body into frames, following the WHATWG event-stream rules: chunks may split a
 * frame anywhere (even inside a multi-byte UTF-8 character), lines end in LF, CRLF or CR, `data:` lines join with
 * '\n', `:` lines are comments, one space after the colon is dropped, and an unterminated last frame is discarded.
 */
export async function* parseSSE(source: ByteSource): AsyncGenerator<SSEFrame> {
  const decoder = new TextDecoder();
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;

  function* processLine(line: string): Generator<SSEFrame> {
    if (line === '') {
      if (hasData) yield { event: eventName || 'message', data: dataLines.join('\n') };
      eventName = '';
      dataLines = [];
      hasData = false;
      return;
    }
    if (line.charCodeAt(0) === 58 /* ':' comment */) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    } else if (field === 'event') {
      eventName = value;
    }
    // `id` and `retry` only matter to EventSource's reconnection, which fetch-based readers do not do.
  }

  // Pieces of the line not yet ended: each chunk is scanned once, so a huge line in tiny chunks stays linear.
  let lineParts: string[] = [];
  // The previous chunk ended in CR: a LF opening this one is the second half of that CRLF.
  let skipLeadingLF = false;

  function* feed(text: string): Generator<SSEFrame> {
    let start = 0;
    if (skipLeadingLF && text.charCodeAt(0) === 10) start = 1;
    if (text.length > 0) skipLeadingLF = false;
    for (let i = start; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code !== 10 && code !== 13) continue;
      lineParts.push(text.slice(start, i));
      const line = lineParts.length === 1 ? lineParts[0]! : lineParts.join('');
      lineParts = [];
      yield* processLine(line);
      if (code === 13) {
        if (i + 1 === text.length) skipLeadingLF = true;
        else if (text.charCodeAt(i + 1) === 10) i += 1;
      }
      start = i + 1;
    }
    if (start < text.length) lineParts.push(text.slice(start));
  }

  for await (const chunk of readChunks(source)) {
    yield* feed(decoder.decode(chunk, { stream: true }));
  }
  yield* feed(decoder.decode());
  // Whatever is left is a frame without its closing blank line: discarded, as the standard says.
}

/**
 * One event-stream frame, `event: NAME\ndata: JSON\n\n`. JSON never holds a raw line break, so the data is one
 * line; line breaks in the event name are removed so a name cannot inject fields.
 */
export function formatSSE(event: string, data: unknown): string {
  const json = JSON.stringify(data) ?? 'null';
  return `event: ${event.replace(/[\r\n]/g, '')}\ndata: ${json}\n\n`;
}
