/**
 * The shipped bundles themselves: dist/widget.js (the launcher, a minified IIFE) loaded into a fresh jsdom page
 * as a browser would run it — the tag's data attributes, the shadow root, the single global, nothing fetched
 * before the first intent — and the chat panel it imports (dist/widget/panel-<hash>.js, Preact), mounted in a
 * shadow root as widget.js mounts it. The import itself, across origins and under a strict CSP, is Chromium's
 * part (e2e/widget.e2e.ts). The globalSetup builds a missing bundle, so it runs in CI and in a fresh clone alike.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRINGS } from '@botfolio/core';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, test, vi } from 'vitest';

const bundlePath = join(dirname(fileURLToPath(import.meta.url)), '../dist/widget.js');
const panelDir = join(dirname(bundlePath), 'widget');
const panelFile = existsSync(panelDir) ? readdirSync(panelDir).find((f) => /^panel-[\w-]+\.js$/.test(f)) : undefined;
const built = existsSync(bundlePath) && panelFile !== undefined;
if (!built) throw new Error('dist/widget.js is missing: the globalSetup (buildWidgetIfMissing) should have built it.');

interface Call {
  url: string;
  method: string;
  body: string | null;
}

function sse(frames: [string, unknown][]): Response {
  const text = frames.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
}

let dom: JSDOM | null = null;
afterEach(() => {
  dom?.window.close();
  dom = null;
});

/** A host page with the tag; `respond` answers the widget's fetches. */
async function loadPage(tag: string, respond: (call: Call) => Response = () => new Response('{}', { status: 500 })) {
  dom = new JSDOM(
    `<!doctype html><html><head></head><body><main id="host"><button>Host button</button></main><div id="slot"></div>${tag}</body></html>`,
    {
      url: 'https://portfolio.example/about',
      runScripts: 'outside-only',
      pretendToBeVisual: true,
    },
  );
  const window = dom.window;
  const calls: Call[] = [];
  const win = window as unknown as Record<string, unknown>;
  win.fetch = async (url: string, init: RequestInit = {}) => {
    const call = { url: String(url), method: init.method ?? 'GET', body: (init.body as string) ?? null };
    calls.push(call);
    return respond(call);
  };
  for (const name of ['TextDecoder', 'TextEncoder', 'ReadableStream', 'Response', 'AbortController'] as const) {
    if (!(name in win)) win[name] = globalThis[name];
  }
  // jsdom has constructable sheets but not ShadowRoot.adoptedStyleSheets: give it the property, as browsers have
  if (!('adoptedStyleSheets' in window.ShadowRoot.prototype)) {
    const adopted = new WeakMap<object, CSSStyleSheet[]>();
    Object.defineProperty(window.ShadowRoot.prototype, 'adoptedStyleSheets', {
      get() {
        return adopted.get(this) ?? [];
      },
      set(sheets: CSSStyleSheet[]) {
        adopted.set(this, sheets);
      },
      configurable: true,
    });
  }
  const before = new Set(Object.keys(window));
  // Run as an async script does: possibly while the page is still parsing; mounting waits for the DOM.
  window.eval(readFileSync(bundlePath, 'utf8'));
  const added = Object.keys(window).filter((key) => !before.has(key));
  if (window.document.readyState === 'loading') {
    await new Promise((resolve) => window.document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  return { window, document: window.document, calls, added };
}

const tag = '<script src="https://app.example/widget.js?v=abc" data-user-id="u1" data-bot-id="b1" async></script>';
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
/** Polls until `check` stops throwing (Preact runs effects on the next animation frame). */
async function until(check: () => void, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await tick();
    }
  }
}

