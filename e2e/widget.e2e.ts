/**
 * The widget as a recruiter meets it: a portfolio page on ANOTHER origin, with a strict CSP (no
 * 'unsafe-inline', scripts only from the app's origin) and a stylesheet that restyles every button,
 * embeds the documented tag. The launcher opens the chat, a question gets a streamed answer grounded in
 * the bot's text, host and widget styles stay apart, nothing shifts, nothing is violated or logged,
 * and on a 375-pixel phone the panel fills the screen and closes with a visible button.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CHAT_LOCALES, STRINGS } from '@botfolio/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ARTIFACTS, createBot, launchBrowser, newPage, type RunningApp, signUp, startApp } from './harness.js';

const require = createRequire(import.meta.url);

const BOT_TEXT = [
  'Ada Lovelace is a software engineer who builds accessible web applications.',
  'She led the migration of a payments platform to TypeScript at Analytical Engines Ltd.',
  'Her favourite project is a chess engine written in Rust that plays at 2100 Elo.',
].join('\n\n');

let app: RunningApp;
let browser: Browser;
let host: Server;
let hostOrigin: string;
let userId: string;
let botId: string;
let xssBotId: string;
let chineseBotId: string;

/** A host stylesheet forcing inherited text properties on every element, the widget's host element included. */
const LOUD_CSS =
  '*{letter-spacing:4px!important;word-spacing:20px!important;text-transform:uppercase!important;text-shadow:rgb(255,0,0) 2px 2px 0!important;font-style:italic!important;text-indent:30px!important;text-align:right!important;line-height:3!important}';

function hostPage(id: string, loud = false, also: string | null = null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ada Lovelace — portfolio</title><link rel="stylesheet" href="/host.css">${loud ? '<link rel="stylesheet" href="/loud.css">' : ''}</head>
<body><main><h1>Ada Lovelace</h1><p>Software engineer.</p><button id="host-button" type="button">Contact me</button>
<p class="tall">Projects, talks and writing.</p></main>
<script src="${app.baseUrl}/widget.js" data-user-id="${userId}" data-bot-id="${id}" async></script>
${also ? `<script src="${app.baseUrl}/widget.js" data-user-id="${userId}" data-bot-id="${also}" async></script>` : ''}
</body></html>`;
}

beforeAll(async () => {
  app = await startApp({ CHAT_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  const owner = await signUp(app.baseUrl, 'Ada Lovelace');
  userId = owner.userId;
  botId = await createBot(app.baseUrl, owner.token, 'Ada’s résumé', BOT_TEXT);
  xssBotId = await createBot(
    app.baseUrl,
    owner.token,
    '<img src=x onerror="alert(\'name\')">',
    `${BOT_TEXT}\n\nHer favourite gadget is <img src=y onerror="alert('text')"> and javascript:alert('link') too.`,
  );
  chineseBotId = await createBot(
    app.baseUrl,
    owner.token,
    '佐藤的简历',
    '佐藤在京都大学学习。她编写无障碍的网页应用。',
  );
  const patched = await fetch(`${app.baseUrl}/api/bots/${chineseBotId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: owner.token },
    body: JSON.stringify({ settings: { language: 'zh-CN' } }),
  });
  expect(patched.status).toBe(200);
  host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/loud.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(LOUD_CSS);
      return;
    }
    if (url.pathname === '/host.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      // Restyles every button on the page, loudly, and sets the widget's own custom properties on :root (which
      // inherit through a shadow boundary); none of it may reach the widget's buttons.
      res.end(
        ':root{--bf-accent:rgb(255,0,0);--bf-on:rgb(0,128,0)}button{background:rgb(255,0,0)!important;color:rgb(0,128,0)!important;font-family:serif!important;padding:30px!important;border:5px solid rgb(0,0,255)!important}body{font:20px/2 serif;color:rgb(10,20,30)}.tall{height:1500px}',
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      // ?tt: the page also requires Trusted Types (no HTML strings into innerHTML and the like)
      'content-security-policy': `default-src 'self'; style-src 'self'; script-src 'self' ${app.baseUrl}; connect-src ${app.baseUrl}${url.searchParams.has('tt') ? "; require-trusted-types-for 'script'" : ''}`,
    });
    res.end(
      url.pathname === '/blank'
        ? '<!doctype html><title>blank</title>'
        : hostPage(url.searchParams.get('bot') ?? botId, url.searchParams.has('loud'), url.searchParams.get('also')),
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  // A second loopback origin: 'localhost' and '127.0.0.1' differ in host, and the port differs too.
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await app?.stop();
});

