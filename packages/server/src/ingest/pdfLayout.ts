/**
 * Rebuilds a page's reading text from pdf.js text items: lines from baselines, paragraph breaks from
 * vertical gaps, and two-column pages read column by column. Pure: no pdf.js import, so it is tested
 * with hand-made items.
 */

/** The fields of a pdf.js TextItem this module reads. */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, e, f]: e/f are the baseline origin in user space, c/d give the font height. */
  transform: number[];
  width: number;
  hasEOL: boolean;
}

/** A run of text on one baseline with no wide horizontal gap inside it. */
interface Segment {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
}

/** A horizontal gap wider than this many font heights splits a line into two segments (column gutters, tab stops). */
const SEGMENT_GAP_EM = 0.9;
/** Column detection is quadratic-ish; pages with more segments keep content order. */
const MAX_SEGMENTS_FOR_COLUMNS = 5000;
/** A line gap wider than this times the page's usual line spacing starts a new paragraph. */
const PARAGRAPH_GAP_RATIO = 1.3;

function fontHeight(item: PdfTextItem): number {
  const c = item.transform[2] ?? 0;
  const d = item.transform[3] ?? 0;
  const h = Math.hypot(c, d);
  return h > 0 ? h : 1;
}

function isHorizontal(item: PdfTextItem): boolean {
  const a = item.transform[0] ?? 1;
  const b = item.transform[1] ?? 0;
  return Math.abs(b) <= Math.abs(a) * 0.05 && a > 0;
}

/** Groups items, in content-stream order, into same-baseline segments. */
function toSegments(items: readonly PdfTextItem[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | null = null;
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = fontHeight(item);
    const blank = item.str.trim() === '';
    if (item.str === '') {
      if (item.hasEOL) current = null;
      continue;
    }
    const sameLine =
      current !== null &&
      Math.abs(y - current.y) <= 0.5 * Math.min(size, current.size) &&
      x >= current.x1 - 0.5 * size &&
      x - current.x1 <= SEGMENT_GAP_EM * Math.max(size, current.size);
    if (current !== null && sameLine) {
      const needsSpace = x - current.x1 > 0.15 * size && !/\s$/.test(current.text) && !/^\s/.test(item.str);
      current.text += (needsSpace ? ' ' : '') + item.str;
      // pdf.js bridges wide gaps (gutters, tabs) with one wide space item: it must not join what it spans.
      if (!blank) current.x1 = Math.max(current.x1, x + item.width);
      current.size = Math.max(current.size, size);
    } else if (!blank) {
      current = { text: item.str, x0: x, x1: x + item.width, y, size };
      segments.push(current);
    }
    if (item.hasEOL) current = null;
  }
  for (const s of segments) s.text = s.text.replace(/\s+/g, ' ').trim();
  return segments.filter((s) => s.text !== '');
}

/** Finds a vertical gutter that splits the page into two real text columns, or null. */
function findGutter(segments: readonly Segment[]): number | null {
  // Beyond a few thousand segments a page is a table or a stress test, not prose in columns.
  if (segments.length < 6 || segments.length > MAX_SEGMENTS_FOR_COLUMNS) return null;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const s of segments) {
    minX = Math.min(minX, s.x0);
    maxX = Math.max(maxX, s.x1);
  }
  const span = maxX - minX;
  if (span <= 0) return null;
  const scan = fewestCrossings(segments, minX + 0.3 * span, minX + 0.7 * span);
  if (scan === null) return null;
  const { gutter, cross } = scan;
  const left = segments.filter((s) => s.x1 <= gutter + 1);
  const right = segments.filter((s) => s.x0 >= gutter - 1);
  const chars = (list: readonly Segment[]) => list.reduce((n, s) => n + s.text.length, 0);
  const total = chars(segments);
  // Both sides must hold real running text, not a column of dates or labels beside body text.
  const isColumn = (list: readonly Segment[]) =>
    list.length >= 3 && chars(list) >= 0.25 * total && chars(list) / list.length >= 20;
  if (cross > 0.25 * segments.length || !isColumn(left) || !isColumn(right)) return null;
  return gutter;
}

/**
 * Among the x = lo, lo + 1, lo + 2 … ≤ hi, the one crossed by the fewest segments (a segment crosses x when
 * x0 + 1 < x < x1 − 1), centred on the first widest unbroken stretch with that count. The count only changes
 * where a segment starts or ends, so this sweeps those points (n log n) instead of every point of the page's
 * width — a page 1e9 points wide costs what a normal one does.
 */
