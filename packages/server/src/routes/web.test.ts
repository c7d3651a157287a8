import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_ERRORS } from '../messages.js';
import { makeTextPdf } from '../test/fakes/pdfs.js';
import { ARTICLE, type FakeSite, PLAIN_TEXT, startFakeSite } from '../test/fakes/site.js';
import { buildTestApp, signUp, type TestApp } from '../test/helpers.js';

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite({
    pdf: await makeTextPdf([['Quarterly report, page one.'], ['Page two of the report.']]),
  });
});
afterAll(async () => {
  await site.close();
});

const extract = (app: FastifyInstance, token: string | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/web/extract',
    headers: token ? { authorization: token } : {},
    payload: payload as object,
  });

async function expectHealthy(app: FastifyInstance) {
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
}

describe('POST /api/web/extract with ALLOW_PRIVATE_NETWORK_FETCH=true (the loopback site)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ ALLOW_PRIVATE_NETWORK_FETCH: 'true', FETCH_TIMEOUT_MS: '800' });
    token = (await signUp(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the title and readable article text', async () => {
    const res = await extract(t.app, token, { url: `${site.baseUrl}/article` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; title: string; text: string };
    expect(body.success).toBe(true);
    expect(body.title).toContain(ARTICLE.title);
    expect(body.text).toContain(ARTICLE.paragraphs.join('\n\n'));
    for (const junk of ARTICLE.boilerplate) expect(body.text).not.toContain(junk);
  });

  it('passes plain text through', async () => {
    const res = await extract(t.app, token, { url: `${site.baseUrl}/plain.txt` });
    expect(res.json()).toEqual({ success: true, title: 'plain.txt', text: PLAIN_TEXT });
  });

  it('reads a PDF link through the PDF path', async () => {
    const res = await extract(t.app, token, { url: `${site.baseUrl}/doc.pdf` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { text: string }).text).toBe('Quarterly report, page one.\n\nPage two of the report.');
  });

  it('follows up to five redirects', async () => {
    const res = await extract(t.app, token, { url: `${site.baseUrl}/redirect/5` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { text: string }).text).toContain(ARTICLE.paragraphs[0]);
  });

  const failures: [string, number, string][] = [
    ['/redirect/6', 422, INGEST_ERRORS.tooManyRedirects],
    ['/huge', 413, INGEST_ERRORS.pageTooBig(5 * 1024 * 1024)],
    ['/huge-declared', 413, INGEST_ERRORS.pageTooBig(5 * 1024 * 1024)],
    ['/slow', 504, INGEST_ERRORS.pageTimeout],
    ['/boilerplate-only', 422, INGEST_ERRORS.pageNoText],
    ['/image.png', 422, INGEST_ERRORS.pageUnsupported],
    ['/nothing-here', 422, INGEST_ERRORS.pageFailed(404)],
    ['/gzip-cut', 422, INGEST_ERRORS.pageUnreachable],
  ];
  it.each(failures)('answers %s with %i and a sentence, and stays healthy', async (path, status, message) => {
    const started = Date.now();
    const res = await extract(t.app, token, { url: `${site.baseUrl}${path}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, error: message });
    expect(Date.now() - started).toBeLessThan(5000);
    await expectHealthy(t.app);
  });

  it('needs a token', async () => {
    const res = await extract(t.app, null, { url: `${site.baseUrl}/article` });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    {},
    { url: '' },
    { url: 42 },
    { url: 'not a url' },
    { url: 'ftp://example.com/file' },
    { url: 'javascript:alert(1)' },
    { url: `http://x/${'a'.repeat(3000)}` },
  ])('refuses the body %j with 400', async (payload) => {
    const res = await extract(t.app, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: INGEST_ERRORS.badUrl });
  });
});

describe('POST /api/web/extract with the private network refused (the default)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ FETCH_TIMEOUT_MS: '2000' });
    token = (await signUp(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const refused = () => [
    `${site.baseUrl}/article`,
    `http://localhost:${site.port}/article`,
    `http://2130706433:${site.port}/article`,
    `http://0x7f000001:${site.port}/article`,
    `http://0177.0.0.1:${site.port}/article`,
    `http://127.1:${site.port}/article`,
    `http://[::1]:${site.port}/article`,
    `http://[::ffff:127.0.0.1]:${site.port}/article`,
    `http://[::ffff:7f00:1]:${site.port}/article`,
    'http://[::]/',
    'http://0.0.0.0/',
    'http://0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://224.0.0.251/',
    'http://255.255.255.255/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[ff02::1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'https://127.0.0.1/',
  ];

  it('refuses every loopback, private, link-local, CGNAT, multicast and metadata form with 400', async () => {
    const before = site.requests.length;
    for (const url of refused()) {
      const res = await extract(t.app, token, { url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: { success: false, error: INGEST_ERRORS.addressNotAllowed },
      });
    }
    // None of them reached the site.
    expect(site.requests.length).toBe(before);
    await expectHealthy(t.app);
  });
});
