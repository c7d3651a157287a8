import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkPool } from '../compute/pool.js';
import { INGEST_ERRORS } from '../messages.js';
import { makeTextPdf } from '../test/fakes/pdfs.js';
import { ARTICLE, type FakeSite, startFakeSite } from '../test/fakes/site.js';
import { httpFailure } from '../test/helpers.js';
import { fetchPublicUrl } from './fetchPublicUrl.js';
import { htmlToText } from './htmlToText.js';
import { isBlockedAddress, type Resolver } from './ssrf.js';
import { extractWebPage } from './web.js';

let site: FakeSite;
const work = createWorkPool({ size: 1 });
beforeAll(async () => {
  site = await startFakeSite({ pdf: await makeTextPdf([['A PDF served by a website.'], ['Its second page.']]) });
});
afterAll(async () => {
  await work.close();
  await site.close();
});

/**
 * The public-host case without the internet: `news.example` resolves to the loopback site, and the
 * checker treats exactly 127.0.0.1 as public; every other private address stays refused.
 */
const resolver: Resolver = async (host) => {
  if (host === 'news.example') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'internal.example') return [{ address: '10.0.0.7', family: 4 }];
  if (host === 'split.example')
    return [
      { address: '127.0.0.1', family: 4 },
      { address: '192.168.0.10', family: 4 },
    ];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};
const isBlocked = (address: string) => address !== '127.0.0.1' && isBlockedAddress(address);
const publicOptions = {
  allowPrivateNetwork: false,
  timeoutMs: 3000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  resolver,
  isBlocked,
};
const publicUrl = (path: string) => `http://news.example:${site.port}${path}`;

const failure = httpFailure;

