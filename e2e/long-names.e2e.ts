/**
 * Names as long as the server takes them (100 characters) and without a space to break at — an account name and
 * a bot name — on a 390 px phone: no page of the dashboard grows wider than the screen (which would make the whole
 * page scroll sideways, or be cut off at the right under body's overflow-x: hidden). jsdom lays nothing out, so this is checked in Chromium against the built app.
 */
import { join } from 'node:path';
import { LIMITS, STRINGS } from '@botfolio/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ARTIFACTS, createBot, launchBrowser, newPage, type RunningApp, signUp, startApp } from './harness.js';

const LONG_BOT = 'Portfolio'.repeat(20).slice(0, LIMITS.botNameMaxLength);
const LONG_USER = 'Adalovelace'.repeat(20).slice(0, LIMITS.nameMaxLength);

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

test('a 100-character name without spaces keeps every dashboard page within a 390 px phone', async () => {
  const owner = await signUp(app.baseUrl, LONG_USER);
  const botId = await createBot(
    app.baseUrl,
    owner.token,
    LONG_BOT,
    'Ada wrote the first published algorithm for the Analytical Engine in 1843.',
  );
  const viewport = { width: 390, height: 844 };
  const { context, page, errors } = await newPage(browser, { viewport, hasTouch: true, isMobile: true });
  await context.addInitScript((token: string) => window.localStorage.setItem('token', token), owner.token);

  const pages: [name: string, path: string, ready: () => Promise<unknown>][] = [
    ['your-bots', '/your-bots', () => page.getByText(STRINGS.hereAreYourBots).waitFor()],
    ['edit', `/your-bots/${botId}`, () => page.getByRole('heading', { name: STRINGS.editTitle }).waitFor()],
    [
      'insights',
      `/your-bots/${botId}/insights`,
      () => page.getByRole('heading', { level: 1, name: `${STRINGS.insightsTitle}: ${LONG_BOT}` }).waitFor(),
    ],
    ['profile', `/profile/${owner.userId}`, () => page.getByText(STRINGS.totalBotsCreated).waitFor()],
    ['settings', '/settings', () => page.getByRole('form', { name: STRINGS.changeName }).waitFor()],
    ['create', '/create-own-bot', () => page.locator('.create-bot__welcome').getByText(LONG_USER).waitFor()],
    ['chat', `/bot/${owner.userId}/${botId}`, () => page.getByText(LONG_BOT).first().waitFor()],
  ];
  const tooWide: string[] = [];
  for (const [name, path, ready] of pages) {
    await page.goto(`${app.baseUrl}${path}`);
    await ready();
    await page.waitForTimeout(150);
    // body's overflow-x: hidden clips (and so hides) what is too wide: look for the elements themselves
    // (not window.innerWidth: a phone's layout viewport grows to fit what is too wide)
    const wide = await page.evaluate((width) => {
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      return [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
        .slice(0, 3)
        .map(
          (el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`,
        );
    }, viewport.width);
    if (wide.length > 0) {
      tooWide.push(`${name}: ${wide.join(', ')}`);
      await page.screenshot({ path: join(ARTIFACTS, `long-names-${name}-390.png`) });
    }
  }
  expect(tooWide).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