/** A page that records CSP violations, layout shifts and dialogs (the harness records console errors). */
async function openHost(
  viewport = { width: 1280, height: 800 },
  bot = botId,
  /** More of the host page's query: `&tt` (Trusted Types), `&loud` (LOUD_CSS), `&also=<botId>` (a second tag) */
  query = '',
): Promise<{ page: Page; errors: string[]; dialogs: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await newPage(browser, { viewport });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
    new PerformanceObserver((list) => {
      // A shift of the host page's own elements; shifts inside the widget's shadow tree report no node.
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
        const moved = (shift.sources ?? []).map((s) => s.node).filter((n): n is Element => n instanceof Element);
        if (moved.length) console.error(`host layout shift ${shift.value}: ${moved.map((n) => n.tagName).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${hostOrigin}/?bot=${bot}${query}`);
  return { page, errors, dialogs, close: () => context.close() };
}

/** Where every element of the host page is. */
const hostLayout = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('main, main *')].map((el) => JSON.stringify(el.getBoundingClientRect())),
  );

const shadow = (page: Page, selector: string) => page.locator('botfolio-chat').locator(selector);

test('a host page with a strict CSP opens the launcher, asks and gets a streamed answer', async () => {
  const { page, errors, close } = await openHost();
  const launcher = page.getByRole('button', { name: STRINGS.openChat });
  await launcher.waitFor();
  // The widget added window.Botfolio and nothing else (compared with a page of the same origin without it).
  const blank = await browser.newPage();
  await blank.goto(`${hostOrigin}/blank`);
  const blankGlobals = await blank.evaluate(() => Object.keys(window));
  await blank.close();
  const added = await page.evaluate((known) => Object.keys(window).filter((k) => !known.includes(k)), blankGlobals);
  expect(added).toEqual(['Botfolio']);

  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(app.baseUrl) && request.url().includes('/api/')) chatRequests.push(request.url());
  });
  await page.waitForTimeout(300);
  expect(chatRequests).toEqual([]); // nothing fetched before the first open

  // The launcher keeps its own colours: the host page's :root{--bf-accent;--bf-on} does not reach it.
  const launcherLook = await shadow(page, '.bf-launch').evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: `${style.backgroundColor} ${style.backgroundImage}` };
  });
  expect(launcherLook.color).toBe('rgb(255, 255, 255)');
  expect(launcherLook.background).not.toContain('rgb(255, 0, 0)');
  expect(launcherLook.background).toContain('linear-gradient');

  const layoutBeforeOpen = await hostLayout(page);
  await launcher.click();
  await expect.poll(() => page.getByRole('heading', { name: 'Ada’s résumé' }).isVisible()).toBe(true);
  // Focus moved into the panel.
  expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('botfolio-chat');

  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill('Which programming language is the chess engine written in?');
  const streamed = page.waitForResponse((r) => r.url().includes('/api/chat/'));
  await input.press('Enter');
  const response = await streamed;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const answer = shadow(page, '.bf-bot .bf-bubble').last();
  await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toMatch(/Rust/);
  await expect.poll(() => shadow(page, '.bf-typing').textContent()).toBe('');
  await page.screenshot({ path: join(ARTIFACTS, 'widget-desktop.png') });

  // Host styles stay on the host's buttons and never reach the widget's.
  const hostButton = await page.locator('#host-button').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(hostButton).toBe('rgb(255, 0, 0)');
  const widgetButtons = await page.locator('botfolio-chat').evaluate((el) =>
    [...(el.shadowRoot?.querySelectorAll('button') ?? [])].map((b) => {
      const style = getComputedStyle(b);
      return `${style.backgroundColor}|${style.borderTopColor}|${style.fontFamily}`;
    }),
  );
  expect(widgetButtons.length).toBeGreaterThan(3);
  for (const style of widgetButtons) {
    expect(style).not.toContain('rgb(255, 0, 0)');
    expect(style).not.toContain('rgb(0, 0, 255)');
    expect(style).not.toMatch(/\|serif$/);
  }
  // The host element is fixed: it takes no room in the page's layout, opening moved nothing of the host's.
  expect(await page.locator('botfolio-chat').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  expect(await hostLayout(page)).toEqual(layoutBeforeOpen);

  // Escape closes and gives focus back to the launcher.
  await page.keyboard.press('Escape');
  await expect.poll(() => shadow(page, '.bf-wrap').isHidden()).toBe(true);
  expect(await page.locator('botfolio-chat').evaluate((el) => el.shadowRoot?.activeElement?.className)).toBe(
    'bf-launch',
  );

  expect(errors).toEqual([]);
  await close();
});

