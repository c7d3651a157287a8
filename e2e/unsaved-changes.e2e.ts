/**
 * Unsaved work is not lost without a question, in Chromium against the built app: on the Edit page, a typed
 * greeting makes a link to another page and the browser's Back ask (declined: the page and the text stay; accepted:
 * it goes), and closing the tab asks through the browser's own beforeunload dialog; once saved, nothing asks. On
 * the Create page typed text makes closing the tab ask too.
 */
import { STRINGS } from '@botfolio/core';
import type { Browser, Dialog } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBot, launchBrowser, newPage, type RunningApp, signUp, startApp } from './harness.js';

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

test('the Edit page asks before a link, Back or closing the tab loses a typed setting, and not once it is saved', async () => {
  const account = await signUp(app.baseUrl, 'Grace Hopper');
  const botId = await createBot(app.baseUrl, account.token, 'Compiler bot', 'Grace wrote the first compiler, A-0.');
  const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token: string) => window.localStorage.setItem('token', token), account.token);
  const dialogs: { type: string; message: string }[] = [];
  let answer: (dialog: Dialog) => Promise<void> = (dialog) => dialog.dismiss();
  page.on('dialog', (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void answer(dialog);
  });

  // the Edit page opened from the list, so Back has a page of the app to go to
  await page.goto(`${app.baseUrl}/your-bots`);
  await page.getByRole('link', { name: `${STRINGS.editBot} Compiler bot` }).click();
  await page.waitForURL(`${app.baseUrl}/your-bots/${botId}`);
  const greeting = page.getByLabel(STRINGS.greetingLabel);
  await greeting.click();
  await page.keyboard.type('Hello, I know compilers.');

  // a link to another page of the app: declined, nothing moves
  await page.getByRole('link', { name: STRINGS.insightsLink }).click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0]).toEqual({ type: 'confirm', message: STRINGS.unsavedChanges });
  expect(page.url()).toBe(`${app.baseUrl}/your-bots/${botId}`);
  expect(await greeting.inputValue()).toBe('Hello, I know compilers.');

  // the browser's Back: the same question; declined, the browser returns to the Edit page and the text stays
  await page.goBack();
  await expect.poll(() => dialogs.length).toBe(2);
  expect(dialogs[1]).toEqual({ type: 'confirm', message: STRINGS.unsavedChanges });
  await expect.poll(() => page.url()).toBe(`${app.baseUrl}/your-bots/${botId}`);
  expect(await greeting.inputValue()).toBe('Hello, I know compilers.');
  expect(await page.getByRole('heading', { name: STRINGS.editTitle }).count()).toBe(1);

  // closing the tab: the browser's own question; declined, the page stays
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.length).toBe(3);
  expect(dialogs[2]?.type).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);

  // saved: a link goes at once
  await page.getByRole('button', { name: STRINGS.saveChanges }).click();
  await page.getByText('Saved: Greeting.').waitFor();
  await page.getByRole('link', { name: STRINGS.insightsLink }).click();
  await page.waitForURL(`${app.baseUrl}/your-bots/${botId}/insights`);
  expect(dialogs).toHaveLength(3);

  // back with a change, and the owner says leave
  await page.goBack();
  await page.getByLabel(STRINGS.accentLabel).fill('#0f766e');
  answer = (dialog) => dialog.accept();
  await page.getByRole('link', { name: STRINGS.insightsLink }).click();
  await page.waitForURL(`${app.baseUrl}/your-bots/${botId}/insights`);
  expect(dialogs).toHaveLength(4);

  // Back to the Edit page, a change, and Back again: the owner says leave, and the list is there
  await page.goBack();
  await page.getByLabel(STRINGS.accentLabel).fill('#b45309');
  await page.goBack();
  // (the address changes before the question: the browser has moved when the page hears of it)
  await expect.poll(() => dialogs.length).toBe(5);
  expect(dialogs[4]).toEqual({ type: 'confirm', message: STRINGS.unsavedChanges });
  await page.getByText(STRINGS.hereAreYourBots).waitFor();
  expect(page.url()).toBe(`${app.baseUrl}/your-bots`);
  expect(errors).toEqual([]);
  await context.close();
});

test('the Create page asks before closing the tab while typed text is not a bot yet', async () => {
  const account = await signUp(app.baseUrl, 'Katherine Johnson');
  const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token: string) => window.localStorage.setItem('token', token), account.token);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto(`${app.baseUrl}/create-own-bot`);
  await page.getByPlaceholder(STRINGS.textPlaceholder).click();
  await page.keyboard.type('Katherine computed the trajectory of Freedom 7.');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await context.close();
});
