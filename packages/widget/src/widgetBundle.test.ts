/**
 * The shipped dist/widget.js itself (minified IIFE, preact/compat), loaded into a fresh jsdom page as a
 * browser would run it: the tag's data attributes, the shadow root, the single global, nothing fetched
 * before the first open. Locally it skips (saying so) when the bundle is not built; in CI the
 * globalSetup builds it, so it always runs there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRINGS } from '@botfolio/core';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, test } from 'vitest';

const bundlePath = join(dirname(fileURLToPath(import.meta.url)), '../dist/widget.js');
const built = existsSync(bundlePath);
if (!built && process.env.CI === 'true')
  throw new Error('dist/widget.js is missing in CI: the globalSetup should have built it.');
if (!built)
  console.warn('widgetBundle.test: skipped — dist/widget.js is not built (npm run build -w @botfolio/widget).');

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
  const before = new Set(Object.keys(window));
  // Run as an async script does: possibly while the page is still parsing; mounting waits for the DOM.
  window.eval(readFileSync(bundlePath, 'utf8'));
  const added = Object.keys(window).filter((key) => !before.has(key));
  if (window.document.readyState === 'loading') {
    await new Promise((resolve) => window.document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  return { window, document: window.document, calls, added };
}

const user = { _id: 'u1', name: 'Ada', bots: [{ _id: 'b1', botName: 'Ada’s résumé <b>bot</b>' }] };
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

describe.skipIf(!built)('dist/widget.js in a host page', () => {
  test('defines window.Botfolio and no other global, and renders a launcher in a shadow root', async () => {
    const { window, document, added, calls } = await loadPage(tag);
    expect(added).toEqual(['Botfolio']);
    const api = (window as unknown as { Botfolio: Record<string, unknown> }).Botfolio;
    expect(Object.keys(api).sort()).toEqual(['close', 'mount', 'open']);
    const host = document.querySelector('botfolio-chat');
    expect(host?.parentElement).toBe(document.body);
    const shadow = host!.shadowRoot!;
    const launcher = shadow.querySelector('button');
    expect(launcher?.getAttribute('aria-label')).toBe(STRINGS.openChat);
    // Styles only through a constructed sheet: nothing inline, no <style>, nothing in the host document.
    const sheets = (shadow as unknown as { adoptedStyleSheets: CSSStyleSheet[] }).adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    expect([...sheets[0]!.cssRules].some((rule) => rule.cssText.includes('.bf-launch'))).toBe(true);
    expect(shadow.querySelector('style, [style]')).toBeNull();
    expect(document.querySelectorAll('style, link').length).toBe(0);
    expect(calls).toEqual([]);
  });

  test('the first open fetches the bot from the script origin, streams an answer, Escape closes', async () => {
    const { window, document, calls } = await loadPage(tag, (call) =>
      call.url.includes('/find-user/')
        ? Response.json(user)
        : sse([
            ['token', { text: 'Ada wrote ' }],
            ['token', { text: 'programs.' }],
            ['done', { answer: 'Ada wrote programs.', sources: [] }],
          ]),
    );
    const shadow = document.querySelector('botfolio-chat')!.shadowRoot!;
    const launcher = shadow.querySelector<HTMLButtonElement>('.bf-launch')!;
    launcher.click();
    await until(() => expect(shadow.querySelector('h2')?.textContent).toBe('Ada’s résumé <b>bot</b>'));
    expect(calls[0]).toMatchObject({ url: 'https://app.example/api/auth/find-user/u1', method: 'GET' });
    expect(shadow.querySelector('b')).toBeNull();
    const input = shadow.querySelector<HTMLInputElement>('input')!;
    expect(input.placeholder).toBe(STRINGS.chatPlaceholder);
    input.value = 'What did Ada write?';
    input.dispatchEvent(new window.Event('input', { bubbles: true }));
    input.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await until(() => expect(shadow.querySelectorAll('.bf-bubble')).toHaveLength(2));
    await until(() => expect(shadow.querySelector('.bf-typing')?.textContent).toBe(''));
    expect(calls[1]).toMatchObject({ url: 'https://app.example/api/chat/u1/b1', method: 'POST' });
    expect(JSON.parse(calls[1]!.body!)).toEqual({ message: 'What did Ada write?', history: [] });
    const bubbles = [...shadow.querySelectorAll('.bf-bubble')].map((b) => b.textContent);
    expect(bubbles).toEqual(['What did Ada write?', 'Ada wrote programs.']);
    expect(JSON.parse(window.sessionStorage.getItem('botfolio:chat:u1:b1')!)).toHaveLength(2);

    shadow
      .querySelector('.bf-wrap')!
      .dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(shadow.querySelector('.bf-wrap')?.hasAttribute('hidden')).toBe(true);
    expect(shadow.activeElement).toBe(launcher);
  });

  test('a deleted bot shows a short message, not a spinner', async () => {
    const { document } = await loadPage(tag, () =>
      Response.json({ success: false, error: 'User not found.' }, { status: 404 }),
    );
    const shadow = document.querySelector('botfolio-chat')!.shadowRoot!;
    shadow.querySelector<HTMLButtonElement>('.bf-launch')!.click();
    await until(() => expect(shadow.querySelector('[role=alert]')?.textContent).toBe(STRINGS.botNotFound));
    expect(shadow.querySelector('.bf-spinner')).toBeNull();
  });

  test('inline mode renders into data-target, on the left option the launcher moves', async () => {
    const inline = await loadPage(
      '<script src="https://app.example/widget.js" data-user-id="u1" data-bot-id="b1" data-mode="inline" data-target="#slot"></script>',
      () => Response.json(user),
    );
    const host = inline.document.querySelector('#slot > botfolio-chat');
    expect(host?.getAttribute('data-mode')).toBe('inline');
    expect(host?.shadowRoot?.querySelector('.bf-launch')).toBeNull();
    expect(host?.shadowRoot?.querySelector('.bf-chat')).not.toBeNull();
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
    api.open();
    await until(() => expect(calls).toHaveLength(1));
  });
});
