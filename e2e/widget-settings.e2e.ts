/**
 * The widget with its owner's settings, on pages of ANOTHER origin with a strict CSP (`script-src 'self' <app>;
 * style-src 'self'`): before the first intent the page loads widget.js and nothing else; the pointer over the
 * launcher brings the content-hashed panel, which reads the bot's public settings once. The panel greets, offers
 * the starters, answers a starter with its sources, wears the owner's accent and dark theme (or the tag's), says
 * "not available on this site" where the owner did not allow it, and holds up on a hostile, right-to-left,
 * 360-pixel page. Then a visitor asks three questions and leaves a contact, and the owner sees the counts, the
 * questions and the contact on the bot's Insights page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ANSWER_FRAMES, CHAT_LOCALES, STRINGS } from '@botfolio/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ARTIFACTS, createBot, launchBrowser, newPage, type RunningApp, signUp, startApp } from './harness.js';

const BOT_TEXT = [
  'Ada Lovelace is a software engineer who builds accessible web applications.',
  'She led the migration of a payments platform to TypeScript at Analytical Engines Ltd.',
  'Her favourite project is a chess engine written in Rust that plays at 2100 Elo.',
].join('\n\n');
const HOSTILE_CSS =
  '*{all:unset}button{display:none!important}html,body{display:block;font:22px/3 serif}.tall{display:block;height:1500px}header.top{display:block;position:fixed;top:0;left:0;right:0;height:60px;z-index:2147483647;background:rgb(200,0,0)}';

let app: RunningApp;
let browser: Browser;
let host: Server;
let hostOrigin: string;
let owner: { token: string; userId: string };
let botId: string;
let closedBotId: string;
let japaneseBotId: string;
let busyBotId: string;

async function patchSettings(id: string, settings: object): Promise<void> {
  const res = await fetch(`${app.baseUrl}/api/bots/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: owner.token },
    body: JSON.stringify({ settings }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  app = await startApp({ CHAT_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  owner = await signUp(app.baseUrl, 'Ada Lovelace');
  botId = await createBot(app.baseUrl, owner.token, 'Ada’s résumé', BOT_TEXT);
  await patchSettings(botId, {
    greeting: 'Hi! I answer questions about Ada.',
    starters: ['Which project is her favourite?', 'Where did she lead a migration?'],
    accent: '#0f766e',
    theme: 'dark',
    avatar: 'AL',
    keepQuestions: true,
    acceptContact: true,
  });
  closedBotId = await createBot(app.baseUrl, owner.token, 'Elsewhere only', BOT_TEXT);
  japaneseBotId = await createBot(
    app.baseUrl,
    owner.token,
    '佐藤健',
    '佐藤健は大阪に住むウェブデザイナーです。佐藤さんは京都大学で建築を学びました。\n\n富士山は日本で一番高い山です。',
  );
  await patchSettings(japaneseBotId, { language: 'ja-JP' });
  busyBotId = await createBot(app.baseUrl, owner.token, 'Ada, busy', BOT_TEXT);
  await patchSettings(busyBotId, {
    greeting: 'Hi! I answer questions about Ada, her work, her projects and where she studied.',
    starters: [
      'Which project is her favourite, and why does she like it so much?',
      'Where did she lead a migration, and what did the team move to?',
      'Which programming languages does she write code in these days?',
      'What does she build at work, and for whom does she build it?',
    ],
    contactUrl: 'https://ada.example/contact',
    acceptContact: true,
  });
  await patchSettings(closedBotId, { allowedOrigins: ['https://ada.example'] });
  host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/hostile.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(HOSTILE_CSS);
      return;
    }
    const bot = url.searchParams.get('bot') ?? botId;
    const attrs = url.searchParams.get('attrs') ?? '';
    const rtl = url.searchParams.has('rtl');
    const hostile = url.searchParams.has('hostile');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; style-src 'self'; script-src 'self' ${app.baseUrl}; connect-src ${app.baseUrl}`,
    });
    res.end(`<!doctype html><html lang="${rtl ? 'ar' : 'en'}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Portfolio</title>${hostile ? '<link rel="stylesheet" href="/hostile.css">' : ''}</head>
<body><header class="top">Menu</header><main><h1>${rtl ? 'ملف أعمال' : 'Ada Lovelace'}</h1><p class="tall">Projects.</p></main>
<script src="${app.baseUrl}/widget.js" data-user-id="${owner.userId}" data-bot-id="${bot}" ${attrs} async></script>
</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await app?.stop();
});

/** A host page recording what it asks of the app's origin and any CSP violation. */
async function openHost(query: string, viewport = { width: 1280, height: 800 }) {
  const { context, page, errors } = await newPage(browser, { viewport });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(app.baseUrl)) requests.push(new URL(request.url()).pathname);
  });
  await page.goto(`${hostOrigin}/?${query}`);
  return { page, errors, requests, close: () => context.close() };
}