function fewestCrossings(
  segments: readonly Segment[],
  lo: number,
  hi: number,
): { gutter: number; cross: number } | null {
  const last = Math.floor(hi - lo);
  if (!(last >= 0)) return null;
  let base = 0;
  const deltas = new Map<number, number>();
  for (const s of segments) {
    // the grid steps k (x = lo + k) this segment crosses: first > x0 + 1, up to before the first ≥ x1 − 1
    const from = Math.max(0, Math.floor(s.x0 + 1 - lo) + 1);
    const to = Math.max(0, Math.ceil(s.x1 - 1 - lo));
    if (from >= to || from > last) continue;
    if (from === 0) base += 1;
    else deltas.set(from, (deltas.get(from) ?? 0) + 1);
    if (to <= last) deltas.set(to, (deltas.get(to) ?? 0) - 1);
  }
  const steps = [...deltas.keys()].sort((a, b) => a - b);
  let best = Number.POSITIVE_INFINITY;
  let runStart = 0;
  let runEnd = 0;
  let extending = false;
  let count = base;
  let start = 0;
  const piece = (end: number) => {
    if (count < best) {
      best = count;
      runStart = start;
      runEnd = end;
      extending = true;
    } else if (count === best && extending) {
      runEnd = end;
    } else {
      extending = false;
    }
  };
  for (const step of steps) {
    piece(step - 1);
    count += deltas.get(step) ?? 0;
    start = step;
  }
  piece(last);
  return { gutter: lo + (runStart + runEnd) / 2, cross: best };
}

const byReadingOrder = (a: Segment, b: Segment) =>
  Math.abs(a.y - b.y) > 0.5 * Math.min(a.size, b.size) ? b.y - a.y : a.x0 - b.x0;

/** Orders segments top to bottom; between full-width lines, the left column comes before the right one. */
function orderByColumns(segments: readonly Segment[], gutter: number): Segment[] {
  const sorted = [...segments].sort(byReadingOrder);
  const out: Segment[] = [];
  let left: Segment[] = [];
  let right: Segment[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const s of sorted) {
    if (s.x1 <= gutter + 1) left.push(s);
    else if (s.x0 >= gutter - 1) right.push(s);
    else {
      flush();
      out.push(s);
    }
  }
  flush();
  return out;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * p)] ?? 0;
}

/** A line this many usual line gaps away from all other text is in the page margin (running header or footer). */
const MARGIN_GAP_RATIO = 2;

/**
 * Puts an isolated top line first and an isolated bottom line last: writers often draw headers and
 * footers before the body, and content order would then put "Page 3 of 9" above the text.
 */
function pullMarginLines(ordered: readonly Segment[]): Segment[] {
  const baselines = [...new Set(ordered.map((s) => Math.round(s.y)))].sort((a, b) => b - a);
  if (baselines.length < 3) return [...ordered];
  const gaps = baselines.slice(1).map((y, i) => (baselines[i] ?? y) - y);
  const usual = percentile(gaps, 0.25);
  const top = baselines[0] ?? 0;
  const bottom = baselines[baselines.length - 1] ?? 0;
  const isHeader = (s: Segment) => (gaps[0] ?? 0) > MARGIN_GAP_RATIO * usual && Math.round(s.y) === top;
  const isFooter = (s: Segment) =>
    (gaps[gaps.length - 1] ?? 0) > MARGIN_GAP_RATIO * usual && Math.round(s.y) === bottom;
  return [
    ...ordered.filter(isHeader),
    ...ordered.filter((s) => !isHeader(s) && !isFooter(s)),
    ...ordered.filter(isFooter),
  ];
}