test('the conversation survives navigation in the tab, and New chat clears it', async () => {
  const { page, errors, close } = await openHost();
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill('Where did Ada lead a migration?');
  await input.press('Enter');
  await expect.poll(() => shadow(page, '.bf-bot').count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => input.isEnabled(), { timeout: 20_000 }).toBe(true);

  await page.reload();
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  await expect
    .poll(() => shadow(page, '.bf-user .bf-bubble').first().textContent())
    .toBe('Where did Ada lead a migration?');
  await page.getByRole('button', { name: STRINGS.newChat }).click();
  await expect.poll(() => shadow(page, '.bf-msg').count()).toBe(0);
  await page.reload();
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Ada’s résumé' }).isVisible()).toBe(true);
  expect(await shadow(page, '.bf-msg').count()).toBe(0);
  expect(errors).toEqual([]);
  await close();
});

test('on a 375-pixel phone the open panel fills the screen and closes with a visible button', async () => {
  const { page, errors, close } = await openHost({ width: 375, height: 667 });
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Ada’s résumé' }).isVisible()).toBe(true);
  const box = await shadow(page, '.bf-wrap').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(box!.y + box!.height).toBeLessThanOrEqual(667);
  expect(box!.width).toBeGreaterThan(370);
  // The input bar is on screen, and nothing scrolls sideways.
  const bar = await shadow(page, '.bf-bar').boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(667);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: join(ARTIFACTS, 'widget-phone.png') });
  const closeButton = page.getByRole('button', { name: STRINGS.closeChat });
  expect(await closeButton.isVisible()).toBe(true);
  await closeButton.click();
  await expect.poll(() => shadow(page, '.bf-wrap').isHidden()).toBe(true);
  expect(await page.getByRole('button', { name: STRINGS.openChat }).isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await close();
});

test('a bot name and an answer with markup render inert; a deleted bot shows a short message', async () => {
  const { page, errors, dialogs, close } = await openHost(undefined, xssBotId);
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: '<img src=x onerror="alert(\'name\')">' }).isVisible())
    .toBe(true);
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill('What is her favourite gadget?');
  await input.press('Enter');
  await expect
    .poll(() => shadow(page, '.bf-bot .bf-bubble').last().textContent(), { timeout: 20_000 })
    .toContain('<img src=y');
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.locator('botfolio-chat').evaluate((el) => el.shadowRoot?.querySelectorAll('img').length)).toBe(0);
  expect(await shadow(page, 'a[href^="javascript:" i]').count()).toBe(0);
  await close();
  expect(errors).toEqual([]);

  const gone = await openHost(undefined, 'no-such-bot');
  await gone.page.getByRole('button', { name: STRINGS.openChat }).click();
  await expect.poll(() => shadow(gone.page, '[role=alert]').textContent()).toBe(STRINGS.botNotFound);
  expect(await shadow(gone.page, '.bf-spinner').count()).toBe(0);
  // A 404 from find-user is logged by Chromium as a failed resource load; only our own errors count.
  expect(gone.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  await gone.close();
});

