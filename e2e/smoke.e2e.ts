import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ARTIFACTS, launchBrowser, newPage, type RunningApp, startApp } from './harness.js';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('the running app opens in Chromium and answers on its health route', async () => {
  const { page, errors, context } = await newPage(browser);
  const response = await page.goto(app.baseUrl);
  expect(response?.status()).toBe(200);
  await expect(page.title()).resolves.toMatch(/Botfolio/);
  await page.screenshot({ path: join(ARTIFACTS, 'smoke-home.png'), fullPage: false });
  const health = await page.request.get(`${app.baseUrl}/api/health`);
  expect(await health.json()).toEqual({ ok: true });
  expect(errors).toEqual([]);
  await context.close();
});
