/**
 * Readable text of an HTML page: @mozilla/readability picks the article (no nav, header, footer or
 * sidebars) on a linkedom DOM, then the article's blocks become paragraphs separated by blank lines.
 * Scripts never run: linkedom only parses.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

const ELEMENT = 1;
const TEXT = 3;

/** Elements that start a new paragraph. */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TR',
  'UL',
]);
/** Never text for a reader. */
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'CANVAS',
  'IFRAME',
  'OBJECT',
  'HEAD',
  'BUTTON',
  'SELECT',
  'INPUT',
  'TEXTAREA',
]);
/** Page chrome removed before Readability (not <form>: some sites wrap the whole page in one) looks at the page: it can otherwise keep a lone nav link as "the article". */
const BOILERPLATE =
  'nav, aside, dialog, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [aria-hidden="true"], [hidden]';
/** Site header and footer; an article's own <header>/<footer> (title, byline, notes) stays. */
const PAGE_CHROME = 'header, footer';

interface MinimalNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<MinimalNode>;
}

/** Plain text of a DOM subtree with blocks as paragraphs, table cells as spaces and `<br>` as line breaks. */
export function nodeToText(root: MinimalNode): string {
  const parts: string[] = [];
  // An explicit stack, not recursion: a page nested 100,000 deep is walked like a flat one. Entries are
  // nodes to visit or the closing break of a block.
  const stack: (readonly [MinimalNode, boolean] | '\n\n')[] = [[root, false]];
  while (stack.length > 0) {
    const entry = stack.pop() as (typeof stack)[number];
    if (entry === '\n\n') {
      parts.push(entry);
      continue;
    }
    const [node, inPre] = entry;
    if (node.nodeType === TEXT) {
      const text = node.textContent ?? '';
      parts.push(inPre ? text : text.replace(/\s+/g, ' '));
      continue;
    }
    if (node.nodeType !== ELEMENT && node.nodeType !== 9 && node.nodeType !== 11) continue;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) continue;
    if (name === 'BR') {
      parts.push('\n');
      continue;
    }
    const block = BLOCKS.has(name);
    if (block) {
      parts.push('\n\n');
      stack.push('\n\n');
    }
    if (name === 'TD' || name === 'TH') parts.push(' ');
    const childPre = inPre || name === 'PRE';
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push([children[i] as MinimalNode, childPre]);
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** How deep the element tree goes, and how many elements it has (iteratively, stopping past `limit` depth). */
function measure(root: MinimalNode, limit: number): { depth: number; elements: number } {
  let depth = 0;
  let elements = 0;
  const stack: [MinimalNode, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, level] = stack.pop() as [MinimalNode, number];
    if (node.nodeType !== ELEMENT) continue;
    elements += 1;
    if (level > depth) depth = level;
    if (depth > limit) break;
    const children = node.childNodes;
    for (let i = 0; i < children.length; i += 1) stack.push([children[i] as MinimalNode, level + 1]);
  }
  return { depth, elements };
}

interface Removable {
  remove(): void;
  closest(selector: string): unknown;
}

function stripBoilerplate(document: Document): void {
  const root = document as unknown as { querySelectorAll(s: string): ArrayLike<Removable> };
  for (const el of Array.from(root.querySelectorAll(BOILERPLATE))) el.remove();
  for (const el of Array.from(root.querySelectorAll(PAGE_CHROME))) if (!el.closest('article, main')) el.remove();
}

/** Readability's cost grows faster than the page; beyond this many elements the linear fallback reads it. */
const MAX_ELEMENTS_FOR_READABILITY = 30_000;
/**
 * Readability's cost grows with the square of the nesting (1,000 levels: 5 s; 3,000: 30 s) and it recurses;
 * real pages nest a few dozen levels. Deeper pages are read by the linear fallback.
 */
export const MAX_DEPTH_FOR_READABILITY = 150;

function parse(html: string): Document {
  const document = parseHTML(html).document as unknown as Document;
  stripBoilerplate(document);
  return document;
}

/** Title and readable text of an HTML document. */
export function htmlToText(html: string): { title: string; text: string } {
  const document = parse(html);
  const pageTitle = (document.title ?? '').replace(/\s+/g, ' ').trim();
  let article: ReturnType<Readability<Node>['parse']> = null;
  const shape = measure(document.documentElement as unknown as MinimalNode, MAX_DEPTH_FOR_READABILITY);
  const readable = shape.depth <= MAX_DEPTH_FOR_READABILITY && shape.elements <= MAX_ELEMENTS_FOR_READABILITY;
  if (readable) {
    try {
      article = new Readability<Node>(document, {
        serializer: (node) => node,
        charThreshold: 200,
        maxElemsToParse: MAX_ELEMENTS_FOR_READABILITY,
      }).parse();
    } catch {
      // A page Readability cannot handle: the fallback below.
      article = null;
    }
  }
  const articleText = article?.content ? nodeToText(article.content as unknown as MinimalNode) : '';
  const title = (article?.title ?? '').replace(/\s+/g, ' ').trim() || pageTitle;
  if (articleText !== '') return { title, text: articleText };
  // Readability changed the document it read: the fallback reads a fresh one, minus the page chrome.
  const body = (readable ? parse(html) : document).body as unknown as MinimalNode | null;
  return { title, text: body ? nodeToText(body) : '' };
}