test('the example portfolio page embeds the widget from ?user=&bot= (no axe violations), and explains how without them', async () => {
  const { page, errors, context } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${app.baseUrl}/examples/portfolio/?user=${userId}&bot=${botId}`);
  await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
  expect(await page.locator('#setup').isHidden()).toBe(true);
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Ada’s résumé' }).isVisible()).toBe(true);
  await page.screenshot({ path: join(ARTIFACTS, 'widget-example-portfolio.png') });
  // axe-core inside the widget's shadow tree (evaluated over CDP, so the page's CSP does not apply).
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const audit = await page.evaluate(async () => {
    type Rule = { id: string; nodes: unknown[] };
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: Rule[]; passes: Rule[] }> } }
    ).axe;
    const result = await axe.run({ include: [['botfolio-chat']] });
    return {
      violations: result.violations.map((v) => `${v.id} (${v.nodes.length})`),
      buttonsChecked: result.passes.find((p) => p.id === 'button-name')?.nodes.length ?? 0,
    };
  });
  expect(audit.violations).toEqual([]);
  expect(audit.buttonsChecked).toBeGreaterThan(3); // the audit did reach into the shadow tree
  await page.goto(`${app.baseUrl}/examples/portfolio/`);
  await page.getByText('Copy embed code').waitFor();
  expect(await page.locator('botfolio-chat').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("the launcher says what a press does now — open or close — in the bot's language, with aria-expanded, and the dialog's name too", async () => {
  const zh = CHAT_LOCALES.zh!;
  const { page, errors, close } = await openHost(undefined, chineseBotId);
  const launcher = shadow(page, '.bf-launch');
  await launcher.waitFor();
  // the first intent (pointer over it) brings the panel, which learns the bot's language
  await launcher.hover();
  await expect.poll(() => launcher.getAttribute('aria-label'), { timeout: 15_000 }).toBe(zh.openChat);
  expect(await launcher.getAttribute('aria-expanded')).toBe('false');
  await page.getByRole('button', { name: zh.openChat }).click();
  await expect.poll(() => page.getByRole('heading', { name: '佐藤的简历' }).isVisible()).toBe(true);
  // the chat's dialog is named in the bot's language too
  expect(await page.getByRole('dialog', { name: zh.chat }).isVisible()).toBe(true);
  expect(await launcher.getAttribute('aria-label')).toBe(zh.closeChat);
  expect(await launcher.getAttribute('aria-expanded')).toBe('true');
  // pressing it again closes the chat, and it offers to open it again
  await launcher.click();
  await expect.poll(() => shadow(page, '.bf-wrap').isHidden()).toBe(true);
  expect(await launcher.getAttribute('aria-label')).toBe(zh.openChat);
  expect(await launcher.getAttribute('aria-expanded')).toBe('false');
  expect(errors).toEqual([]);
  await close();
});

test('on a phone the full-screen panel is a modal dialog that keeps the keyboard inside it, and Escape gives focus back to the launcher', async () => {
  const { page, errors, close } = await openHost({ width: 375, height: 667 });
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await expect.poll(() => input.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  await input.fill('Hello');
  /** Where focus is: inside the widget (its control's label), or a host page element. */
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (active?.tagName.toLowerCase() !== 'botfolio-chat') return `page: ${active?.tagName}`;
      const inner = active.shadowRoot?.activeElement;
      return inner?.getAttribute('aria-label') ?? inner?.textContent ?? '';
    });
  const seen = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      const where = await focused();
      expect(where, `${key} #${i + 1}`).not.toMatch(/^page:/);
      seen.add(where);
    }
  }
  // it went round the panel's controls: the top bar's, the conversation, the input bar's
  expect([...seen]).toEqual(
    expect.arrayContaining([
      STRINGS.newChat,
      STRINGS.closeChat,
      STRINGS.conversationLabel,
      STRINGS.speakMessage,
      STRINGS.messageLabel,
      STRINGS.send,
    ]),
  );
  // a screen reader hears a modal dialog while it fills the screen; turned sideways (wider) it is a corner popover again
  const dialog = page.getByRole('dialog', { name: STRINGS.chat });
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  await page.setViewportSize({ width: 800, height: 375 });
  await expect.poll(() => dialog.getAttribute('aria-modal')).toBeNull();
  await page.setViewportSize({ width: 375, height: 667 });
  await expect.poll(() => dialog.getAttribute('aria-modal')).toBe('true');
  await page.keyboard.press('Escape');
  await expect.poll(() => shadow(page, '.bf-wrap').isHidden()).toBe(true);
  expect(await focused()).toBe(STRINGS.openChat);
  expect(await page.getByRole('button', { name: STRINGS.openChat }).isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await close();
});

