/**
 * XSS: bot names, bot text and the answers quoting it carry `<img onerror>`, `<script>` and
 * `javascript:` payloads. The dashboard's profile, your-bots and chat screens and the widget on a host
 * page render them as inert text: no dialog opens, no payload code runs (it would set `window.__xss`),
 * no element or link is made from them, and the payload text is shown literally.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRINGS } from '@botfolio/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../reliability/support/fakeOpenAi.js';
import { createBot, launchBrowser, newPage, type RunningApp, signUp, startApp } from './harness.js';

const NAME_PAYLOAD = `<img src=x onerror="__xss='name';alert('name')">`;
const SECOND_NAME_PAYLOAD = `<script>__xss='name-script';alert('name-script')</script>`;
const IMG_PAYLOAD = `<img src=y onerror="__xss='text-img';alert('text-img')">`;
const SCRIPT_PAYLOAD = `<script>__xss='text-script';alert('text-script')</script>`;
const LINK_PAYLOAD = `javascript:alert('text-link')`;
const MD_LINK_PAYLOAD = `[click me](javascript:alert('md-link'))`;
const SVG_PAYLOAD = `<svg onload="__xss='svg';alert('svg')"></svg>`;
const USER_NAME_PAYLOAD = `Eve <img src=x onerror="__xss='user';alert('user')">`;

/** Starts with a payload so the your-bots preview (first 40 characters) carries one too. */
const BOT_TEXT = [
  `${IMG_PAYLOAD} is the favourite image of Ada Lovelace in the gallery`,
  `Ada's favourite script is ${SCRIPT_PAYLOAD} on every page`,
  `Ada's favourite link is ${LINK_PAYLOAD} or ${MD_LINK_PAYLOAD} for fun`,
  `Ada's favourite drawing is ${SVG_PAYLOAD} in vector form`,
].join('\n\n');

const QUESTIONS: { question: string; payload: string }[] = [
  { question: 'What is the favourite image in the gallery?', payload: IMG_PAYLOAD },
  { question: 'What is her favourite script?', payload: SCRIPT_PAYLOAD },
  { question: 'What is her favourite link?', payload: LINK_PAYLOAD },
];

/** What the fake model answers, split so tags and links cross token boundaries. */
const MODEL_PIECES = [
  'Sure! <img src=z on',
  `error="__xss='model-img';alert('model-img')"> and `,
  `<scr`,
  `ipt>__xss='model-script';alert('model-script')</script> and `,
  `[my portfolio](javascript:alert('model-link')) — see javascript:alert('model-bare').`,
];
const MODEL_ANSWER = MODEL_PIECES.join('');

let app: RunningApp;
let modelApp: RunningApp;
let fakeModel: FakeOpenAi;
let modelOwner: { token: string; userId: string };
let modelBotId: string;
let browser: Browser;
let host: Server;
let hostUrl: string;
let owner: { token: string; userId: string };
let botId: string;

beforeAll(async () => {
  app = await startApp({ CHAT_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  owner = await signUp(app.baseUrl, 'Mallory Payload');
  botId = await createBot(app.baseUrl, owner.token, NAME_PAYLOAD, BOT_TEXT);
  await createBot(app.baseUrl, owner.token, SECOND_NAME_PAYLOAD, `${SCRIPT_PAYLOAD} second bot`);
  // a second app whose (fake, OpenAI-compatible) model itself answers with markup
  fakeModel = await startFakeOpenAi({ pieces: MODEL_PIECES, delayMs: 5 });
  modelApp = await startApp({
    LLM_PROVIDER: 'openai',
    OPENAI_BASE_URL: fakeModel.baseUrl,
    OPENAI_API_KEY: 'fake',
    CHAT_RATE_LIMIT: '1000',
  });
  modelOwner = await signUp(modelApp.baseUrl, 'Model Owner');
  modelBotId = await createBot(
    modelApp.baseUrl,
    modelOwner.token,
    'Plain bot',
    'Ada Lovelace wrote the first algorithm.',
  );
  // the host page of a portfolio owner: another origin that embeds the widget with the documented tag
  host = createServer((req, res) => {
    const [base, userId, bot] = req.url?.startsWith('/model')
      ? [modelApp.baseUrl, modelOwner.userId, modelBotId]
      : [app.baseUrl, owner.userId, botId];
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portfolio</title></head>
<body><h1>My portfolio</h1>
<script src="${base}/widget.js" data-user-id="${userId}" data-bot-id="${bot}" async></script>
</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => host?.close(r));
  await app?.stop();
  await modelApp?.stop();
  await fakeModel?.close();
});

/** A page that records dialogs (dismissing them) and starts signed in as the owner when asked. */
async function openPage(
  signedIn: boolean,
): Promise<{ page: Page; dialogs: string[]; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await newPage(browser);
  if (signedIn)
    await context.addInitScript((token: string) => window.localStorage.setItem('token', token), owner.token);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, dialogs, errors, close: () => context.close() };
}

/** Nothing ran and nothing was built from the payloads (open shadow roots included: locators pierce them). */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  // give an onerror/onload handler time to fire had the markup been parsed
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], img[src="y"]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(await page.locator('svg[onload]').count()).toBe(0);
}

async function expectLiteral(page: Page, text: string): Promise<void> {
  // visible: an answer's quoted passages hold the same text, folded in its "Sources" disclosure
  await page
    .getByText(text, { exact: false })
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 });
}