const inShadow = (page: Page, selector: string) => page.locator('botfolio-chat').locator(selector);

test('before the first intent the page loads widget.js alone; hovering the launcher brings the panel, then the settings', async () => {
  const { page, errors, requests, close } = await openHost(`bot=${botId}`);
  const launcher = page.getByRole('button', { name: STRINGS.openChat });
  await launcher.waitFor();
  await page.waitForTimeout(500);
  expect(requests).toEqual(['/widget.js']);
  const panelResponse = page.waitForResponse((r) => /\/widget\/panel-[\w-]+\.js$/.test(r.url()));
  await launcher.hover();
  const panel = await panelResponse;
  expect(panel.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect.poll(() => requests.length).toBe(3);
  expect(requests[1]).toMatch(/^\/widget\/panel-[\w-]+\.js$/);
  expect(requests[2]).toBe(`/api/bots/${owner.userId}/${botId}/public`);
  await launcher.click();
  await inShadow(page, '.bf-input').waitFor();
  expect(requests.filter((r) => r.endsWith('/public'))).toHaveLength(1);
  expect(errors).toEqual([]);
  await close();
});

test("greets, offers the starters, answers a starter with its sources, in the owner's accent and dark theme", async () => {
  const { page, errors, close } = await openHost(`bot=${botId}`);
  const launcher = page.getByRole('button', { name: STRINGS.openChat });
  await launcher.click();
  await inShadow(page, '.bf-bubble').first().waitFor();
  expect(await inShadow(page, '.bf-bubble').first().textContent()).toBe('Hi! I answer questions about Ada.');
  expect(await inShadow(page, '.bf-avatar').textContent()).toBe('AL');
  expect(await inShadow(page, '.bf-fine').textContent()).toBe(STRINGS.questionsSeen);
  const styles = await page.locator('botfolio-chat').evaluate((el) => {
    const root = el.shadowRoot as ShadowRoot;
    const css = (selector: string, prop: string) =>
      getComputedStyle(root.querySelector(selector) as Element).getPropertyValue(prop);
    return {
      launcher: css('.bf-launch', 'background-color'),
      header: css('.bf-top', 'background-image'),
      headerText: css('.bf-top', 'color'),
      body: css('.bf-chat', 'background-color'),
      text: css('.bf-bot .bf-bubble', 'color'),
    };
  });
  expect(styles.launcher).toBe('rgb(15, 118, 110)');
  expect(styles.header).toContain('rgb(15, 118, 110)');
  expect(styles.headerText).toBe('rgb(255, 255, 255)');
  expect(styles.body).toBe('rgb(23, 21, 43)');
  expect(styles.text).toBe('rgb(238, 236, 248)');

  await inShadow(page, 'button:has-text("Which project is her favourite?")').click();
  const answer = inShadow(page, '.bf-msg.bf-bot .bf-bubble').nth(1);
  await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toContain('chess engine');
  const sources = inShadow(page, 'details.bf-src').first();
  // a target a finger can take: at least 24×24 CSS pixels (WCAG 2.5.8)
  const target = await sources.locator('summary').boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(24);
  expect(target!.width).toBeGreaterThanOrEqual(24);
  await sources.locator('summary').click();
  expect(await sources.locator('li').first().textContent()).toContain('chess engine written in Rust');
  await page.screenshot({ path: join(ARTIFACTS, 'widget-settings.png') });
  expect(errors).toEqual([]);
  await close();
});

test('a starter taken by keyboard keeps focus in the chat, then on the input: Escape still closes it', async () => {
  const { page, errors, close } = await openHost(`bot=${botId}`);
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const starter = inShadow(page, 'button:has-text("Where did she lead a migration?")');
  await starter.focus();
  await page.keyboard.press('Enter');
  /** The focused control inside the widget, or where focus is on the page. */
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (active?.tagName.toLowerCase() !== 'botfolio-chat') return `page: ${active?.tagName}`;
      return active.shadowRoot?.activeElement?.className ?? '';
    });
  // while the answer comes the input is disabled: focus waits on the chat itself, not the page
  expect(await focused()).toMatch(/^bf-(chat|input)\b/);
  const answer = inShadow(page, '.bf-msg.bf-bot .bf-bubble').nth(1);
  await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toContain('payments platform');
  await expect.poll(() => inShadow(page, '.bf-input').isEnabled()).toBe(true);
  await expect.poll(focused).toBe('bf-input');
  await page.keyboard.press('Escape');
  await expect.poll(() => inShadow(page, '.bf-wrap').isHidden()).toBe(true);
  expect(await focused()).toBe('bf-launch');
  expect(errors).toEqual([]);
  await close();
});