test('on a phone a chat panel that fails to load leaves the launcher there, closed, and the next tap opens the chat', async () => {
  const { page, errors, close } = await openHost({ width: 375, height: 667 });
  // the first request for the panel fails (a network blip), the next goes through
  let panelRequests = 0;
  await page.route(/\/widget\/panel-[\w-]+\.js$/, (route) =>
    panelRequests++ ? route.continue() : route.abort('internetdisconnected'),
  );
  const warned = page.waitForEvent('console', (msg) => msg.text().includes('the chat could not be loaded'));
  const launcher = shadow(page, '.bf-launch');
  await launcher.click();
  await warned;
  // still on screen, and it says the chat is closed: a press opens it
  await expect.poll(() => launcher.isVisible()).toBe(true);
  expect(await launcher.getAttribute('aria-expanded')).toBe('false');
  expect(await launcher.getAttribute('aria-label')).toBe(STRINGS.openChat);
  await launcher.click();
  await expect.poll(() => page.getByRole('heading', { name: 'Ada’s résumé' }).isVisible()).toBe(true);
  expect(await launcher.getAttribute('aria-expanded')).toBe('true');
  expect(panelRequests).toBe(2);
  // Chromium logs the aborted request itself
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  await close();
});

test('a host page that requires Trusted Types shows the launcher and the chat, which answers', async () => {
  const { page, errors, close } = await openHost(undefined, botId, '&tt');
  const launcher = page.getByRole('button', { name: STRINGS.openChat });
  await launcher.waitFor();
  // the launcher's icon is drawn
  expect(await shadow(page, '.bf-launch svg path').count()).toBe(1);
  await launcher.click();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill('Which programming language is the chess engine written in?');
  await input.press('Enter');
  await expect.poll(() => shadow(page, '.bf-bot .bf-bubble').last().textContent(), { timeout: 20_000 }).toMatch(/Rust/);
  expect(errors).toEqual([]);
  await close();
});

test("a host page's !important text styles on every element (the widget's host too) stay out of the widget", async () => {
  const { page, errors, close } = await openHost(undefined, botId, '&loud');
  // the host page's own text is restyled: the stylesheet applied
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill('Where did Ada lead a migration?');
  await input.press('Enter');
  await expect.poll(() => shadow(page, '.bf-bot .bf-bubble').count(), { timeout: 20_000 }).toBe(1);
  const looks = await page.locator('botfolio-chat').evaluate((el) =>
    ['.bf-launch', '.bf-name', '.bf-user .bf-bubble', '.bf-bot .bf-bubble', '.bf-input', '.bf-new'].map((selector) => {
      const style = getComputedStyle(el.shadowRoot?.querySelector(selector) as Element);
      return `${selector}: ${style.letterSpacing} ${style.wordSpacing} ${style.textTransform} ${style.textShadow} ${style.fontStyle} ${style.textIndent}`;
    }),
  );
  for (const look of looks) expect(look).toMatch(/: normal 0px none none normal 0px$/);
  expect(errors).toEqual([]);
  await close();
});

test('a conversation taller than the chat is read to its end by keyboard: Tab reaches the message list, and keys scroll it', async () => {
  const { page, errors, close } = await openHost({ width: 800, height: 400 });
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  for (const question of [
    'Which programming language is the chess engine written in?',
    'Where did Ada lead a migration?',
  ]) {
    await expect.poll(() => input.isEnabled(), { timeout: 20_000 }).toBe(true);
    await input.fill(question);
    await input.press('Enter');
  }
  await expect.poll(() => shadow(page, '.bf-bot').count(), { timeout: 20_000 }).toBe(2);
  await expect.poll(() => input.isEnabled(), { timeout: 20_000 }).toBe(true);
  const list = shadow(page, '.bf-list');
  const { scrollHeight, clientHeight } = await list.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight + 50);
  // back from the input: the microphone, each message's Read aloud and Sources, then the conversation itself
  const conversation = page.getByRole('list', { name: STRINGS.conversationLabel });
  await input.focus();
  for (let i = 0; i < 12 && !(await conversation.evaluate((el) => el.matches(':focus'))); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  expect(await conversation.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await list.evaluate((el) => {
    el.scrollTop = 0;
  });
  await page.keyboard.press('PageDown');
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('End');
  await expect.poll(() => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(2);
  expect(errors).toEqual([]);
  await close();
});

test('Escape on the launcher of an open chat closes it', async () => {
  const { page, errors, close } = await openHost();
  const launcher = shadow(page, '.bf-launch');
  await launcher.click();
  await expect.poll(() => page.getByRole('heading', { name: 'Ada’s résumé' }).isVisible()).toBe(true);
  // back from the chat to its launcher (it follows the panel in the shadow root)
  await launcher.focus();
  await page.keyboard.press('Escape');
  await expect.poll(() => shadow(page, '.bf-wrap').isHidden()).toBe(true);
  expect(await launcher.getAttribute('aria-expanded')).toBe('false');
  expect(await launcher.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  expect(errors).toEqual([]);
  await close();
});

test('on a phone the mouse wheel over the open full-screen chat never scrolls the page under it', async () => {
  const { page, errors, close } = await openHost({ width: 375, height: 667 });
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1000);
  // over the top bar, the conversation (empty: nothing of its own to scroll) and the input bar
  for (const selector of ['.bf-top', '.bf-list', '.bf-bar']) {
    const box = await shadow(page, selector).boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), selector).toBe(0);
  }
  expect(errors).toEqual([]);
  await close();
});

