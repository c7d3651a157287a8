/**
 * The create-and-chat journey in Chromium against the built app: a signed-up user builds a bot from
 * typed text in the UI (the summary panel fills), finds it on your-bots, opens its chat and gets a
 * streamed answer quoting the right passage (offline answerer); then PDF mode uploads a PDF made with
 * pdf-lib through the real file input, with the progress bar seen and the extracted text shown.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pdfExtractedMessage, STRINGS } from '@botfolio/core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ARTIFACTS, launchBrowser, newPage, type RunningApp, signUp, startApp } from './harness.js';

const LIGHTHOUSE = 'The lighthouse on Skerry Point was built in 1871 and its lamp can be seen from 22 nautical miles.';
const KEEPER = "The keeper's cat is called Marmalade and sleeps on the warm lantern gallery every afternoon.";
const SUPPLIES = 'Supplies arrive by boat every second Tuesday, weather permitting, from the harbour at Castlebay.';
const BOT_TEXT = [LIGHTHOUSE, KEEPER, SUPPLIES].join('\n\n');
const PDF_FACT = 'Grace Hopper found the first actual bug, a moth, in the Harvard Mark II relay in 1947.';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ CHAT_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A fresh signed-in browser: the API signs up, the token goes into localStorage before any page script runs. */
async function signedInPage(
  name: string,
  { bypassCSP = false } = {},
): Promise<{ page: Page; errors: string[]; userId: string; close(): Promise<void> }> {
  const account = await signUp(app.baseUrl, name);
  // bypassCSP only where axe-core is injected (an inline script the app's CSP rightly refuses).
  const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 }, bypassCSP });
  await context.addInitScript((token: string) => window.localStorage.setItem('token', token), account.token);
  return { page, errors, userId: account.userId, close: () => context.close() };
}

