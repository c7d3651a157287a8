import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_ERRORS } from '../messages.js';
import { FIXTURES_DIR, makeImageOnlyPdf, makeTextPdf } from '../test/fakes/pdfs.js';
import { buildTestApp, signUp, type TestApp } from '../test/helpers.js';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Uint8Array, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----botfolio${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'doc.pdf'}"\r\nContent-Type: ${options.type ?? 'application/pdf'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  app: FastifyInstance,
  token: string | null,
  bytes: Uint8Array,
  options?: Parameters<typeof multipart>[1],
) {
  const body = multipart(bytes, options);
  return app.inject({
    method: 'POST',
    url: '/api/pdf/upload-pdf',
    headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    payload: body.payload,
  });
}

async function expectHealthy(app: FastifyInstance) {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

const fixture = (name: string) => readFileSync(path.join(FIXTURES_DIR, name));

describe('POST /api/pdf/upload-pdf', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ MAX_PDF_BYTES: String(200 * 1024), MAX_PDF_PAGES: '5' });
    token = (await signUp(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the text and page count of a real resume', async () => {
    const res = await upload(t.app, token, fixture('resume.pdf'), { filename: 'resume.pdf' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; text: string; pages: number };
    expect(body.success).toBe(true);
    expect(body.pages).toBe(1);
    expect(body.text).toContain('Jordan Lee');
    expect(body.text).toContain('Delft University of Technology');
  });

  it('reads a generated PDF of several pages in order', async () => {
    const res = await upload(
      t.app,
      token,
      await makeTextPdf([['First page.'], ['Second page, with café.'], ['Third page.']]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      text: 'First page.\n\nSecond page, with café.\n\nThird page.',
      pages: 3,
    });
  });

  it('needs a token', async () => {
    const res = await upload(t.app, null, fixture('resume.pdf'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  const failures: [string, () => Promise<Uint8Array>, number, string | RegExp][] = [
    ['a text file', async () => Buffer.from('just some notes, not a PDF'), 400, INGEST_ERRORS.notPdf],
    ['an empty file', async () => Buffer.alloc(0), 400, INGEST_ERRORS.noFile],
    [
      'a truncated PDF',
      async () => (await makeTextPdf([['cut'], ['off']])).slice(0, 900),
      422,
      'This PDF could not be read.',
    ],
    ['the password-protected resume', async () => fixture('resume-locked.pdf'), 422, /password-protected/],
    ['the scanned resume', async () => fixture('resume-scanned.pdf'), 422, /no selectable text/],
    ['an image-only PDF', async () => makeImageOnlyPdf(1), 422, /no selectable text/],
    [
      'too many pages',
      async () => makeTextPdf(Array.from({ length: 6 }, (_, i) => [`Page ${i}`])),
      413,
      /more than 5 pages/,
    ],
    [
      'a file over MAX_PDF_BYTES',
      async () => Buffer.concat([fixture('resume.pdf'), Buffer.alloc(300 * 1024, 32)]),
      413,
      /larger than 200 KB/,
    ],
  ];
  it.each(failures)('refuses %s with a sentence and stays healthy', async (_name, make, status, message) => {
    const res = await upload(t.app, token, await make());
    expect(res.statusCode).toBe(status);
    const body = res.json() as { success: boolean; error: string };
    expect(body.success).toBe(false);
    if (typeof message === 'string') expect(body.error).toBe(message);
    else expect(body.error).toMatch(message);
    await expectHealthy(t.app);
  });

  it('asks for a file when the form has none', async () => {
    const boundary = 'xyz';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/upload-pdf',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: INGEST_ERRORS.noFile });
  });

  it('asks for multipart/form-data when sent JSON or nothing', async () => {
    for (const payload of [{ file: 'x' }, undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pdf/upload-pdf',
        headers: { authorization: token },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(415);
      expect((res.json() as { success: boolean; error: string }).error).toMatch(/multipart\/form-data\.$/);
    }
  });

  it('asks for a file when the multipart body is malformed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/upload-pdf',
      headers: { authorization: token, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: INGEST_ERRORS.noFile });
  });

  it('keeps nothing of an upload on disk', async () => {
    const files = () =>
      readdirSync(t.dataDir)
        .filter((f) => !f.endsWith('-journal'))
        .sort();
    const before = files();
    await upload(t.app, token, fixture('resume.pdf'));
    await upload(t.app, token, Buffer.concat([fixture('resume.pdf'), Buffer.alloc(300 * 1024, 32)]));
    expect(files()).toEqual(before);
  });
});

describe('POST /api/pdf/upload-pdf over a real socket', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ MAX_PDF_BYTES: String(1024 * 1024) });
    token = (await signUp(t.app)).token;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('drains an oversized upload and answers 413 JSON (not a reset connection)', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([fixture('resume.pdf'), new Uint8Array(4 * 1024 * 1024)], { type: 'application/pdf' }),
      'big.pdf',
    );
    const res = await fetch(`${base}/api/pdf/upload-pdf`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, error: INGEST_ERRORS.pdfTooBig(1024 * 1024) });
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });
});