test("two tags for two bots put their launchers side by side, and each opens its own bot's chat", async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    const { page, errors, close } = await openHost(viewport, botId, `&also=${chineseBotId}`);
    const hosts = page.locator('botfolio-chat');
    await expect.poll(() => hosts.count()).toBe(2);
    const launchers = [hosts.nth(0).locator('.bf-launch'), hosts.nth(1).locator('.bf-launch')];
    const [a, b] = await Promise.all(launchers.map((l) => l.boundingBox()));
    const apart =
      a!.x + a!.width <= b!.x || b!.x + b!.width <= a!.x || a!.y + a!.height <= b!.y || b!.y + b!.height <= a!.y;
    expect(apart, `${viewport.width}×${viewport.height}: ${JSON.stringify([a, b])}`).toBe(true);
    for (const box of [a!, b!]) expect(box.x).toBeGreaterThanOrEqual(0);
    // each takes its own click (the two async tags run in either order)
    for (const i of [0, 1]) {
      const bot = await hosts.nth(i).getAttribute('data-bot');
      const name = bot === `${userId}/${botId}` ? 'Ada’s résumé' : '佐藤的简历';
      await launchers[i]!.click();
      await expect.poll(() => page.getByRole('heading', { name }).isVisible(), { timeout: 15_000 }).toBe(true);
      // the open chat is over the other bot's launcher, not under it
      const other = (i ? a : b)!;
      const over = await page.evaluate(
        ({ x, y }) =>
          [...document.querySelectorAll('botfolio-chat')].indexOf(document.elementFromPoint(x, y) as Element),
        { x: other.x + other.width / 2, y: other.y + other.height / 2 },
      );
      const panel = await hosts.nth(i).locator('.bf-wrap').boundingBox();
      const covers =
        other.x + other.width / 2 > panel!.x &&
        other.x + other.width / 2 < panel!.x + panel!.width &&
        other.y + other.height / 2 > panel!.y &&
        other.y + other.height / 2 < panel!.y + panel!.height;
      if (covers) expect(over, `${viewport.width}×${viewport.height}, chat ${i} open`).toBe(i);
      await page.keyboard.press('Escape');
      await expect.poll(() => hosts.nth(i).locator('.bf-wrap').isHidden()).toBe(true);
    }
    expect(errors).toEqual([]);
    await close();
  }
});

test("the bot's name sits in the middle of the top bar, and 'Typing...' appears under it without moving the bar", async () => {
  const { page, errors, close } = await openHost();
  // the answer waits a second, so 'Typing...' is seen
  await page.route(/\/api\/chat\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('button', { name: STRINGS.openChat }).click();
  const input = page.getByRole('textbox', { name: STRINGS.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  const bar = shadow(page, '.bf-top');
  const name = shadow(page, '.bf-name');
  const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
  const idle = await bar.boundingBox();
  expect(Math.abs(middle(await name.boundingBox()) - middle(idle))).toBeLessThanOrEqual(1);
  await input.fill('Where did Ada lead a migration?');
  await input.press('Enter');
  await expect.poll(() => shadow(page, '.bf-typing').textContent()).toBe(STRINGS.typing);
  expect((await bar.boundingBox())!.height).toBe(idle!.height);
  // the name and 'Typing...' both inside the bar
  const typing = await shadow(page, '.bf-typing').boundingBox();
  expect(typing!.y + typing!.height).toBeLessThanOrEqual(idle!.y + idle!.height);
  await expect.poll(() => shadow(page, '.bf-typing').textContent(), { timeout: 20_000 }).toBe('');
  expect((await bar.boundingBox())!.height).toBe(idle!.height);
  expect(errors).toEqual([]);
  await close();
});
