/**
 * The script-tag entry, built into dist/widget.js (IIFE, react aliased to preact/compat):
 *   <script src="https://HOST/widget.js" data-user-id="…" data-bot-id="…" async></script>
 * Options: data-mode="launcher" (default) | "inline" with data-target="#id"; data-position="right"
 * (default) | "left". The API base is the script's own origin. Everything renders in a shadow root
 * styled by constructable stylesheets (no inline styles: works under a CSP without 'unsafe-inline').
 * The only global is `window.Botfolio`. Nothing is fetched before the panel first opens.
 */
import { createElement, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { createChatClient } from './chatClient';
import { chatStyles } from './chatStyles';
import { WidgetRoot } from './WidgetRoot';
import { widgetStyles } from './widgetStyles';

export interface MountOptions {
  userId: string;
  botId: string;
  mode?: 'launcher' | 'inline';
  /** Inline mode: the element (or a selector for it) the chat renders in. */
  target?: string | Element;
  position?: 'right' | 'left';
  /** Where the API lives; the origin of widget.js by default. */
  baseUrl?: string;
}

export interface WidgetHandle {
  open(): void;
  close(): void;
  unmount(): void;
}

export interface BotfolioApi {
  open(): void;
  close(): void;
  mount(options: MountOptions): WidgetHandle;
}

// Captured at top level: document.currentScript is only set while this script first runs.
const ownScript =
  (document.currentScript as HTMLScriptElement | null) ??
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
    .reverse()
    .find((s) => /\/widget\.js([?#]|$)/.test(s.src)) ??
  null;

const defaultBaseUrl = (() => {
  try {
    return new URL(ownScript?.src ?? '', location.href).origin;
  } catch {
    return location.origin;
  }
})();

let sheet: CSSStyleSheet | null = null;
function adoptStyles(shadow: ShadowRoot): void {
  const css = chatStyles + widgetStyles;
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    shadow.adoptedStyleSheets = [sheet];
  } else {
    // Browsers without constructable stylesheets (Safari < 16.4): a <style> in the shadow root.
    const style = document.createElement('style');
    style.textContent = css;
    shadow.append(style);
  }
}

let current: WidgetHandle | null = null;

/** Renders one widget; the latest mounted launcher answers Botfolio.open()/close(). */
function mount(options: MountOptions): WidgetHandle {
  const inline = options.mode === 'inline';
  const host = document.createElement('botfolio-chat');
  host.setAttribute('data-mode', inline ? 'inline' : 'launcher');
  host.setAttribute('data-bot', `${options.userId}/${options.botId}`);
  if (options.position === 'left') host.setAttribute('data-position', 'left');
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  const root = createRoot(shadow);
  const launcherRef = createRef<HTMLButtonElement>();
  const client = createChatClient(options.baseUrl ?? defaultBaseUrl);
  let open = inline;
  let started = inline;
  let removed = false;

  const render = () =>
    root.render(
      createElement(WidgetRoot, {
        client,
        userId: options.userId,
        botId: options.botId,
        inline,
        open,
        started,
        onOpen: () => handle.open(),
        onClose: () => handle.close(),
        launcherRef,
      }),
    );

  const handle: WidgetHandle = {
    open() {
      if (removed) return;
      open = started = true;
      render();
      // Move focus into the panel: the input when it can take it, else the chat itself.
      const input = shadow.querySelector<HTMLInputElement>('.bf-input');
      (input && !input.disabled ? input : shadow.querySelector<HTMLElement>('.bf-chat'))?.focus();
    },
    close() {
      if (removed || inline || !open) return;
      open = false;
      render();
      launcherRef.current?.focus();
    },
    unmount() {
      removed = true;
      root.unmount();
      host.remove();
      if (current === handle) current = null;
    },
  };

  const attach = () => {
    if (removed) return;
    const target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    if (inline && !target) {
      console.warn(`Botfolio: data-target ${String(options.target)} matches no element.`);
      return;
    }
    (inline ? target! : document.body).append(host);
    render();
  };
  // A launcher needs only <body>; an inline target may come later in the page.
  if (document.readyState === 'loading' && (inline || !document.body)) {
    document.addEventListener('DOMContentLoaded', attach, { once: true });
  } else attach();
  if (!inline) current = handle;
  return handle;
}

// Loaded twice (an SPA re-adding the tag): the first copy keeps the API and its widgets.
const globals = window as unknown as { Botfolio?: BotfolioApi };
globals.Botfolio ??= { open: () => current?.open(), close: () => current?.close(), mount };
const api = globals.Botfolio;

const data = ownScript?.dataset;
const already = [...document.querySelectorAll('botfolio-chat')].some(
  (el) => el.getAttribute('data-bot') === `${data?.userId}/${data?.botId}`,
);
if (data?.userId && data.botId && !already) {
  api.mount({
    userId: data.userId,
    botId: data.botId,
    mode: data.mode === 'inline' ? 'inline' : 'launcher',
    target: data.target,
    position: data.position === 'left' ? 'left' : 'right',
  });
}
