/**
 * The script-tag entry, built into dist/widget.js (a small IIFE with no framework):
 *   <script src="https://HOST/widget.js" data-user-id="…" data-bot-id="…" async></script>
 * Options: data-mode="launcher" (default) | "inline" with data-target="#id"; data-position="right" (default) |
 * "left"; data-accent="#rrggbb", data-theme="light|dark|auto", data-greeting="…", data-lang="…" over the owner's
 * settings for this page. The API base is the script's own origin. It draws only the launcher (or, inline, the
 * frame) in a shadow root styled by a constructed stylesheet (no inline styles: works under a CSP without
 * 'unsafe-inline'), and imports the chat panel (dist/widget/panel-<hash>.js) from the same origin on the first
 * intent: the pointer over or focus on the launcher, a click, or Botfolio.open(); inline mode at once. Nothing
 * else is fetched before. The only global is `window.Botfolio`.
 */
import { CHAT_STRINGS, type ChatWords, type PublicBot, textOn } from '@botfolio/core';
import type { PanelHandle, PanelOptions } from './panel';
import { launcherStyles } from './widgetStyles';

/** The panel bundle's path, content-hashed: set at build time (vite.embed.config.ts). */
declare const __PANEL_PATH__: string;

export interface MountOptions {
  userId: string;
  botId: string;
  mode?: 'launcher' | 'inline';
  /** Inline mode: the element (or a selector for it) the chat renders in. */
  target?: string | Element;
  position?: 'right' | 'left';
  /** Where the API lives; the origin of widget.js by default. */
  baseUrl?: string;
  /** Over the owner's settings, for this page. */
  accent?: string;
  theme?: string;
  greeting?: string;
  lang?: string;
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

const ACCENT = /^#[0-9a-f]{6}$/i;

/** The tag's options as the panel's appearance: only well-formed values. */
function appearanceOf(options: MountOptions): Partial<PublicBot> {
  const look: Partial<PublicBot> = {};
  if (options.accent && ACCENT.test(options.accent)) look.accent = options.accent;
  if (options.theme === 'light' || options.theme === 'dark' || options.theme === 'auto') look.theme = options.theme;
  if (options.greeting) look.greeting = options.greeting.slice(0, 300);
  if (options.lang) look.language = options.lang;
  return look;
}

/**
 * Adds `css` to the shadow root's styles, after those it has: a constructed sheet (no inline styles, which a strict
 * CSP allows), or a <style> in browsers without constructable stylesheets (Safari < 16.4). The panel's go this way too.
 */
function adoptStyles(shadow: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in shadow) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    (shadow as ShadowRoot).append(style);
  }
}

/** An SVG element with its attributes (built node by node: a page requiring Trusted Types refuses innerHTML). */
function svg(tag: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const name in attributes) element.setAttribute(name, attributes[name] as string);
  return element;
}

let current: WidgetHandle | null = null;

