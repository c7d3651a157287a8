import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../errors.js';
import { INGEST_ERRORS } from '../messages.js';
import {
  FIXTURES_DIR,
  makeHeavyPagePdf,
  makeImageOnlyPdf,
  makeInterleavedTwoColumnPdf,
  makeTextPdf,
  makeUnicodePdf,
} from '../test/fakes/pdfs.js';
import { httpFailure } from '../test/helpers.js';
import { closePdfReaders, extractPdfText, looksLikePdf } from './pdf.js';

const options = { maxPages: 2000, timeoutMs: 30_000 };
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES_DIR, name)));
const collapse = (s: string) => s.replace(/\s+/g, ' ');

const failure = httpFailure;

describe('extractPdfText with the real fixtures', () => {
  it('reads the resume', async () => {
    const { text, pages } = await extractPdfText(fixture('resume.pdf'), options);
    expect(pages).toBe(1);
    for (const expected of ['Jordan Lee', 'Havenbank', 'Delft University of Technology'])
      expect(text).toContain(expected);
  });

  it('reads the two-column paper column by column with whole sentences', async () => {
    const { text } = await extractPdfText(fixture('paper.pdf'), options);
    const flat = collapse(text);
    expect(flat).toContain('Tidal Energy Storage in Small Harbours');
    expect(flat).toContain('Average capacity factor was 31 percent');
    expect(flat).toContain('We logged power every ten seconds and tide height every minute.');
    // Left column (abstract → method) before the right column (results → conclusion).
    const order = ['Abstract.', '1. Introduction.', '2. Method.', '3. Results.', '4. Discussion.', '5. Conclusion.'];
    const positions = order.map((h) => flat.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('keeps paragraph breaks between sections', async () => {
    const { text } = await extractPdfText(fixture('resume.pdf'), options);
    expect(text).toMatch(/\n\nExperience\n/);
    expect(text).not.toMatch(/\n{3,}/);
  });

  it('says the locked resume is password-protected', async () => {
    const err = await failure(extractPdfText(fixture('resume-locked.pdf'), options));
    expect(err.statusCode).toBe(422);
    expect(err.message).toBe(INGEST_ERRORS.pdfPassword);
    expect(err.message).toMatch(/password-protected/);
  });

  it('says the scanned resume has no selectable text', async () => {
    const err = await failure(extractPdfText(fixture('resume-scanned.pdf'), options));
    expect(err.statusCode).toBe(422);
    expect(err.message).toMatch(/no selectable text/);
  });
});

describe('extractPdfText with generated PDFs', () => {
  it('keeps page order and paragraphs across several pages', async () => {
    const bytes = await makeTextPdf([
      ['Page one opens the story.', 'A second paragraph on page one follows after a blank line.'],
      ['Page two continues it.'],
      ['Page three ends it.'],
    ]);
    const { text, pages } = await extractPdfText(bytes, options);
    expect(pages).toBe(3);
    expect(text.indexOf('Page one')).toBeLessThan(text.indexOf('Page two'));
    expect(text.indexOf('Page two')).toBeLessThan(text.indexOf('Page three'));
    expect(text).toContain('Page one opens the story.\n\nA second paragraph');
  });

  it('leaves out running headers and page-number footers', async () => {
    const pages = [
      'The first page talks about tides.',
      'The second page talks about turbines.',
      'The third page talks about batteries.',
      'The last page concludes.',
    ];
    const bytes = await makeTextPdf(
      pages.map((p) => [p]),
      { header: 'Harbour Energy Report 2026', footer: true },
    );
    const { text } = await extractPdfText(bytes, options);
    expect(text).toBe(pages.join('\n\n'));
  });

  it('keeps Latin-1 accents and typographic characters', async () => {
    const sentence = 'Café crème in Zürich, São Paulo and Ångström’s naïve façade — costs 5 € «très cher».';
    const { text } = await extractPdfText(await makeTextPdf([[sentence]]), options);
    expect(collapse(text)).toBe(sentence);
  });

  it('keeps Greek, Cyrillic, Chinese and emoji from a Type0 font with a ToUnicode map', async () => {
    const lines = ['Ελληνικά: καλημέρα κόσμε', 'Русский: привет, мир', '中文 你好世界', 'Emoji 😀 and naïve café'];
    const { text } = await extractPdfText(makeUnicodePdf(lines), options);
    expect(text.split('\n')).toEqual(lines);
  });

  it('joins a long paragraph wrapped over many lines without losing words', async () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const { text } = await extractPdfText(await makeTextPdf([[words]]), options);
    expect(collapse(text)).toBe(words);
    expect(text.split('\n').length).toBeGreaterThan(5);
  });

  it('reads an interleaved two-column page one column after the other', async () => {
    const left =
      'The left column talks about harbours and tides in several complete sentences. It keeps going for a while so that it wraps.';
    const right =
      'The right column talks about batteries and storage in other sentences. It also wraps over more than one line.';
    const { text } = await extractPdfText(
      await makeInterleavedTwoColumnPdf('A Two Column Title', left, right),
      options,
    );
    expect(collapse(text)).toBe(`A Two Column Title ${left} ${right}`);
  });

  it('refuses bytes that are not a PDF with 400', async () => {
    const bytes = new TextEncoder().encode('Hello, I am a text file pretending to be a PDF.');
    expect(looksLikePdf(bytes)).toBe(false);
    const err = await failure(extractPdfText(bytes, options));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(INGEST_ERRORS.notPdf);
  });

  it('says a truncated PDF could not be read', async () => {
    const bytes = await makeTextPdf([['Some text that will be cut off.'], ['More text.']]);
    const err = await failure(extractPdfText(bytes.slice(0, Math.floor(bytes.length * 0.6)), options));
    expect(err.statusCode).toBe(422);
    expect(err.message).toBe('This PDF could not be read.');
  });

  it('says a corrupt PDF could not be read', async () => {
    const bytes = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> garbage garbage\ntrailer <<>>\n%%EOF\n',
    );
    const err = await failure(extractPdfText(bytes, options));
    expect(err.statusCode).toBe(422);
    expect(err.message).toBe('This PDF could not be read.');
  });

  it('says an image-only PDF has no selectable text', async () => {
    const err = await failure(extractPdfText(await makeImageOnlyPdf(3), options));
    expect(err.statusCode).toBe(422);
    expect(err.message).toBe(INGEST_ERRORS.pdfNoText);
  });

  it('refuses more pages than allowed with 413', async () => {
    const bytes = await makeTextPdf([['one'], ['two'], ['three']]);
    const err = await failure(extractPdfText(bytes, { ...options, maxPages: 2 }));
    expect(err.statusCode).toBe(413);
    expect(err.message).toMatch(/more than 2 pages/);
  });

  it('keeps the event loop free and stops on time while a heavy page is parsed', async () => {
    const bytes = makeHeavyPagePdf(300_000);
    let ticks = 0;
    const interval = setInterval(() => ticks++, 10);
    const started = Date.now();
    const err = await failure(extractPdfText(bytes, { ...options, timeoutMs: 400 }));
    const elapsed = Date.now() - started;
    clearInterval(interval);
    expect(err.statusCode).toBe(422);
    expect(err.message).toBe(INGEST_ERRORS.pdfTooSlow(400));
    expect(elapsed).toBeLessThan(1500);
    // On the event loop, pdf.js held it for over a second in one go; in the worker the timers keep running.
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  });

  it('reads a hand-written PDF with a standard font', async () => {
    const { text } = await extractPdfText(makeHeavyPagePdf(3), options);
    expect(collapse(text)).toContain('w0');
  });

  it('reads two PDFs at a time, queues a few more and turns the rest away with 429', async () => {
    const heavy = makeHeavyPagePdf(300_000);
    const runs = Array.from({ length: 18 }, (_, i) =>
      extractPdfText(heavy, { ...options, timeoutMs: 250, owner: `person ${i}` }).then(
        () => 0,
        (e: HttpError) => e.statusCode,
      ),
    );
    const busy = await failure(extractPdfText(heavy, { ...options, owner: 'someone else' }));
    expect(busy.statusCode).toBe(429);
    expect(busy.message).toBe(INGEST_ERRORS.pdfBusy);
    // The queued ones each got their own full budget once a slot was free.
    expect(await Promise.all(runs)).toEqual(Array(18).fill(422));
    // And the slots are free again afterwards.
    expect((await extractPdfText(await makeTextPdf([['After the rush.']]), options)).text).toBe('After the rush.');
  });

  it('lets one person have two PDFs in the queue, so others are still served', async () => {
    const heavy = makeHeavyPagePdf(300_000);
    const mine = [1, 2].map(() =>
      extractPdfText(heavy, { ...options, timeoutMs: 250, owner: 'greedy' }).catch((e) => e),
    );
    const third = await failure(extractPdfText(heavy, { ...options, owner: 'greedy' }));
    expect(third.statusCode).toBe(429);
    expect(third.message).toBe(INGEST_ERRORS.pdfYoursBusy);
    const other = await extractPdfText(await makeTextPdf([['Served anyway.']]), { ...options, owner: 'patient' });
    expect(other.text).toBe('Served anyway.');
    await Promise.all(mine);
  });

  it('stops at the time budget with a 422 that says so', async () => {
    const bytes = await makeTextPdf(
      Array.from({ length: 150 }, (_, i) => [`Page ${i} of a long report with some text.`]),
    );
    const err = await failure(extractPdfText(bytes, { ...options, timeoutMs: 5 }));
    expect(err.message).toBe(INGEST_ERRORS.pdfTooSlow(5));
    expect(err.statusCode).toBe(422);
    expect(err.message).toMatch(/took longer than/);
  });
});

/** The PDF reader processes this process forked (Linux /proc), by pid. */
function readerPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('pdfWorker.js'))
        pids.push(Number(entry));
    } catch {
      // gone while we looked
    }
  }
  return pids;
}

describe('the reader processes', () => {
  it('stay warm after a file and all end when the app closes', async () => {
    await extractPdfText(await makeTextPdf([['Kept warm.']]), options);
    expect(readerPids().length).toBeGreaterThan(0);
    closePdfReaders();
    for (let i = 0; i < 50 && readerPids().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(readerPids()).toEqual([]);
  });
});