/** Joins ordered segments into lines and paragraphs: same baseline → one line, wide gaps → blank line. */
function joinSegments(ordered: readonly Segment[]): string {
  const lines: { text: string; y: number; size: number }[] = [];
  for (const s of ordered) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(last.y - s.y) <= 0.5 * Math.min(last.size, s.size)) {
      last.text += ` ${s.text}`;
      last.size = Math.max(last.size, s.size);
    } else {
      lines.push({ text: s.text, y: s.y, size: s.size });
    }
  }
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = (lines[i - 1]?.y ?? 0) - (lines[i]?.y ?? 0);
    if (gap > 0) gaps.push(gap);
  }
  // The usual line spacing: a low percentile of the gaps (paragraph gaps are the outliers); with few
  // lines there is no statistic, so assume single spacing.
  const spacing = gaps.length >= 3 ? percentile(gaps, 0.25) : 0;
  let text = '';
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    if (prev) {
      const gap = prev.y - line.y;
      const usual = spacing > 0 ? spacing : 1.2 * Math.min(prev.size, line.size);
      // A jump upwards is a column change: the paragraph may continue there.
      text += gap > usual * PARAGRAPH_GAP_RATIO ? '\n\n' : '\n';
    }
    text += line.text;
  });
  return text;
}

/** Content-stream order with pdf.js's end-of-line marks: for rotated or vertical text where geometry misleads. */
function contentOrderText(items: readonly PdfTextItem[]): string {
  let text = '';
  for (const item of items) {
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** The readable text of one page: lines, paragraph breaks as blank lines, columns in reading order. */
export function layoutPageText(items: readonly PdfTextItem[]): string {
  const withText = items.filter((i) => i.str.trim() !== '');
  if (withText.length === 0) return '';
  const rotatedChars = withText.filter((i) => !isHorizontal(i)).reduce((n, i) => n + i.str.length, 0);
  const allChars = withText.reduce((n, i) => n + i.str.length, 0);
  if (rotatedChars > allChars / 2) return contentOrderText(items).trim();
  const segments = toSegments(items.filter(isHorizontal));
  const gutter = findGutter(segments);
  const ordered = gutter === null ? segments : orderByColumns(segments, gutter);
  return joinSegments(pullMarginLines(ordered)).trim();
}

/** How often (share of pages) a first or last line must recur to count as a running header or footer. */
const RUNNING_LINE_SHARE = 0.6;
/** Lines that are only a page number: "7", "- 7 -", "Page 7", "Page 7 of 20", "7 / 20". */
const PAGE_NUMBER = /^(?:[-–—]\s*)?(?:page\s+)?\d{1,5}(?:\s*(?:of|\/)\s*\d{1,5})?(?:\s*[-–—])?$/i;

/** "Page 3", "page 3 of 9", "p. 3", "Seite 3 von 9", "3 / 9". */
const PAGE_REFERENCE = /\b(?:page|p\.|seite|página|pagina)\s*\d+(?:\s*(?:of|\/|von|de|di)\s*\d+)?|\b\d+\s*\/\s*\d+\b/gi;

/**
 * Drops running headers and footers (a first or last line that recurs, page numbers aside, on most pages) and
 * bare page numbers, which would otherwise repeat through the text and crowd retrieval and summaries.
 * Up to two lines at each edge of a page; a line inside the page always stays.
 */
export function removeRunningLines(pages: readonly string[]): string[] {
  // Only page numbers are ignored when comparing: "Chapter 2" and "Chapter 3" are different lines.
  const key = (line: string) => line.toLowerCase().replace(PAGE_REFERENCE, 'page #').replace(/\s+/g, ' ').trim();
  let split = pages.map((p) => p.split('\n'));
  for (let pass = 0; pass < 2; pass++) {
    const counts = new Map<string, number>();
    const edgeLines = (lines: string[]) => {
      const first = lines.find((l) => l.trim() !== '');
      const last = lines.findLast((l) => l.trim() !== '');
      return [...new Set([first, last].filter((l): l is string => l !== undefined).map(key))];
    };
    for (const lines of split) for (const k of edgeLines(lines)) counts.set(k, (counts.get(k) ?? 0) + 1);
    const running = (line: string) =>
      (pages.length >= 2 && PAGE_NUMBER.test(line.trim())) ||
      (pages.length >= 3 && (counts.get(key(line)) ?? 0) >= Math.max(3, RUNNING_LINE_SHARE * pages.length));
    split = split.map((lines) => {
      const kept = [...lines];
      while (kept.length > 0 && (kept[0] ?? '').trim() === '') kept.shift();
      while (kept.length > 0 && (kept[kept.length - 1] ?? '').trim() === '') kept.pop();
      if (kept.length > 0 && running(kept[0] ?? '')) kept.shift();
      if (kept.length > 0 && running(kept[kept.length - 1] ?? '')) kept.pop();
      return kept;
    });
  }
  return split.map((lines) => lines.join('\n').trim());
}
