import { CHAT_STRINGS, type ChatSessionClient, type ChatStorage, tabStorage } from '@botfolio/core';
import { type KeyboardEvent, type Ref, useEffect, useRef } from 'react';
import { ChatScreen } from './ChatScreen';
import { ChatIcon } from './icons';
import { trackVisualViewport } from './trackVisualViewport';

export interface WidgetRootProps {
  client: ChatSessionClient;
  userId: string;
  botId: string;
  inline: boolean;
  open: boolean;
  /** False until the first open: nothing is fetched before. */
  started: boolean;
  /** Where the conversation is kept: the tab's sessionStorage unless given. */
  storage?: ChatStorage | null;
  onOpen: () => void;
  onClose: () => void;
  launcherRef: Ref<HTMLButtonElement>;
}

/** What the widget renders in its shadow root: a launcher and its panel, or (inline) the panel alone. */
export function WidgetRoot(props: WidgetRootProps) {
  const { client, userId, botId, inline, open, started, storage, onOpen, onClose, launcherRef } = props;
  const wrapRef = useRef<HTMLDivElement>(null);
  // The panel's wrapper appears on the first open: track the keyboard from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `started` is when wrapRef gets its element
  useEffect(() => (wrapRef.current ? trackVisualViewport(wrapRef.current) : undefined), [started]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
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
      autoFocus
    />
  );
  if (inline) return <div className="bf-wrap">{chat}</div>;
  return (
    <div className={open ? 'bf-open' : undefined}>
      {started && (
        <div
          ref={wrapRef}
          className="bf-wrap"
          role="dialog"
          aria-label={CHAT_STRINGS.chat}
          hidden={!open}
          onKeyDown={onKeyDown}
        >
          {chat}
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="bf-launch"
        aria-label={CHAT_STRINGS.openChat}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <ChatIcon />
      </button>
    </div>
  );
}