/** Records, from inside the page, every state of the chat while an answer arrives. */
async function watchChat(page: Page): Promise<void> {
  await page.evaluate((typing: string) => {
    const seen = { typing: false, botTexts: [] as string[] };
    (window as unknown as { __chat: typeof seen }).__chat = seen;
    const record = () => {
      if (document.querySelector('.bf-typing')?.textContent?.includes(typing)) seen.typing = true;
      const bubbles = document.querySelectorAll('.bf-msg.bf-bot .bf-bubble');
      const last = bubbles[bubbles.length - 1]?.textContent ?? '';
      if (last && seen.botTexts[seen.botTexts.length - 1] !== last) seen.botTexts.push(last);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, STRINGS.typing);
}

test('create a bot from text, see its summary, find it on your-bots and get a streamed, grounded answer', async () => {
  const { page, errors, userId, close } = await signedInPage('Tess Keeper');
  await page.goto(`${app.baseUrl}/create-own-bot`);
  await page.getByText(`${STRINGS.welcome} Tess Keeper`).waitFor();
  expect(await page.getByRole('button', { name: STRINGS.modeText, exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );

  await page.getByRole('textbox', { name: STRINGS.textPlaceholder }).fill(BOT_TEXT);
  const inputPanel = page.getByRole('region', { name: STRINGS.inputTextPanel });
  await expect.poll(() => inputPanel.textContent()).toContain('Marmalade');

  // The summary panel fills from /api/summarize (offline: extractive, so it quotes the text).
  const summaryPanel = page.getByRole('region', { name: STRINGS.summarizedTextPanel });
  await expect
    .poll(async () => (await summaryPanel.textContent()) ?? '', { timeout: 15_000 })
    .toMatch(/lighthouse|Marmalade|Supplies/);
  expect(await summaryPanel.textContent()).not.toContain(STRINGS.summarizing);

  await page.getByRole('button', { name: STRINGS.createBot, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: STRINGS.enterBotName });
  await dialog.getByRole('textbox', { name: STRINGS.botNameLabel }).fill('Skerry Point');
  await dialog.getByRole('button', { name: STRINGS.createBot, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(STRINGS.botCreated).first().waitFor();
  await page.getByRole('link', { name: `${STRINGS.chatWith} Skerry Point` }).waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'create-from-text.png'), fullPage: true });

  await page.goto(`${app.baseUrl}/your-bots`);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Skerry Point' }) });
  await row.waitFor();
  expect(await row.textContent()).toContain(`${BOT_TEXT.slice(0, 40)}...`);
  await row.getByRole('link', { name: `${STRINGS.chat} Skerry Point`, exact: true }).click();
  await page.waitForURL(new RegExp(`/bot/${userId}/[^/]+$`));

  const input = page.getByPlaceholder(STRINGS.chatPlaceholder);
  await input.waitFor({ timeout: 15_000 });
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  await page.getByRole('heading', { name: 'Skerry Point' }).waitFor();
  await watchChat(page);
  await input.fill("What is the keeper's cat called?");
  await input.press('Enter');

  const lastBot = page.locator('.bf-msg.bf-bot .bf-bubble').last();
  await expect.poll(() => lastBot.textContent(), { timeout: 15_000 }).toContain('Marmalade');
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  const final = (await lastBot.textContent()) ?? '';
  expect(final).toContain('Marmalade');
  expect(final).not.toContain('Castlebay');
  const seen = await page.evaluate(
    () => (window as unknown as { __chat: { typing: boolean; botTexts: string[] } }).__chat,
  );
  // While waiting the top bar said 'Typing...'; the answer arrived in pieces, each a prefix of the next.
  expect(seen.typing).toBe(true);
  expect(seen.botTexts.at(-1)).toBe(final);
  for (const partial of seen.botTexts) expect(final.startsWith(partial.replace(/…$/, ''))).toBe(true);
  console.log(`chat: 'Typing...' seen, ${seen.botTexts.length} distinct bot-message states before the final answer`);
  await page.screenshot({ path: join(ARTIFACTS, 'chat-answer.png'), fullPage: false });
  expect(errors).toEqual([]);
  await close();
});

/** A text PDF of `pages` pages; the fact is on the first page, filler after it so the upload takes a moment. */
async function makePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p += 1) {
    const page = doc.addPage([612, 792]);
    const lines = p === 0 ? [PDF_FACT] : [];
    for (let i = lines.length; i < 40; i += 1) lines.push(`Page ${p + 1}, line ${i + 1}: computing history notes.`);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 740 - i * 17, size: 11, font });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

test('PDF mode: a dropped non-PDF is refused; the real file input uploads with a moving progress bar and the text becomes the input', async () => {
  const { page, errors, close } = await signedInPage('Grace Reader');
  const pdf = await makePdf(120);
  await page.goto(`${app.baseUrl}/create-own-bot`);
  await page.getByRole('button', { name: STRINGS.modePdf, exact: true }).click();
  expect(await page.getByRole('button', { name: STRINGS.modePdf, exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(await page.getByRole('button', { name: STRINGS.modeText, exact: true }).getAttribute('aria-pressed')).toBe(
    'false',
  );

  // Record every state of the progress bar from inside the page.
  await page.evaluate((extracting: string) => {
    const seen = { values: [] as number[], extracting: false };
    (window as unknown as { __pdf: typeof seen }).__pdf = seen;
    const record = () => {
      const bar = document.querySelector('progress');
      if (bar?.hasAttribute('value')) seen.values.push(bar.value);
      if (document.body.textContent?.includes(extracting)) seen.extracting = true;
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, STRINGS.extractingText);

  // Slow the upload down (DevTools network emulation) so the bar has time to move.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: Math.ceil(pdf.length / 2),
  });

  // Real drag and drop: a text file dropped on the zone is refused with a message; a file dropped beside
  // the zone does not make the browser open it (which would leave the page).
  const zone = page.locator('.source-picker__drop');
  const drag = (type: 'dragover' | 'drop', onZone: boolean) =>
    page.evaluate(
      ({ type, onZone }) => {
        const files = new DataTransfer();
        files.items.add(new File(['just text'], 'notes.txt', { type: 'text/plain' }));
        const target = onZone ? (document.querySelector('.source-picker__drop') as HTMLElement) : document.body;
        const event = new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: files });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      },
      { type, onZone },
    );
  await drag('dragover', true);
  await expect.poll(() => zone.getAttribute('class')).toContain('source-picker__drop--over');
  await drag('drop', true);
  expect(await drag('drop', false), 'a file dropped beside the zone must not be opened').toBe(true);
  await page.getByRole('alert').filter({ hasText: STRINGS.pdfOnly }).waitFor();

  const input = page.getByLabel(STRINGS.pdfDropHint);
  expect(await input.getAttribute('accept')).toBe('.pdf,application/pdf');
  await input.setInputFiles({ name: 'hopper-notes.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByText(`${STRINGS.fileSelected} hopper-notes.pdf`).waitFor();

  const inputPanel = page.getByRole('region', { name: STRINGS.inputTextPanel });
  await expect
    .poll(async () => (await inputPanel.textContent()) ?? '', { timeout: 30_000 })
    .toContain('Harvard Mark II');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByText(pdfExtractedMessage(120)).waitFor();
  const seen = await page.evaluate(
    () => (window as unknown as { __pdf: { values: number[]; extracting: boolean } }).__pdf,
  );
  console.log(
    `pdf: ${pdf.length} bytes, progress values seen: ${seen.values.map((v) => v.toFixed(2)).join(' ')}; extracting state seen: ${seen.extracting}`,
  );
  expect(seen.values.length).toBeGreaterThan(0);
  expect(seen.values.some((v) => v > 0 && v < 1)).toBe(true);
  // Every byte sent, the bar turned into the 'Extracting text...' state before the text arrived.
  expect(seen.extracting).toBe(true);
  // Values only grow.
  for (let i = 1; i < seen.values.length; i += 1)
    expect(seen.values[i]).toBeGreaterThanOrEqual(seen.values[i - 1] ?? 0);
  await page.getByRole('button', { name: STRINGS.createBot, exact: true }).waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'create-from-pdf.png'), fullPage: false });
  expect(errors).toEqual([]);
  await close();
});

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now, readable in a failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: Array<{ target: unknown[] }> };
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

