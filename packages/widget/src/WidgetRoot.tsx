import {
  CHAT_STRINGS,
  type ChatSessionClient,
  type ChatStorage,
  type ChatWords,
  type ChatWordsLoader,
  type PublicBot,
  tabStorage,
} from '@botfolio/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ChatScreen } from './ChatScreen';
import { trackVisualViewport } from './trackVisualViewport';
import { PHONE } from './widgetStyles';

export interface WidgetRootProps {
  client: ChatSessionClient;
  userId: string;
  botId: string;
  inline: boolean;
  open: boolean;
  /** Where the conversation is kept: the tab's sessionStorage unless given. */
  storage?: ChatStorage | null;
  /** The tag's `data-accent`, `data-theme`, `data-greeting` and `data-lang`, over the owner's settings. */
  appearance?: Partial<PublicBot>;
  /** The bot's public settings once loaded (the launcher takes its accent). */
  onBot?: (bot: PublicBot) => void;
  /** The chat's words in the bot's language. */
  loadWords?: ChatWordsLoader;
  /** Called with the chat's words whenever their language changes (the launcher's label). */
  onWords?: (words: ChatWords) => void;
  onClose: () => void;
}

/** The chat panel in the widget's shadow root: a dialog beside the launcher, or (inline) the chat alone. */
export function WidgetRoot(props: WidgetRootProps) {
  const { client, userId, botId, inline, open, storage, appearance, onBot, loadWords, onWords, onClose } = props;
  const wrapRef = useRef<HTMLDivElement>(null);
  // Full screen (a phone) the panel is modal: aria-modal says so, and Tab goes round inside it.
  const [modal, setModal] = useState(false);
  // the dialog's name, in the chat's language once its words are in
  const [label, setLabel] = useState<string>(CHAT_STRINGS.chat);
  useEffect(() => {
    const phone = matchMedia(PHONE);
    const sync = () => setModal(phone.matches);
    phone.onchange = sync;
    sync();
    const stop = trackVisualViewport(wrapRef.current as HTMLElement);
    return () => {
      phone.onchange = null;
      stop();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
    // Modal: Tab goes round inside the panel, never to the page behind.
    const wrap = wrapRef.current;
    if (event.key !== 'Tab' || !wrap || !modal) return;
    // (nothing inside the open panel is display:none; the contact form's trap field has tabindex -1; the message list
    // has tabindex 0)
    const items = [...wrap.querySelectorAll<HTMLInputElement>('a,button,input,textarea,summary,ol')].filter(
      (el) => el.tabIndex >= 0 && !el.disabled,
    );
    const active = (wrap.getRootNode() as ShadowRoot).activeElement as HTMLInputElement;
    if (!items.includes(active) || active === items[event.shiftKey ? 0 : items.length - 1]) {
      event.preventDefault();
      items[event.shiftKey ? items.length - 1 : 0]?.focus();
    }
  };

  const chat = (
    <ChatScreen
      client={client}
      userId={userId}
      botId={botId}
      storage={storage === undefined ? tabStorage() : storage}
      variant="panel"
      onClose={inline ? undefined : onClose}
      appearance={appearance}
      onBot={onBot}
      loadWords={loadWords}
      onWords={(words) => {
        setLabel(words.chat);
        onWords?.(words);
      }}
      autoFocus
    />
  );
  if (inline)
    return (
      <div ref={wrapRef} className="bf-wrap">
        {chat}
      </div>
    );
  return (
    <div
      ref={wrapRef}
      className="bf-wrap"
      role="dialog"
      aria-modal={modal || undefined}
      aria-label={label}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      {chat}
    </div>
  );
}