/**
 * Where the chat's parts are in `root` (a document or the widget's shadow root): the boxes that must not overlap,
 * the greeting's visible height, and the starters that do not take a click at their centre once scrolled into view.
 */
function chatLayout(root: Document | ShadowRoot) {
  const box = (selector: string) => root.querySelector(selector)?.getBoundingClientRect() ?? null;
  const boxes = ['.bf-list', '.bf-starters', '.bf-extras', '.bf-bar']
    .map((selector) => ({ selector, rect: box(selector) }))
    .filter((b): b is { selector: string; rect: DOMRect } => b.rect !== null && b.rect.height > 0);
  const overlaps: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (height > 0.5) overlaps.push(`${a.selector} × ${b.selector}: ${Math.round(height)}px`);
    }
  }
  const list = box('.bf-list');
  const greeting = box('.bf-bot .bf-bubble');
  const greetingShown =
    list && greeting ? Math.min(list.bottom, greeting.bottom) - Math.max(list.top, greeting.top) : 0;
  const unreachable = [...root.querySelectorAll<HTMLButtonElement>('.bf-starters button')]
    .filter((button) => {
      button.scrollIntoView({ block: 'nearest' });
      const rect = button.getBoundingClientRect();
      const hit = root.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !hit || !button.contains(hit);
    })
    .map((button) => button.textContent);
  return { overlaps, greetingShown, unreachable, starters: root.querySelectorAll('.bf-starters button').length };
}

