/**
 * A share link opened cold (/bot/:userId/:botId in a fresh tab) in Chromium against the built app: the server sends
 * the chat's own page (the dashboard's vite.share.config.ts), which loads none of the app's code, answers, and whose
 * back arrow leads a visitor back to the page that linked here and the owner to their bots (a full load of the app).
 */
import { join } from 'node:path';
import { pageTitle, STRINGS } from '@botfolio/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ARTIFACTS, createBot, launchBrowser, newPage, type RunningApp, signUp, startApp } from './harness.js';

let app: RunningApp;
let browser: Browser;
let owner: { token: string; userId: string };
let chatUrl: string;

beforeAll(async () => {
  app = await startApp({ CHAT_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  owner = await signUp(app.baseUrl, 'Ada Lovelace');
  const botId = await createBot(
    app.baseUrl,
    owner.token,
    'Ada, in short',
    'Ada wrote the first published algorithm for the Analytical Engine in 1843.\n\nShe also loved horses.',
  );
  chatUrl = `${app.baseUrl}/bot/${owner.userId}/${botId}`;
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('a visitor gets the chat alone: no app code, an answer, and back to the page that linked here', async () => {
  const { context, page, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.push(url.pathname);
  });
  await page.goto(`${app.baseUrl}/examples/portfolio/`);
  await page.goto(chatUrl);
  await page.getByRole('heading', { name: 'Ada, in short' }).waitFor({ timeout: 15_000 });
  // the tab names the bot, so two share links' tabs tell apart
  await expect.poll(() => page.title()).toBe(pageTitle('Ada, in short'));
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  await input.fill('When was the algorithm published?');
  await input.press('Enter');
  const lastBot = page.locator('.bf-msg.bf-bot .bf-bubble').last();
  await expect.poll(() => lastBot.textContent(), { timeout: 15_000 }).toContain('1843');
  await page.screenshot({ path: join(ARTIFACTS, 'share-link-visitor.png'), fullPage: false });
  // the page's own bundle only: none of the app's (React, the router, the screens)
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.every((path) => /^\/assets\/share-[\w-]+\.js$/.test(path)),
    scripts.join(', '),
  ).toBe(true);

  // the visitor came from another page (a résumé): back there
  await page.getByRole('button', { name: STRINGS.back }).click();
  await page.waitForURL(`${app.baseUrl}/examples/portfolio/`);
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor asks a follow-up, and the chat answers it of what was asked before', async () => {
  const botId = await createBot(
    app.baseUrl,
    owner.token,
    'Maren — CV',
    [
      'Maren Castellanos — CV',
      'Quintal Pay, Lisbon — Lead Engineer (2019 – present). Leads the settlement team of seven engineers.',
      'Hydrotec, Porto — Backend Developer (2014 – 2019). Built the tracking API for harbour sensors. Left Hydrotec when its marine division was sold to a competitor.',
      'Interests: trail running and sea kayaking.',
    ].join('\n\n'),
  );
  const { context, page, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${app.baseUrl}/bot/${owner.userId}/${botId}`);
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  const lastBot = page.locator('.bf-msg.bf-bot .bf-bubble').last();
  const ask = async (question: string, count: number) => {
    await input.fill(question);
    await input.press('Enter');
    await expect.poll(() => page.locator('.bf-msg.bf-bot .bf-bubble').count(), { timeout: 15_000 }).toBe(count);
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  };
  const before = await page.locator('.bf-msg.bf-bot .bf-bubble').count();
  await ask('Where did she work before Quintal Pay?', before + 1);
  await expect.poll(() => lastBot.textContent()).toContain('Hydrotec, Porto');
  // ("there": the place the answer before named, which the chat sends back as its history)
  await ask('how long was she there?', before + 2);
  await expect.poll(() => lastBot.textContent()).toContain('(2014 – 2019)');
  expect(errors).toEqual([]);
  await context.close();
});

test("the owner's back arrow leads to their bots", async () => {
  const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token: string) => window.localStorage.setItem('token', token), owner.token);
  await page.goto(chatUrl);
  await page.getByRole('heading', { name: 'Ada, in short' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: STRINGS.back }).click();
  await page.waitForURL(`${app.baseUrl}/your-bots`);
  await page.getByRole('heading', { name: 'Ada, in short' }).waitFor({ timeout: 15_000 });
  expect(errors).toEqual([]);
  await context.close();
});

test('a share link cut short mid-character (/bot/%E0%A4%A/x) opens the share page, which says the bot is not there', async () => {
  const { context, page, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  const response = await page.goto(`${app.baseUrl}/bot/%E0%A4%A/x`);
  expect(response?.headers()['content-type']).toContain('text/html');
  await page.getByText(STRINGS.botNotFound).waitFor({ timeout: 15_000 });
  // never an empty level-1 heading: 'Chat' where a bot's name would be
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(STRINGS.chat);
  expect(await page.locator('body').textContent()).not.toContain('"success"');
  // the bot's public settings answer 404 or 400 (an id that is not one), which the browser logs: nothing else
  expect(errors.filter((e) => !/status of 40[04]/.test(e))).toEqual([]);
  await context.close();
});