test('profile: bot names with markup show as text', async () => {
  const { page, dialogs, close } = await openPage(true);
  await page.goto(`${app.baseUrl}/profile/${owner.userId}`);
  await expectLiteral(page, NAME_PAYLOAD);
  await expectLiteral(page, SECOND_NAME_PAYLOAD);
  await expectInert(page, dialogs);
  await close();
});

test('your-bots: names and text previews with markup show as text', async () => {
  const { page, dialogs, close } = await openPage(true);
  await page.goto(`${app.baseUrl}/your-bots`);
  await expectLiteral(page, NAME_PAYLOAD);
  await expectLiteral(page, SECOND_NAME_PAYLOAD);
  // the preview is the first 40 characters of the text: it opens with the img payload
  await expectLiteral(page, IMG_PAYLOAD.slice(0, 30));
  await expectInert(page, dialogs);
  await close();
});

async function askAll(page: Page, input: ReturnType<Page['getByPlaceholder']>): Promise<void> {
  for (const { question, payload } of QUESTIONS) {
    await input.waitFor({ state: 'visible', timeout: 15_000 });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    await input.fill(question);
    await input.press('Enter');
    await expectLiteral(page, payload);
  }
}

test('chat screen: the bot name and answers quoting the text show as text', async () => {
  const { page, dialogs, close } = await openPage(false);
  await page.goto(`${app.baseUrl}/bot/${owner.userId}/${botId}`);
  await expectLiteral(page, NAME_PAYLOAD);
  await askAll(page, page.getByPlaceholder(STRINGS.chatPlaceholder));
  // the quoted passages under the answers are text too
  for (const summary of await page.getByText(STRINGS.sources, { exact: true }).all()) await summary.click();
  await expectInert(page, dialogs);
  await close();
});

test('widget on a host page: the bot name and answers show as text inside its shadow root', async () => {
  const { page, dialogs, close } = await openPage(false);
  await page.goto(hostUrl);
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  await expectLiteral(page, NAME_PAYLOAD);
  await askAll(page, page.getByPlaceholder(STRINGS.chatPlaceholder));
  const shadowText = await page.locator('botfolio-chat').evaluate((el) => el.shadowRoot?.textContent ?? '');
  for (const { payload } of QUESTIONS) expect(shadowText).toContain(payload);
  await expectInert(page, dialogs);
  await close();
});

test('a model answer carrying markup and javascript: links stays text, on the chat screen and in the widget', async () => {
  const chat = await openPage(false);
  await chat.page.goto(`${modelApp.baseUrl}/bot/${modelOwner.userId}/${modelBotId}`);
  const input = chat.page.getByPlaceholder(STRINGS.chatPlaceholder);
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  await input.fill('Who wrote the first algorithm?');
  await input.press('Enter');
  await expectLiteral(chat.page, `<img src=z onerror="__xss='model-img';alert('model-img')">`);
  await expectLiteral(chat.page, `<script>__xss='model-script';alert('model-script')</script>`);
  await expectInert(chat.page, chat.dialogs);
  await chat.close();

  const widget = await openPage(false);
  await widget.page.goto(`${hostUrl}model`);
  await widget.page.getByRole('button', { name: STRINGS.openChat }).click();
  const widgetInput = widget.page.getByPlaceholder(STRINGS.chatPlaceholder);
  await expect.poll(() => widgetInput.isEnabled(), { timeout: 15_000 }).toBe(true);
  await widgetInput.fill('Who wrote the first algorithm?');
  await widgetInput.press('Enter');
  await expectLiteral(widget.page, `<script>__xss='model-script';alert('model-script')</script>`);
  const shadowText = await widget.page.locator('botfolio-chat').evaluate((el) => el.shadowRoot?.textContent ?? '');
  expect(shadowText).toContain(MODEL_ANSWER.slice(0, 60));
  await expectInert(widget.page, widget.dialogs);
  await widget.close();
});

test('a user name with markup shows as text in the header search results and on the profile', async () => {
  const email = `eve.${Date.now()}@example.com`;
  const res = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: USER_NAME_PAYLOAD, email, password: 'correct horse battery' }),
  });
  expect(res.status).toBe(200);
  const eve = (await (
    await fetch(`${app.baseUrl}/api/auth/getuser`, {
      headers: { authorization: ((await res.json()) as { authtoken: string }).authtoken },
    })
  ).json()) as { _id: string };

  const { page, dialogs, close } = await openPage(true);
  await page.goto(`${app.baseUrl}/profile/${owner.userId}`);
  const search = page.getByPlaceholder(STRINGS.searchPlaceholder).first();
  await search.click();
  await search.fill('Eve');
  await expectLiteral(page, USER_NAME_PAYLOAD);
  await expectInert(page, dialogs);
  await page.goto(`${app.baseUrl}/profile/${eve._id}`);
  await expectLiteral(page, USER_NAME_PAYLOAD);
  await expectInert(page, dialogs);
  await close();
});

test('control: the same checks catch a payload that is parsed as HTML', async () => {
  const { page, dialogs, close } = await openPage(false);
  await page.goto(hostUrl);
  await page.evaluate((html) => {
    const div = document.createElement('div');
    div.innerHTML = html; // deliberately unsafe, to prove the detectors above would see it
    document.body.append(div);
  }, IMG_PAYLOAD);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual(['alert: text-img']);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe('text-img');
  expect(await page.locator('img[src="y"]').count()).toBe(1);
  await close();
});
