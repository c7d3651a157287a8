/**
 * An owner shapes a bot after making it, in Chromium against the built app: from Your Bots to its Edit page,
 * renames it, adds a website (served by a loopback site) and a real PDF as sources, removes the first source,
 * sets its greeting, starters and accent and sees them in the live preview, and the same bot id (so every embed
 * tag and share link) answers from the new text on its chat page. Then another owner adds a titled text source,
 * renames a source and corrects its text in the row's inline form (by keyboard), and the chat answers from the
 * corrected text, naming the source by its new title.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { STRINGS, titleFromText } from '@botfolio/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ARTIFACTS, createBot, launchBrowser, newPage, ROOT, type RunningApp, signUp, startApp } from './harness.js';

const OLD_TEXT = 'The secret word of the old resume is marmalade. Jordan once worked at a bakery.';
const PAGE_TITLE = 'Jordan Lee — portfolio';
const PAGE_FACT = 'Jordan designed the tide clock that hangs in the Castlebay harbour office.';
const RESUME_PDF = readFileSync(join(ROOT, 'packages/server/test/fixtures/resume.pdf'));

let app: RunningApp;
let browser: Browser;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>${PAGE_TITLE}</title></head><body><main><article><h1>Portfolio</h1><p>${PAGE_FACT}</p><p>Jordan likes maps, tides and small harbours, and writes about them every month.</p></article></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/portfolio`;
  app = await startApp({ CHAT_RATE_LIMIT: '1000', ALLOW_PRIVATE_NETWORK_FETCH: 'true' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
});

async function ask(page: Page, question: string): Promise<string> {
  const input = page.getByPlaceholder(STRINGS.chatPlaceholder);
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  const before = await page.locator('.bf-msg.bf-bot .bf-bubble').count();
  await input.fill(question);
  await input.press('Enter');
  const answer = page.locator('.bf-msg.bf-bot .bf-bubble').nth(before);
  await answer.waitFor({ timeout: 15_000 });
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  return (await answer.textContent()) ?? '';
}

test('rename, add a website and a PDF, remove the first source: the same bot id answers from the new text', async () => {
  const account = await signUp(app.baseUrl, 'Jordan Lee');
  const botId = await createBot(app.baseUrl, account.token, 'Old resume', OLD_TEXT);
  const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token: string) => window.localStorage.setItem('token', token), account.token);
  page.on('dialog', (dialog) => void dialog.accept());

  await page.goto(`${app.baseUrl}/your-bots`);
  await page.getByRole('link', { name: `${STRINGS.editBot} Old resume` }).click();
  await page.waitForURL(`${app.baseUrl}/your-bots/${botId}`);
  await page.getByRole('heading', { name: STRINGS.editTitle }).waitFor();

  // rename
  const name = page.getByLabel(STRINGS.botNameField, { exact: true });
  await name.fill('Jordan, in short');
  await page.getByRole('button', { name: STRINGS.saveChanges }).click();
  await page.getByText('Saved: Name.').waitFor();

  const sources = page.getByRole('region', { name: STRINGS.sourcesTitle });
  const add = sources.getByRole('button', { name: STRINGS.addSource });

  // a website, imported by the server from the loopback site
  await sources.getByRole('button', { name: STRINGS.modeWeb, exact: true }).click();
  await sources.getByPlaceholder(STRINGS.websitePlaceholder).fill(siteUrl);
  await expect.poll(() => add.isEnabled(), { timeout: 15_000 }).toBe(true);
  await add.click();
  await sources.getByText(STRINGS.sourceAdded).waitFor();
  await sources.getByRole('button', { name: `${STRINGS.refreshSource} ${PAGE_TITLE}` }).waitFor();

  // a real PDF through the file input, with its progress bar
  await sources.getByRole('button', { name: STRINGS.modePdf, exact: true }).click();
  await sources
    .locator('input[type="file"]')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await expect.poll(() => add.isEnabled(), { timeout: 20_000 }).toBe(true);
  await add.click();
  await sources.getByRole('button', { name: `${STRINGS.removeSource} resume.pdf` }).waitFor();
  expect(await sources.getByRole('listitem').count()).toBe(3);

  // remove the first source (the old text, named by its first words; confirmed in the dialog)
  await sources.getByRole('button', { name: `${STRINGS.removeSource} ${titleFromText(OLD_TEXT)}` }).click();
  await sources.getByText(STRINGS.sourceRemoved).waitFor();
  expect(await sources.getByRole('listitem').count()).toBe(2);

  // greeting, starters and accent: seen in the live preview before saving, then saved
  const preview = page.getByRole('complementary', { name: STRINGS.previewTitle });
  await page.getByLabel(STRINGS.greetingLabel).fill('Hello! Ask me about Jordan.');
  await page.getByRole('textbox', { name: `${STRINGS.starterLabel} 1` }).fill('Who designed the tide clock?');
  await page.getByLabel(STRINGS.accentLabel).fill('#0f766e');
  await preview.getByText('Hello! Ask me about Jordan.').waitFor();
  await preview.getByRole('button', { name: 'Who designed the tide clock?' }).waitFor();
  expect(await preview.locator('.bf-top').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
    'rgb(15, 118, 110)',
  );
  await page.getByRole('button', { name: STRINGS.saveChanges }).click();
  await page.getByText('Saved: Greeting, Starter questions, Accent colour.').waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'edit-bot-sources.png'), fullPage: true });

  // the same id answers from the new text on its chat page, which greets as saved
  await page.goto(`${app.baseUrl}/bot/${account.userId}/${botId}`);
  await page.getByRole('heading', { name: 'Jordan, in short' }).waitFor({ timeout: 15_000 });
  await page.getByText('Hello! Ask me about Jordan.').waitFor();
  expect(await ask(page, 'Who designed the tide clock in the harbour office?')).toContain('tide clock');
  expect(await ask(page, 'What did Jordan do at Havenbank?')).toContain('Havenbank');
  expect(await ask(page, 'What is the secret word?')).not.toContain('marmalade');
  expect(errors).toEqual([]);
  await context.close();
});

const TYPO_TEXT = 'Jordan keeps bees on a rooftop in Leith. The hives are painted teal.';
const FIXED_TEXT = 'Jordan keeps bees on a rooftop in Leith. The hives are painted saffron yellow.';

test('add a titled text source, rename a source and correct its text: the chat answers from the corrected text', async () => {
  const account = await signUp(app.baseUrl, 'Jordan Bee');
  const botId = await createBot(app.baseUrl, account.token, 'Bees', TYPO_TEXT);
  const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token: string) => window.localStorage.setItem('token', token), account.token);
  await page.goto(`${app.baseUrl}/your-bots/${botId}`);
  const sources = page.getByRole('region', { name: STRINGS.sourcesTitle });
  await sources.getByRole('button', { name: `${STRINGS.editSource} ${titleFromText(TYPO_TEXT)}` }).waitFor();

  // a second source, pasted and titled by its owner (so answers name the source each quote comes from)
  await sources.getByRole('textbox', { name: STRINGS.textPlaceholder }).fill('Jordan sails a small wooden boat.');
  await sources.getByRole('textbox', { name: STRINGS.sourceTitleOptional }).fill('Weekends');
  await sources.getByRole('button', { name: STRINGS.addSource }).click();
  await sources.getByRole('button', { name: `${STRINGS.editSource} Weekends` }).waitFor();

  // Escape closes the inline form without saving, and focus is back on the row's Edit button
  const editWeekends = sources.getByRole('button', { name: `${STRINGS.editSource} Weekends` });
  await editWeekends.click();
  const weekendsForm = sources.getByRole('form', { name: `${STRINGS.editSourceLabel} Weekends` });
  await weekendsForm.getByRole('textbox', { name: STRINGS.sourceTextLabel }).waitFor();
  await page.keyboard.type(' and sailing');
  await page.keyboard.press('Escape');
  await weekendsForm.waitFor({ state: 'detached' });
  expect(await editWeekends.evaluate((el) => el === document.activeElement)).toBe(true);

  // rename the first source and correct its text, by keyboard: focus starts on the title, Save by Enter
  const editFirst = sources.getByRole('button', { name: `${STRINGS.editSource} ${titleFromText(TYPO_TEXT)}` });
  await editFirst.focus();
  await page.keyboard.press('Enter');
  const form = sources.getByRole('form', { name: `${STRINGS.editSourceLabel} ${titleFromText(TYPO_TEXT)}` });
  const title = form.getByRole('textbox', { name: STRINGS.sourceTitleLabel });
  expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
  const text = form.getByRole('textbox', { name: STRINGS.sourceTextLabel });
  await expect.poll(() => text.inputValue(), { timeout: 15_000 }).toBe(TYPO_TEXT);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Beekeeping');
  await text.fill(FIXED_TEXT);
  await title.press('Enter');
  await sources.getByRole('status').filter({ hasText: STRINGS.sourceSaved }).waitFor();
  await form.waitFor({ state: 'detached' });
  const editRenamed = sources.getByRole('button', { name: `${STRINGS.editSource} Beekeeping` });
  await expect.poll(() => editRenamed.evaluate((el) => el === document.activeElement)).toBe(true);
  const row = sources.getByRole('listitem').filter({ hasText: 'Beekeeping' });
  expect(await row.textContent()).toContain(`${FIXED_TEXT.length} ${STRINGS.sourceChars}`);
  await page.screenshot({ path: join(ARTIFACTS, 'edit-bot-source-edited.png'), fullPage: true });

  // the same bot answers from the corrected text, naming the source by its new title
  await page.goto(`${app.baseUrl}/bot/${account.userId}/${botId}`);
  await page.getByRole('heading', { name: 'Bees' }).waitFor({ timeout: 15_000 });
  const answer = await ask(page, 'What colour are the hives painted?');
  expect(answer).toContain('saffron');
  expect(answer).not.toContain('teal');
  expect(answer).toContain('Beekeeping');
  expect(await ask(page, 'What does Jordan sail?')).toContain('wooden boat');
  expect(errors).toEqual([]);
  await context.close();
});