test('in a short window (a phone with its keyboard up, a landscape phone, a low desktop) the starters scroll in their own box: nothing overlaps, the greeting shows, each starter takes its click', async () => {
  const sizes = [
    { width: 375, height: 340 },
    { width: 667, height: 375 },
    { width: 1280, height: 520 },
  ];
  for (const viewport of sizes) {
    const widget = await openHost(`bot=${busyBotId}`, viewport);
    await widget.page.getByRole('button', { name: STRINGS.openChat }).click();
    await inShadow(widget.page, '.bf-starters button').first().waitFor();
    const inWidget = await widget.page
      .locator('botfolio-chat')
      .evaluate((el, layout) => new Function(`return (${layout})`)()(el.shadowRoot), chatLayout.toString());
    expect(inWidget, `widget at ${viewport.width}×${viewport.height}`).toMatchObject({
      overlaps: [],
      unreachable: [],
      starters: 4,
    });
    expect(inWidget.greetingShown, `widget greeting at ${viewport.width}×${viewport.height}`).toBeGreaterThan(30);
    await widget.page.screenshot({ path: join(ARTIFACTS, `widget-short-${viewport.width}x${viewport.height}.png`) });
    expect(widget.errors).toEqual([]);
    await widget.close();

    const { context, page, errors } = await newPage(browser, { viewport });
    await page.goto(`${app.baseUrl}/bot/${owner.userId}/${busyBotId}`);
    await page.locator('.bf-starters button').first().waitFor();
    const onPage = await page.evaluate(
      (layout) => new Function(`return (${layout})`)()(document),
      chatLayout.toString(),
    );
    expect(onPage, `share page at ${viewport.width}×${viewport.height}`).toMatchObject({
      overlaps: [],
      unreachable: [],
      starters: 4,
    });
    expect(onPage.greetingShown, `share page greeting at ${viewport.width}×${viewport.height}`).toBeGreaterThan(30);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("the tag's data-accent, data-theme and data-greeting win on that page", async () => {
  const attrs = encodeURIComponent('data-accent="#facc15" data-theme="light" data-greeting="Welcome to my portfolio!"');
  const { page, errors, close } = await openHost(`bot=${botId}&attrs=${attrs}`);
  const launcher = page.getByRole('button', { name: STRINGS.openChat });
  expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(250, 204, 21)');
  // dark text on a light accent (AA contrast)
  expect(await launcher.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
  await launcher.click();
  await inShadow(page, '.bf-bubble').first().waitFor();
  expect(await inShadow(page, '.bf-bubble').first().textContent()).toBe('Welcome to my portfolio!');
  expect(await inShadow(page, '.bf-chat').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  expect(errors).toEqual([]);
  await close();
});

test('a page the owner did not allow shows one sentence instead of an input', async () => {
  const { page, errors, close } = await openHost(`bot=${closedBotId}`);
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  await expect
    .poll(() => inShadow(page, '[role=alert]').first().textContent(), { timeout: 15_000 })
    .toBe(STRINGS.notAvailableHere);
  expect(await inShadow(page, '.bf-input').count()).toBe(0);
  expect(errors).toEqual([]);
  await close();
});

test('on a hostile, right-to-left, 360-pixel page the launcher shows and the open panel fills the screen', async () => {
  const { page, errors, close } = await openHost(`bot=${botId}&rtl&hostile`, { width: 360, height: 720 });
  const launcher = page.getByRole('button', { name: STRINGS.openChat });
  const box = await launcher.boundingBox();
  expect(box?.width).toBe(56);
  // at the bottom right; the widget (appended last, at the same top z-index) paints over the page's fixed header
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(720);
  await launcher.click();
  const wrap = inShadow(page, '.bf-wrap');
  await inShadow(page, '.bf-input').waitFor();
  const frame = await wrap.boundingBox();
  expect(frame).toMatchObject({ x: 0, width: 360 });
  expect(frame?.height).toBeGreaterThan(700);
  const input = await inShadow(page, '.bf-input').boundingBox();
  expect((input?.y ?? 0) + (input?.height ?? 0)).toBeLessThanOrEqual(720);
  // the chat is left-to-right inside the right-to-left page; a message reads in its own direction
  expect(await inShadow(page, '.bf-chat').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await inShadow(page, '.bf-bubble').first().getAttribute('dir')).toBe('auto');
  // the close button is there and takes the click, over the page's own z-index 2147483647 header
  await inShadow(page, `.bf-top button[aria-label="${STRINGS.closeChat}"]`).click();
  await expect.poll(() => wrap.isHidden()).toBe(true);
  await page.screenshot({ path: join(ARTIFACTS, 'widget-rtl-360.png') });
  expect(errors).toEqual([]);
  await close();
});

test('at 200% zoom (a 1280×800 window seen as 640×400 CSS pixels) the panel fits and every control takes a click', async () => {
  const { page, errors, close } = await openHost(`bot=${botId}`, { width: 640, height: 400 });
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = inShadow(page, '.bf-input');
  await input.waitFor();
  const frame = await inShadow(page, '.bf-wrap').boundingBox();
  expect(frame?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(640);
  const box = await input.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(400);
  // the starters and the close button are reachable and work
  await inShadow(page, 'button:has-text("Which project is her favourite?")').click();
  await expect
    .poll(() => inShadow(page, '.bf-msg.bf-bot .bf-bubble').nth(1).textContent(), { timeout: 15_000 })
    .toContain('chess engine');
  await inShadow(page, `.bf-top button[aria-label="${STRINGS.closeChat}"]`).click();
  await expect.poll(() => inShadow(page, '.bf-wrap').isHidden()).toBe(true);
  expect(errors).toEqual([]);
  await close();
});

test("a Japanese bot's widget speaks Japanese and answers a Japanese question in Japanese", async () => {
  const { page, errors, requests, close } = await openHost(`bot=${japaneseBotId}`);
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = inShadow(page, '.bf-input');
  await expect
    .poll(() => input.getAttribute('placeholder'), { timeout: 15_000 })
    .toBe(CHAT_LOCALES.ja?.chatPlaceholder);
  expect(requests).toContain('/widget/words/ja.json');
  expect(await inShadow(page, '.bf-send').getAttribute('aria-label')).toBe(CHAT_LOCALES.ja?.send);
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill('佐藤さんはどこの大学で学びましたか？');
  await input.press('Enter');
  const answer = inShadow(page, '.bf-msg.bf-bot .bf-bubble').first();
  await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toContain('京都大学');
  expect((await answer.textContent())?.startsWith(ANSWER_FRAMES.ja.intro)).toBe(true);
  expect(await answer.getAttribute('dir')).toBe('auto');
  expect(errors).toEqual([]);
  await close();
});

test('a visitor asks three questions and leaves a contact; the owner sees the counts, questions and contact', async () => {
  const visitor = await openHost(`bot=${botId}`);
  const { page } = visitor;
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = inShadow(page, '.bf-input');
  for (const question of [
    'Which project is her favourite?',
    'Where did she lead a migration?',
    'Does she speak Latin?',
  ]) {
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    await input.fill(question);
    await input.press('Enter');
  }
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  await inShadow(page, `button:has-text("${STRINGS.leaveContact}")`).click();
  await inShadow(page, `input[name=name]`).fill('Rita Recruiter');
  await inShadow(page, `input[name=email]`).fill('rita@example.com');
  await inShadow(page, `textarea[name=message]`).fill('Can we talk on Monday?');
  await inShadow(page, `button:has-text("${STRINGS.contactSend}")`).click();
  await expect.poll(() => inShadow(page, '[role=status]').last().textContent()).toBe(STRINGS.contactSent);
  expect(visitor.errors).toEqual([]);
  await visitor.close();

  const { context, page: dashboard, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token: string) => window.localStorage.setItem('token', token), owner.token);
  await dashboard.goto(`${app.baseUrl}/your-bots`);
  await dashboard.getByRole('link', { name: `${STRINGS.insightsLink} Ada’s résumé` }).click();
  await dashboard.getByRole('heading', { name: `${STRINGS.insightsTitle}: Ada’s résumé` }).waitFor();
  const totals = dashboard.locator('.insights__totals');
  const value = (label: string) => totals.locator('div', { hasText: label }).locator('dd').textContent();
  // three questions here, and the starter the earlier test clicked, all from this page's origin
  expect(Number(await value(STRINGS.insightsQuestions))).toBeGreaterThanOrEqual(3);
  expect(Number(await value(STRINGS.insightsDeclined))).toBeGreaterThanOrEqual(1);
  expect(await value(STRINGS.insightsContacts)).toBe('1');
  await dashboard.getByText(hostOrigin).waitFor();
  const questions = dashboard.getByRole('region', { name: STRINGS.insightsTopQuestions });
  await questions.getByText('Where did she lead a migration?').first().waitFor();
  await questions.getByText('Does she speak Latin?').first().waitFor();
  const inbox = dashboard.getByRole('region', { name: STRINGS.insightsInbox });
  await inbox.getByText('Rita Recruiter').waitFor();
  await inbox.getByText('Can we talk on Monday?').waitFor();
  // the chart is drawn (a canvas) beside its table
  await dashboard.locator('.insights-chart canvas').first().waitFor();
  await dashboard.screenshot({ path: join(ARTIFACTS, 'insights.png'), fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