describe('dist/widget.js (the launcher) in a host page', () => {
  test('defines window.Botfolio and no other global, renders a launcher in a shadow root, fetches nothing', async () => {
    const { window, document, added, calls } = await loadPage(tag);
    expect(added).toEqual(['Botfolio']);
    const api = (window as unknown as { Botfolio: Record<string, unknown> }).Botfolio;
    expect(Object.keys(api).sort()).toEqual(['close', 'mount', 'open']);
    const host = document.querySelector('botfolio-chat');
    expect(host?.parentElement).toBe(document.body);
    const shadow = host!.shadowRoot!;
    const launcher = shadow.querySelector('button');
    expect(launcher?.getAttribute('aria-label')).toBe(STRINGS.openChat);
    expect(launcher?.getAttribute('aria-expanded')).toBe('false');
    // Styles only through a constructed sheet: nothing inline, no <style>, nothing in the host document.
    const sheets = (shadow as unknown as { adoptedStyleSheets: CSSStyleSheet[] }).adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    expect([...sheets[0]!.cssRules].some((rule) => rule.cssText.includes('.bf-launch'))).toBe(true);
    expect(shadow.querySelector('style, [style]')).toBeNull();
    expect(document.querySelectorAll('style, link').length).toBe(0);
    await tick(50);
    expect(calls).toEqual([]);
  });

  test("names the content-hashed panel on the script's origin, and says so when it cannot be loaded", async () => {
    const code = readFileSync(bundlePath, 'utf8');
    expect(code).toContain(`/widget/${panelFile}`);
    const { window, document } = await loadPage(tag);
    const warn = vi.spyOn(window.console, 'warn').mockImplementation(() => {});
    const shadow = document.querySelector('botfolio-chat')!.shadowRoot!;
    const launcher = shadow.querySelector<HTMLButtonElement>('.bf-launch')!;
    launcher.click();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    // open, the launcher says what pressing it does now
    expect(launcher.getAttribute('aria-label')).toBe(STRINGS.closeChat);
    expect(document.querySelector('botfolio-chat')!.hasAttribute('data-open')).toBe(true);
    // jsdom cannot import modules: the failure is told, and the chat is closed again — the launcher stays (a phone
    // hides it while the chat is open) and offers to open it
    await until(() => expect(launcher.getAttribute('aria-expanded')).toBe('false'));
    expect(warn).toHaveBeenCalledWith('Botfolio: the chat could not be loaded.', expect.anything());
    expect(launcher.getAttribute('aria-label')).toBe(STRINGS.openChat);
    expect(document.querySelector('botfolio-chat')!.hasAttribute('data-open')).toBe(false);
    // the next press tries again
    const failures = warn.mock.calls.length;
    launcher.click();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    await until(() => expect(launcher.getAttribute('aria-expanded')).toBe('false'));
    expect(warn.mock.calls.length).toBeGreaterThan(failures);
  });

  test('data-accent colours the launcher (with readable text), inline mode has no launcher, left moves it', async () => {
    const accented = await loadPage(
      '<script src="https://app.example/widget.js" data-user-id="u1" data-bot-id="b1" data-accent="#FACC15"></script>',
    );
    const host = accented.document.querySelector<HTMLElement>('botfolio-chat')!;
    expect(host.style.getPropertyValue('--bf-accent')).toBe('#FACC15');
    expect(host.style.getPropertyValue('--bf-on')).toBe('#000000');
    dom?.window.close();
    const inline = await loadPage(
      '<script src="https://app.example/widget.js" data-user-id="u1" data-bot-id="b1" data-mode="inline" data-target="#slot"></script>',
    );
    const frame = inline.document.querySelector('#slot > botfolio-chat');
    expect(frame?.getAttribute('data-mode')).toBe('inline');
    expect(frame?.shadowRoot?.querySelector('.bf-launch')).toBeNull();
    dom?.window.close();
    const left = await loadPage(
      '<script src="https://app.example/widget.js" data-user-id="u1" data-bot-id="b1" data-position="left"></script>',
    );
    expect(left.document.querySelector('botfolio-chat')?.getAttribute('data-position')).toBe('left');
  });

  test('the same tag run twice (an SPA re-adding it) keeps one launcher and one API', async () => {
    const { window, document } = await loadPage(tag);
    const api = (window as unknown as { Botfolio: object }).Botfolio;
    window.eval(readFileSync(bundlePath, 'utf8'));
    expect(document.querySelectorAll('botfolio-chat')).toHaveLength(1);
    expect((window as unknown as { Botfolio: object }).Botfolio).toBe(api);
  });

  test('a tag without ids mounts nothing until Botfolio.mount()', async () => {
    const { window, document, calls } = await loadPage('<script src="https://app.example/widget.js" async></script>');
    expect(document.querySelector('botfolio-chat')).toBeNull();
    const api = (window as unknown as { Botfolio: { mount(o: object): { open(): void }; open(): void } }).Botfolio;
    api.mount({ userId: 'u1', botId: 'b1' });
    expect(document.querySelector('botfolio-chat')).not.toBeNull();
    expect(calls).toEqual([]);
  });
});

