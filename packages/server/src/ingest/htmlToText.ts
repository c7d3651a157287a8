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
  let out = '';
  const walk = (node: MinimalNode, inPre: boolean) => {
    if (node.nodeType === TEXT) {
      const text = node.textContent ?? '';
      out += inPre ? text : text.replace(/\s+/g, ' ');
      return;
    }
    if (node.nodeType !== ELEMENT && node.nodeType !== 9 && node.nodeType !== 11) return;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) return;
    if (name === 'BR') {
      out += '\n';
      return;
    }
    const block = BLOCKS.has(name);
    if (block) out += '\n\n';
    if (name === 'TD' || name === 'TH') out += ' ';
    for (const child of Array.from(node.childNodes)) walk(child, inPre || name === 'PRE');
    if (block) out += '\n\n';
  };
  walk(root, false);
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
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
  try {
    article = new Readability<Node>(document, {
      serializer: (node) => node,
      charThreshold: 200,
      maxElemsToParse: MAX_ELEMENTS_FOR_READABILITY,
    }).parse();
  } catch {
    // Too many elements (Readability throws), or a page it cannot handle: the fallback below.
    article = null;
  }
  const articleText = article?.content ? nodeToText(article.content as unknown as MinimalNode) : '';
  const title = (article?.title ?? '').replace(/\s+/g, ' ').trim() || pageTitle;
  if (articleText !== '') return { title, text: articleText };
  // Readability changed the document it read: the fallback reads a fresh one, minus the page chrome.
  const body = parse(html).body as unknown as MinimalNode | null;
  return { title, text: body ? nodeToText(body) : '' };
}