describe('fetchPublicUrl with the private network refused', () => {
  it('reaches a public host through the pinned address (the name is never looked up by the socket)', async () => {
    // news.example does not exist in DNS: the request can only succeed over the address we checked.
    const page = await fetchPublicUrl(publicUrl('/plain.txt'), publicOptions);
    expect(page.mediaType).toBe('text/plain');
    expect(page.body.toString()).toContain('High water');
  });

  it('refuses a redirect from a public host into the private range', async () => {
    const before = site.requests.length;
    for (const target of [
      'http://10.0.0.1/admin',
      'http://169.254.169.254/latest/meta-data/',
      `http://127.0.0.2:${site.port}/article`,
      'http://[::1]/',
      `http://internal.example:${site.port}/`,
    ]) {
      const err = await failure(fetchPublicUrl(publicUrl(`/go?to=${encodeURIComponent(target)}`), publicOptions));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe(INGEST_ERRORS.addressNotAllowed);
    }
    // Only the redirecting page was requested; nothing followed the redirects.
    expect(site.requests.slice(before).every((p) => p.startsWith('/go?'))).toBe(true);
  });

  it('refuses a host when any of its addresses is private', async () => {
    const err = await failure(fetchPublicUrl(`http://split.example:${site.port}/article`, publicOptions));
    expect(err.message).toBe(INGEST_ERRORS.addressNotAllowed);
  });

  it('refuses a redirect to another scheme', async () => {
    const err = await failure(fetchPublicUrl(publicUrl('/go?to=file:///etc/passwd'), publicOptions));
    expect(err.statusCode).toBe(400);
  });

  it('says when a host does not exist', async () => {
    const err = await failure(fetchPublicUrl('http://nowhere.example/', publicOptions));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(INGEST_ERRORS.hostNotFound);
  });

  it('gives up with 504 when the name lookup hangs', async () => {
    const hanging: Resolver = () => new Promise(() => undefined);
    const started = Date.now();
    const err = await failure(
      fetchPublicUrl('http://slow-dns.example/', { ...publicOptions, resolver: hanging, timeoutMs: 200 }),
    );
    expect(err.statusCode).toBe(504);
    expect(err.message).toBe(INGEST_ERRORS.pageTimeout);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('follows five redirects, not six', async () => {
    const page = await fetchPublicUrl(publicUrl('/redirect/5'), publicOptions);
    expect(page.url.pathname).toBe('/article');
    const err = await failure(fetchPublicUrl(publicUrl('/redirect/6'), publicOptions));
    expect(err.statusCode).toBe(422);
    expect(err.message).toBe(INGEST_ERRORS.tooManyRedirects);
  });
});

describe('extractWebPage against the loopback site', () => {
  const options = {
    allowPrivateNetwork: true,
    timeoutMs: 3000,
    maxPdfPages: 100,
    pdfTimeoutMs: 10_000,
    work,
  };

  it('returns the article without navigation, sidebar, footer or scripts', async () => {
    const page = await extractWebPage(`${site.baseUrl}/article`, options);
    expect(page.title).toContain(ARTICLE.title);
    expect(page.text).toContain(ARTICLE.paragraphs.join('\n\n'));
    for (const junk of [...ARTICLE.boilerplate, 'script text', 'font-family']) expect(page.text).not.toContain(junk);
  });

  it('decodes a page in the charset its meta tag declares', async () => {
    const page = await extractWebPage(`${site.baseUrl}/latin1`, options);
    expect(page.title).toBe('Café');
    expect(page.text).toBe('Un café crème à Zürich, naïvement.');
  });

  it('reads a page whose address has invalid percent-encoding (%ff), titled as the address spells it', async () => {
    const page = await extractWebPage(`${site.baseUrl}/notes%ff.txt`, options);
    expect(page.title).toBe('notes%ff.txt');
    expect(page.text.length).toBeGreaterThan(0);
  });

  it('sends a PDF link through the PDF extractor', async () => {
    const page = await extractWebPage(`${site.baseUrl}/doc.pdf`, options);
    expect(page.text).toBe('A PDF served by a website.\n\nIts second page.');
    expect(page.title).toBe('doc.pdf');
  });

  it('stops a gzip bomb at the size cap', async () => {
    const err = await failure(extractWebPage(`${site.baseUrl}/bomb`, options));
    expect(err.statusCode).toBe(413);
  });

  it.each([
    ['/boilerplate-only', INGEST_ERRORS.pageNoText],
    ['/empty.txt', INGEST_ERRORS.pageNoText],
    ['/image.png', INGEST_ERRORS.pageUnsupported],
    ['/missing', INGEST_ERRORS.pageFailed(404)],
  ])('answers 422 for %s', async (path, message) => {
    const err = await failure(extractWebPage(`${site.baseUrl}${path}`, options));
    expect(err.statusCode).toBe(422);
    expect(err.message).toBe(message);
  });
});

describe('htmlToText', () => {
  it('keeps list items and headings as their own paragraphs', () => {
    const { text } = htmlToText(
      '<html><body><h2>Skills</h2><ul><li>Sailing</li><li>Baking<br>sourdough</li></ul><p>Done.</p></body></html>',
    );
    expect(text).toBe('Skills\n\nSailing\n\nBaking\nsourdough\n\nDone.');
  });

  it('reads a page too large for Readability with the linear fallback, still without the nav', () => {
    const words = Array.from({ length: 31_000 }, (_, i) => `<span>w${i}</span>`).join(' ');
    const { title, text } = htmlToText(
      `<html><head><title>Big</title></head><body><nav>Menu link</nav><main><p>${words}</p></main><footer>Legal</footer></body></html>`,
    );
    expect(title).toBe('Big');
    expect(text.startsWith('w0 w1 w2')).toBe(true);
    expect(text.endsWith('w30999')).toBe(true);
    expect(text).not.toContain('Menu link');
    expect(text).not.toContain('Legal');
  });

  it('never runs scripts or returns their text', () => {
    const { text } = htmlToText(
      '<html><body><p>Visible.</p><script>globalThis.ran = true; document.write("evil")</script></body></html>',
    );
    expect(text).toBe('Visible.');
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });
});
