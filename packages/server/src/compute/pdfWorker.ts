/**
 * Entry of a PDF reader process (ingest/pdf.ts forks it): loads pdf.js once, then reads one document per
 * message.
 * Each page's text items are laid out into lines and columns here too (pdfLayout.ts), so nothing a PDF
 * holds is worked on by the event loop; the parent only joins the page texts. Every failure is a reply,
 * never an uncaught error, and the document is always destroyed.
 */
import { layoutPageText, type PdfTextItem, removeRunningLines } from '../ingest/pdfLayout.js';

export interface PdfJob {
  data: Uint8Array;
  maxPages: number;
}
export type PdfReply =
  | { type: 'done'; text: string; pages: number }
  | { type: 'tooManyPages'; pages: number }
  | { type: 'failed'; name: string };

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
const [pdfjsUrl = '', fontDir = ''] = process.argv.slice(2);
const loading = import(pdfjsUrl) as Promise<PdfJs>;

async function read({ data, maxPages }: PdfJob): Promise<PdfReply> {
  const pdfjs = await loading;
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    standardFontDataUrl: fontDir,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages > maxPages) return { type: 'tooManyPages', pages: doc.numPages };
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const it of content.items) {
        if ('str' in it && typeof it.str === 'string')
          items.push({ str: it.str, transform: it.transform, width: it.width, hasEOL: it.hasEOL });
      }
      pages.push(layoutPageText(items));
      page.cleanup();
    }
    const text = removeRunningLines(pages)
      .filter((p) => p !== '')
      .join('\n\n')
      .trim();
    return { type: 'done', text, pages: doc.numPages };
  } finally {
    await task.destroy().catch(() => {});
  }
}

if (process.send) {
  const reply = (message: PdfReply) => process.send?.(message);
  process.on('message', (job: PdfJob) => {
    read(job).then(reply, (error: unknown) => reply({ type: 'failed', name: (error as Error | null)?.name ?? '' }));
  });
  // The server went away: so does its reader.
  process.on('disconnect', () => process.exit(0));
}
