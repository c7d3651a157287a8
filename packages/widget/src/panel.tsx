/**
 * The chat panel bundle (dist/widget/panel-<hash>.js, an ES module, immutable): widget.js imports it on the first
 * intent to chat and calls `mountPanel`. It renders the chat into the widget's shadow root, beside the launcher,
 * with preact/compat; widget.js adopts its styles as it does the launcher's (no inline styles or scripts).
 */
import { type ChatWords, type PublicBot, textOn } from '@botfolio/core';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createChatClient, createWordsLoader } from './chatClient';
import { chatStyles } from './chatStyles';
import { WidgetRoot } from './WidgetRoot';
import { panelStyles } from './widgetStyles';

export interface PanelOptions {
  /** The widget's shadow root (the launcher's sheet is already adopted there). */
  shadow: ShadowRoot;
  /** Adds a stylesheet to the shadow root, after the launcher's (widget.js's way: no inline styles). */
  adopt: (css: string) => void;
  userId: string;
  botId: string;
  /** Where the API lives: widget.js's origin. */
  baseUrl: string;
  inline: boolean;
  appearance: Partial<PublicBot>;
  onClose: () => void;
  /** The chat's words in the bot's language, once known (the launcher's label). */
  onWords?: (words: ChatWords) => void;
}

export interface PanelHandle {
  setOpen(open: boolean): void;
  unmount(): void;
}

export function mountPanel(options: PanelOptions): PanelHandle {
  const { shadow, inline } = options;
  options.adopt(chatStyles + panelStyles);
  const host = shadow.host as HTMLElement;
  const container = document.createElement('div');
  shadow.prepend(container);
  const root = createRoot(container);
  const client = createChatClient(options.baseUrl);
  const loadWords = createWordsLoader(options.baseUrl);
  // the launcher wears the owner's accent (the tag's data-accent wins), with AA-contrast text
  const onBot = (bot: PublicBot) => {
    const accent = options.appearance.accent ?? bot.accent;
    if (!accent) return;
    host.style.setProperty('--bf-accent', accent);
    host.style.setProperty('--bf-on', textOn(accent));
  };
  let open = inline;
  const render = () =>
    root.render(
      createElement(WidgetRoot, {
        client,
        userId: options.userId,
        botId: options.botId,
        inline,
        open,
        appearance: options.appearance,
        onBot,
        loadWords,
        onClose: options.onClose,
        onWords: options.onWords,
      }),
    );
  render();
  return {
    setOpen(next) {
      open = next;
      render();
      if (!next) return;
      // Into the panel: the input when it can take it, else the chat itself.
      const input = shadow.querySelector<HTMLInputElement>('.bf-input');
      (input && !input.disabled ? input : shadow.querySelector<HTMLElement>('.bf-chat'))?.focus();
    },
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