/** Renders one widget; the latest mounted launcher answers Botfolio.open()/close(). */
function mount(options: MountOptions): WidgetHandle {
  const inline = options.mode === 'inline';
  const baseUrl = options.baseUrl ?? defaultBaseUrl;
  const appearance = appearanceOf(options);
  const host = document.createElement('botfolio-chat');
  host.setAttribute('data-mode', inline ? 'inline' : 'launcher');
  host.setAttribute('data-bot', `${options.userId}/${options.botId}`);
  if (options.position === 'left') host.setAttribute('data-position', 'left');
  if (appearance.accent) {
    // custom properties through the CSSOM: allowed under a CSP without 'unsafe-inline'
    host.style.setProperty('--bf-accent', appearance.accent);
    host.style.setProperty('--bf-on', textOn(appearance.accent));
  }
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, launcherStyles);
  let open = inline;
  let removed = false;
  let panel: PanelHandle | null = null;
  let loading: Promise<PanelHandle | null> | null = null;
  // English until the panel knows the bot's language and hands over the chat's words in it
  // (two words, not the whole CHAT_STRINGS, so the bundler keeps only these two strings in widget.js)
  let words: Pick<ChatWords, 'openChat' | 'closeChat'> = {
    openChat: CHAT_STRINGS.openChat,
    closeChat: CHAT_STRINGS.closeChat,
  };

  const launcher = inline ? null : document.createElement('button');
  /** The launcher says what a press does now (open or close), in the chat's language. */
  const label = () => {
    launcher?.setAttribute('aria-label', open ? words.closeChat : words.openChat);
    launcher?.setAttribute('aria-expanded', String(open));
  };
  if (launcher) {
    launcher.type = 'button';
    launcher.className = 'bf-launch';
    label();
    launcher.setAttribute('aria-haspopup', 'dialog');
    const icon = svg('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' });
    icon.append(svg('path', { d: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z' }));
    launcher.append(icon);
    shadow.append(launcher);
  }

  /** Imports the panel once (again after a failure); null when it could not be loaded. */
  const load = (): Promise<PanelHandle | null> => {
    loading ??= import(/* @vite-ignore */ new URL(__PANEL_PATH__, baseUrl).href).then(
      (module: { mountPanel(o: PanelOptions): PanelHandle }) => {
        if (removed) return null;
        panel = module.mountPanel({
          shadow,
          adopt: (css) => adoptStyles(shadow, css),
          userId: options.userId,
          botId: options.botId,
          baseUrl,
          inline,
          appearance,
          onClose: () => handle.close(),
          onWords: (next) => {
            words = next;
            label();
          },
        });
        panel.setOpen(open);
        return panel;
      },
      (error: unknown) => {
        console.warn('Botfolio: the chat could not be loaded.', error);
        loading = null;
        return null;
      },
    );
    return loading;
  };
  const show = (next: boolean) => {
    open = next;
    label();
    if (next) host.setAttribute('data-open', '');
    else host.removeAttribute('data-open');
  };

  const handle: WidgetHandle = {
    open() {
      if (removed) return;
      show(true);
      // the panel could not be loaded (a network blip): closed again, so the launcher stays and a press retries
      void load().then((p) => (p ? p.setOpen(open) : handle.close()));
    },
    close() {
      if (removed || inline || !open) return;
      show(false);
      panel?.setOpen(false);
      launcher?.focus();
    },
    unmount() {
      removed = true;
      panel?.unmount();
      host.remove();
      if (current === handle) current = null;
    },
  };

  if (launcher) {
    // first intent: pointer over or focus on the launcher starts the import before the click
    const intent = () => void load();
    launcher.addEventListener('pointerenter', intent, { once: true });
    launcher.addEventListener('focus', intent, { once: true });
    launcher.addEventListener('click', () => (open ? handle.close() : handle.open()));
    // Escape closes the open chat from its launcher too (the panel listens inside itself)
    launcher.addEventListener('keydown', (event) => event.key === 'Escape' && handle.close());
  }

  const attach = () => {
    if (removed) return;
    const target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    if (inline && !target) {
      console.warn(`Botfolio: data-target ${String(options.target)} matches no element.`);
      return;
    }
    if (inline) {
      (target as Element).append(host);
      void load();
      return;
    }
    // Other bots' launchers on the page: this one goes beside those in its corner, not on top of them, and an open
    // chat paints over the others' launchers (widgetStyles: data-many).
    const launchers = [...document.querySelectorAll('botfolio-chat[data-mode=launcher]')];
    const beside = launchers.filter((el) => el.hasAttribute('data-position') === (options.position === 'left')).length;
    if (beside) host.style.setProperty('--bf-n', String(beside));
    for (const el of launchers.length ? [host, ...launchers] : []) el.setAttribute('data-many', '');
    document.body.append(host);
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
    accent: data.accent,
    theme: data.theme,
    greeting: data.greeting,
    lang: data.lang,
  });
}