async function scrollsSideways(page: Page): Promise<boolean> {
  await page.waitForTimeout(100);
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test('the create screen fits 375, 768 and 1280 px in every mode and with the dialog open, with no serious axe finding', async () => {
  const { page, errors, close } = await signedInPage('Ines Narrow', { bypassCSP: true });
  await page.goto(`${app.baseUrl}/create-own-bot`);
  await page.getByRole('textbox', { name: STRINGS.textPlaceholder }).fill(BOT_TEXT);
  const summaryPanel = page.getByRole('region', { name: STRINGS.summarizedTextPanel });
  await expect.poll(async () => (await summaryPanel.textContent()) ?? '', { timeout: 15_000 }).toContain('lighthouse');
  expect(await seriousViolations(page)).toEqual([]);

  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const mode of [STRINGS.modePdf, STRINGS.modeYoutube, STRINGS.modeWeb, STRINGS.modeText]) {
      await page.getByRole('button', { name: mode, exact: true }).click();
      expect(await scrollsSideways(page), `${mode} mode scrolls sideways at ${width}px`).toBe(false);
    }
    await page.screenshot({ path: join(ARTIFACTS, `create-${width}.png`), fullPage: width === 375 });
  }

  // The dialog: focus starts in the name field, Tab stays inside, Escape closes it and focus returns.
  await page.setViewportSize({ width: 375, height: 700 });
  const opener = page.getByRole('button', { name: STRINGS.createBot, exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: STRINGS.enterBotName });
  await dialog.waitFor();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  const name = dialog.getByRole('textbox', { name: STRINGS.botNameLabel });
  expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(errors).toEqual([]);
  await close();
});