const PUBLIC = {
  _id: 'b1',
  botName: 'Ada’s résumé <b>bot</b>',
  greeting: 'Hi! Ask me about Ada.',
  starters: ['What did Ada write?', 'Where did she study?'],
  accent: '#0f766e',
  theme: 'dark',
  avatar: 'AL',
  contactUrl: 'https://ada.example/contact',
  showSources: true,
  language: 'en-GB',
  keepQuestions: true,
  acceptContact: true,
};

interface PanelModule {
  mountPanel(options: object): { setOpen(open: boolean): void; unmount(): void };
}

/** The built panel, mounted in a fresh shadow root of this test's document, its fetches answered by `respond`. */
async function mountBuiltPanel(respond: (call: Call) => Response, appearance: object = {}, onWords = vi.fn()) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = { url: String(url), method: init.method ?? 'GET', body: (init.body as string) ?? null };
    calls.push(call);
    return respond(call);
  });
  // jsdom has no matchMedia (every browser has): a desktop screen unless the test stubbed one
  if (typeof matchMedia !== 'function') vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media }));
  const host = document.createElement('botfolio-chat');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const { mountPanel } = (await import(/* @vite-ignore */ join(panelDir, panelFile!))) as PanelModule;
  const onClose = vi.fn();
  const panel = mountPanel({
    shadow,
    // widget.js's way in a browser without constructable sheets: a <style> in the shadow root
    adopt: (css: string) => {
      const style = document.createElement('style');
      style.textContent = css;
      shadow.append(style);
    },
    userId: 'u1',
    botId: 'b1',
    baseUrl: 'https://app.example',
    inline: false,
    appearance,
    onClose,
    onWords,
  });
  panel.setOpen(true);
  return { shadow, host, calls, panel, onClose };
}

