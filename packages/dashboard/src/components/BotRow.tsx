import { type Bot, botTextPreview, STRINGS } from '@botfolio/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChatIcon, ShareIcon, TrashIcon } from './CreateBotIcons';
import { SharePanel } from './SharePanel';
import './BotRow.css';

export interface BotRowProps {
  userId: string;
  bot: Bot;
  /** Called after the user confirmed 'Are you sure you want to delete this bot?'. */
  onDelete(botId: string): Promise<void> | void;
  /** Origin for the share links; the page's own by default. */
  origin?: string;
}

/** One bot on the your-bots screen: name, a 40-character preview, delete, Chat, and the share panel toggle. */
export function BotRow({ userId, bot, onDelete, origin }: BotRowProps) {
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const panelId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);

  // Escape closes the share panel; focus inside the row goes back to the share button.
  useEffect(() => {
    if (!sharing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSharing(false);
      if (rowRef.current?.contains(document.activeElement)) shareRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sharing]);

  async function remove() {
    if (deleting || !window.confirm(STRINGS.confirmDelete)) return;
    setDeleting(true);
    try {
      await onDelete(bot._id);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <li ref={rowRef} className="bot-row" data-bot-id={bot._id}>
      <div className="bot-row__main">
        {/* focusable from script: where focus goes when the row before it is deleted */}
        <h2 className="bot-row__name" tabIndex={-1}>
          {bot.botName}
        </h2>
        <p className="bot-row__preview">{botTextPreview(bot.botText ?? '')}</p>
      </div>
      <div className="bot-row__actions">
        <button
          type="button"
          className="bot-row__icon"
          aria-label={`${STRINGS.deleteBot} ${bot.botName}`}
          title={STRINGS.deleteBot}
          onClick={remove}
          // not `disabled`: a disabled button drops keyboard focus; a failed delete leaves focus here
          aria-disabled={deleting || undefined}
        >
          <TrashIcon />
        </button>
        <Link className="bot-row__edit" to={`/your-bots/${encodeURIComponent(bot._id)}`}>
          {STRINGS.editBot}
          <span className="visually-hidden"> {bot.botName}</span>
        </Link>
        <Link className="bot-row__edit" to={`/your-bots/${encodeURIComponent(bot._id)}/insights`}>
          {STRINGS.insightsLink}
          <span className="visually-hidden"> {bot.botName}</span>
        </Link>
        <Link
          className="bot-row__chat"
          to={`/bot/${encodeURIComponent(userId)}/${encodeURIComponent(bot._id)}`}
          // the visible word is the spec's 'Chat'; its name says which bot, as Delete and Share do
          aria-label={`${STRINGS.chat} ${bot.botName}`}
        >
          <ChatIcon />
          <span>{STRINGS.chat}</span>
        </Link>
        <button
          type="button"
          className="bot-row__icon"
          aria-label={`${STRINGS.shareBot} ${bot.botName}`}
          title={STRINGS.shareBot}
          aria-expanded={sharing}
          aria-controls={panelId}
          ref={shareRef}
          onClick={() => setSharing((open) => !open)}
        >
          <ShareIcon />
        </button>
      </div>
      {sharing && (
        <div className="bot-row__share">
          <SharePanel id={panelId} userId={userId} botId={bot._id} {...(origin ? { origin } : {})} />
        </div>
      )}
    </li>
  );
}
