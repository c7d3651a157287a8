/**
 * Voice on the dashboard's chat route (/bot/:userId/:botId), with the browser's speech APIs replaced by
 * fakes installed before any page script runs (addInitScript): the microphone fills the input with the
 * phrase heard (en-US, one final result), and a message's read-aloud button turns into a stop button
 * while it is spoken, and back when speech ends.
 */
import { join } from 'node:path';
import { STRINGS } from '@botfolio/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ARTIFACTS, createBot, launchBrowser, newPage, type RunningApp, signUp, startApp } from './harness.js';

const PHRASE = 'What does Ada build with TypeScript?';

let app: RunningApp;
let browser: Browser;
let chatUrl: string;
let chatKey: string;

beforeAll(async () => {
  app = await startApp({ CHAT_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  const owner = await signUp(app.baseUrl, 'Ada Lovelace');
  const botId = await createBot(
    app.baseUrl,
    owner.token,
    'Voice bot',
    'Ada builds accessible web applications with TypeScript and React.\n\nShe speaks at conferences about speech interfaces.',
  );
  chatUrl = `${app.baseUrl}/bot/${owner.userId}/${botId}`;
  chatKey = `botfolio:chat:${owner.userId}:${botId}`;
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Fake SpeechRecognition and speechSynthesis; what they were asked is kept on `window.__voice`. */
function installFakeSpeech(phrase: string): void {
  interface Voice {
    recognitions: { lang: string; interimResults: boolean; maxAlternatives: number }[];
    spoken: { text: string; lang: string }[];
    finish: () => void;
  }
  const voice: Voice = { recognitions: [], spoken: [], finish: () => {} };
  (window as unknown as { __voice: Voice }).__voice = voice;

  class FakeRecognition {
    lang = '';
    interimResults = true;
    maxAlternatives = 5;
    continuous = true;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      voice.recognitions.push({
        lang: this.lang,
        interimResults: this.interimResults,
        maxAlternatives: this.maxAlternatives,
      });
      setTimeout(() => {
        this.onresult?.({ results: [[{ transcript: phrase }]] });
        this.onend?.();
      }, 100);
    }
    abort() {
      this.onend?.();
    }
  }
  Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
  Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition, configurable: true });

  type Utterance = { text: string; lang: string; onend: (() => void) | null; onerror: (() => void) | null };
  let current: Utterance | null = null;
  class FakeUtterance {
    lang = '';
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  const synth = {
    speak(u: Utterance) {
      current = u;
      voice.spoken.push({ text: u.text, lang: u.lang });
    },
    cancel() {
      const u = current;
      current = null;
      u?.onerror?.();
    },
  };
  voice.finish = () => {
    const u = current;
    current = null;
    u?.onend?.();
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
}

async function openChat(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await newPage(browser);
  await context.addInitScript(installFakeSpeech, PHRASE);
  await page.goto(chatUrl);
  await page.getByRole('heading', { name: 'Voice bot' }).waitFor({ timeout: 15_000 });
  return { page, errors, close: () => context.close() };
}

const voice = (page: Page) =>
  page.evaluate(() => {
    const v = (window as unknown as { __voice: { recognitions: unknown[]; spoken: unknown[] } }).__voice;
    return { recognitions: v.recognitions, spoken: v.spoken };
  });

test('the microphone fills the input with the phrase heard, and it can be sent', async () => {
  const { page, errors, close } = await openChat();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await page.getByRole('button', { name: STRINGS.speakMessage }).click();
  await expect.poll(() => input.inputValue()).toBe(PHRASE);
  expect((await voice(page)).recognitions).toEqual([{ lang: 'en-US', interimResults: false, maxAlternatives: 1 }]);
  await input.press('Enter');
  await expect
    .poll(() => page.locator('.bf-bot .bf-bubble').last().textContent(), { timeout: 20_000 })
    .toMatch(/TypeScript/);
  expect(errors).toEqual([]);
  await close();
});

test('read aloud turns into stop while speaking, and back when speech ends or is stopped', async () => {
  const { page, errors, close } = await openChat();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill('Where does Ada speak?');
  await input.press('Enter');
  const answer = page.locator('.bf-bot .bf-bubble').last();
  await expect.poll(() => answer.count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => input.isEnabled(), { timeout: 20_000 }).toBe(true);

  const readButtons = page.getByRole('button', { name: STRINGS.readAloud });
  expect(await readButtons.count()).toBe(2);
  await readButtons.last().click();
  const stop = page.getByRole('button', { name: STRINGS.stopReading });
  await expect.poll(() => stop.count()).toBe(1);
  const { spoken } = await voice(page);
  expect(spoken).toEqual([{ text: await answer.textContent(), lang: 'en-US' }]);

  // Speech ends on its own: the button is "Read aloud" again.
  await page.evaluate(() => (window as unknown as { __voice: { finish: () => void } }).__voice.finish());
  await expect.poll(() => stop.count()).toBe(0);

  // Stopped by the person.
  await readButtons.first().click();
  await expect.poll(() => stop.count()).toBe(1);
  await stop.click();
  await expect.poll(() => stop.count()).toBe(0);
  expect(await readButtons.count()).toBe(2);
  expect(errors).toEqual([]);
  await close();
});

test('a browser without speech recognition is told so', async () => {
  const { context, page, errors } = await newPage(browser);
  await context.addInitScript(() => {
    Object.defineProperty(window, 'SpeechRecognition', { value: undefined, configurable: true });
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true });
  });
  await page.goto(chatUrl);
  await page.getByRole('heading', { name: 'Voice bot' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: STRINGS.speakMessage }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain(STRINGS.speechUnsupported);
  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone the chat page keeps the input on screen and the list scrolled to the newest message', async () => {
  const { context, page, errors } = await newPage(browser, {
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  const history = Array.from({ length: 30 }, (_, i) => ({
    sender: i % 2 ? 'bot' : 'user',
    text: `Message number ${i + 1}`,
  }));
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [chatKey, JSON.stringify(history)] as const,
  );
  await page.goto(chatUrl);
  await page.getByRole('heading', { name: 'Voice bot' }).waitFor({ timeout: 15_000 });
  const last = page.getByText('Message number 30', { exact: true });
  await expect.poll(() => last.isVisible()).toBe(true);
  const lastBox = await last.boundingBox();
  const bar = await page.locator('.bf-bar').boundingBox();
  expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(bar!.y);
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(667);
  const list = await page
    .locator('.bf-list')
    .evaluate((el) => ({ top: el.scrollTop, overflow: el.scrollHeight > el.clientHeight }));
  expect(list.overflow).toBe(true);
  expect(list.top).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: join(ARTIFACTS, 'chat-page-phone.png') });
  // Scrolled up to read, the list stays put while nothing new comes; the person's own message brings it down.
  await page.locator('.bf-list').evaluate((el) => {
    el.scrollTop = 0;
  });
  await page.waitForTimeout(100);
  expect(await page.locator('.bf-list').evaluate((el) => el.scrollTop)).toBe(0);
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await input.fill('One more question');
  await input.press('Enter');
  await expect.poll(() => page.getByText('One more question', { exact: true }).isVisible()).toBe(true);
  await expect.poll(() => page.locator('.bf-list').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});