describe('the built chat panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    sessionStorage.clear();
  });

  test("reads the bot's public settings once, greets, offers starters, answers a starter with its sources", async () => {
    const { shadow, host, calls } = await mountBuiltPanel((call) =>
      call.url.endsWith('/public')
        ? Response.json({ success: true, bot: PUBLIC })
        : sse([
            ['token', { text: 'Ada wrote ' }],
            ['token', { text: 'the first program.' }],
            [
              'done',
              { answer: 'Ada wrote the first program.', sources: [{ text: `Ada <i>wrote</i> ${'it '.repeat(200)}` }] },
            ],
          ]),
    );
    await until(() => expect(shadow.querySelector('h2')?.textContent).toBe('Ada’s résumé <b>bot</b>'));
    expect(calls[0]).toMatchObject({ url: 'https://app.example/api/bots/u1/b1/public', method: 'GET' });
    expect(shadow.querySelector('b, i')).toBeNull();
    expect(shadow.querySelector('.bf-bubble')?.textContent).toBe('Hi! Ask me about Ada.');
    expect(shadow.querySelector('.bf-avatar')?.textContent).toBe('AL');
    expect(shadow.querySelector('.bf-chat')?.classList.contains('bf-dark')).toBe(true);
    // the owner's accent, on the chat and on the launcher beside it, with AA-contrast text
    const chat = shadow.querySelector<HTMLElement>('.bf-chat')!;
    expect(chat.style.getPropertyValue('--bf-accent')).toBe('#0f766e');
    expect(chat.style.getPropertyValue('--bf-on')).toBe('#ffffff');
    // (the launcher's, in an effect after the panel's render: a frame later on a busy machine)
    await until(() => expect(host.style.getPropertyValue('--bf-accent')).toBe('#0f766e'));
    expect(shadow.querySelector('a[href="https://ada.example/contact"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(shadow.querySelector('.bf-fine')?.textContent).toBe(STRINGS.questionsSeen);
    const starters = [...shadow.querySelectorAll<HTMLButtonElement>('.bf-starters button')];
    expect(starters.map((b) => b.textContent)).toEqual(PUBLIC.starters);
    starters[0]!.click();
    await until(() => expect(shadow.querySelector('.bf-typing')?.textContent).toBe(''));
    await until(() => expect(shadow.querySelectorAll('.bf-bubble')).toHaveLength(3));
    expect(JSON.parse(calls[1]!.body!)).toEqual({ message: 'What did Ada write?', history: [] });
    expect(shadow.querySelector('.bf-starters')).toBeNull();
    const sources = shadow.querySelector('details.bf-src')!;
    expect(sources.querySelector('summary')?.textContent).toBe(STRINGS.sources);
    const passage = sources.querySelector('li')!.textContent!;
    expect(passage.startsWith('Ada <i>wrote</i> it')).toBe(true);
    expect(passage.endsWith('…')).toBe(true);
    expect(passage.length).toBeLessThanOrEqual(281);
    expect(calls.filter((c) => c.url.endsWith('/public'))).toHaveLength(1);
  });

  test("the page's own options win: data-greeting, data-accent and data-theme", async () => {
    const { shadow } = await mountBuiltPanel(() => Response.json({ success: true, bot: PUBLIC }), {
      greeting: 'Welcome to my portfolio!',
      accent: '#facc15',
      theme: 'light',
    });
    await until(() => expect(shadow.querySelector('.bf-bubble')?.textContent).toBe('Welcome to my portfolio!'));
    const chat = shadow.querySelector<HTMLElement>('.bf-chat')!;
    expect(chat.classList.contains('bf-dark')).toBe(false);
    expect(chat.style.getPropertyValue('--bf-accent')).toBe('#facc15');
    expect(chat.style.getPropertyValue('--bf-on')).toBe('#000000');
  });

  test('a page the owner did not allow gets one sentence instead of an input', async () => {
    const { shadow, calls } = await mountBuiltPanel(() =>
      Response.json({ success: true, bot: PUBLIC, available: false }),
    );
    await until(() => expect(shadow.querySelector('[role=alert]')?.textContent).toBe(STRINGS.notAvailableHere));
    expect(shadow.querySelector('input')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  test('a deleted bot says so, not a spinner', async () => {
    const { shadow } = await mountBuiltPanel(() =>
      Response.json({ success: false, error: STRINGS.botNotFound }, { status: 404 }),
    );
    await until(() => expect(shadow.querySelector('[role=alert]')?.textContent).toBe(STRINGS.botNotFound));
    expect(shadow.querySelector('.bf-spinner')).toBeNull();
  });

  test('leaves a contact: the form sends name, email, message and the empty trap field', async () => {
    const { shadow, calls } = await mountBuiltPanel((call) =>
      call.url.endsWith('/public')
        ? Response.json({ success: true, bot: PUBLIC })
        : Response.json({ success: true }, { status: 201 }),
    );
    await until(() => expect(shadow.querySelector('.bf-extras button')).not.toBeNull());
    shadow.querySelector<HTMLButtonElement>('.bf-extras button')!.click();
    await until(() => expect(shadow.querySelector('form.bf-contact')).not.toBeNull());
    const form = shadow.querySelector<HTMLFormElement>('form.bf-contact')!;
    const set = (name: string, value: string) => {
      form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`)!.value = value;
    };
    set('name', 'Rita Recruiter');
    set('email', 'rita@example.com');
    set('message', 'Can we talk?');
    expect(form.querySelector('[name=website]')?.getAttribute('tabindex')).toBe('-1');
    form.requestSubmit();
    await until(() => expect(shadow.querySelector('[role=status]')?.textContent).toBe(STRINGS.contactSent));
    expect(calls[1]).toMatchObject({ url: 'https://app.example/api/bots/u1/b1/contact', method: 'POST' });
    expect(JSON.parse(calls[1]!.body!)).toEqual({
      name: 'Rita Recruiter',
      email: 'rita@example.com',
      message: 'Can we talk?',
      website: '',
    });
  });

  test('Escape closes the panel and asks the launcher to take focus', async () => {
    const { shadow, onClose } = await mountBuiltPanel(() => Response.json({ success: true, bot: PUBLIC }));
    await until(() => expect(shadow.querySelector('h2')).not.toBeNull());
    shadow.querySelector('.bf-wrap')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('on a phone the full-screen panel is announced as a modal dialog', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: media.includes('max-width'), media }));
    const { shadow } = await mountBuiltPanel(() => Response.json({ success: true, bot: PUBLIC }));
    await until(() => expect(shadow.querySelector('h2')).not.toBeNull());
    const dialog = shadow.querySelector('[role=dialog]');
    expect(dialog?.getAttribute('aria-label')).toBe(STRINGS.chat);
    await until(() => expect(dialog?.getAttribute('aria-modal')).toBe('true'));
  });
});

describe('the built chat panel in the bot’s language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    sessionStorage.clear();
  });

  test('a Japanese bot’s panel fetches its words once and speaks Japanese; the answer keeps the source’s words', async () => {
    const ja = (await import('../../core/src/chatLocales/ja')).default;
    const { shadow, calls } = await mountBuiltPanel((call) => {
      if (call.url.endsWith('/public'))
        return Response.json({ success: true, bot: { ...PUBLIC, language: 'ja-JP', greeting: '', starters: [] } });
      if (call.url.endsWith('/widget/words/ja.json')) return Response.json(ja);
      return sse([
        ['done', { answer: '資料にはこう書かれています： “佐藤さんは京都大学で学びました。”', sources: [] }],
      ]);
    });
    await until(() => expect(shadow.querySelector('input')?.getAttribute('placeholder')).toBe(ja.chatPlaceholder));
    expect(calls.map((c) => c.url)).toEqual([
      'https://app.example/api/bots/u1/b1/public',
      'https://app.example/widget/words/ja.json',
    ]);
    expect(shadow.querySelector('.bf-send')?.getAttribute('aria-label')).toBe(ja.send);
    expect(shadow.querySelector('.bf-fine')?.textContent).toBe(ja.questionsSeen);
  });

  test("a Chinese bot's panel hands the launcher the words for its label: English first, then Chinese", async () => {
    const zh = (await import('../../core/src/chatLocales/zh')).default;
    const onWords = vi.fn();
    await mountBuiltPanel(
      (call) => {
        if (call.url.endsWith('/public'))
          return Response.json({ success: true, bot: { ...PUBLIC, language: 'zh-CN' } });
        return Response.json(zh);
      },
      {},
      onWords,
    );
    await until(() => expect(onWords).toHaveBeenLastCalledWith(expect.objectContaining({ openChat: zh.openChat })));
    expect(onWords.mock.calls[0]![0]).toMatchObject({ openChat: STRINGS.openChat, closeChat: STRINGS.closeChat });
    expect(onWords.mock.lastCall![0]).toMatchObject({ openChat: '打开聊天', closeChat: '关闭聊天' });
  });

  test("an Arabic bot's chat dialog is named in Arabic, as its other labels", async () => {
    const ar = (await import('../../core/src/chatLocales/ar')).default;
    const { shadow } = await mountBuiltPanel((call) => {
      if (call.url.endsWith('/public')) return Response.json({ success: true, bot: { ...PUBLIC, language: 'ar' } });
      return Response.json(ar);
    });
    await until(() => expect(shadow.querySelector('.bf-send')?.getAttribute('aria-label')).toBe(ar.send));
    await until(() => expect(shadow.querySelector('[role=dialog]')?.getAttribute('aria-label')).toBe(ar.chat));
    expect(ar.chat).not.toBe(STRINGS.chat);
  });
});
