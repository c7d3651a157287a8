import type { AddSourceRequest, BotSource, BotSourceType, OwnerBot } from '@botfolio/core';
import { languageName, STRINGS } from '@botfolio/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../context/ApiContext';
import { errorMessage } from '../errors';
import { SourcePicker } from './SourcePicker';
import { type PickedSource, pickedSource, useCreateBotSources } from './useCreateBotSources';
import './BotSources.css';

const TYPE_LABEL: Record<BotSourceType, string> = {
  text: STRINGS.sourceTypeText,
  pdf: STRINGS.sourceTypePdf,
  youtube: STRINGS.sourceTypeYoutube,
  website: STRINGS.sourceTypeWebsite,
};

/** The add call for what the picker holds: text and PDF text as they are, links for the server to import. */
export function addRequestOf(picked: PickedSource): AddSourceRequest {
  const title = picked.title ? { title: picked.title } : {};
  if ((picked.type === 'youtube' || picked.type === 'website') && picked.origin)
    return { type: picked.type, url: picked.origin, ...title };
  return { type: picked.type, text: picked.text, ...title };
}

const day = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * Where focus goes once a change is over (every button is disabled meanwhile, which drops focus): a control
 * again (by its `data-control`), the row now at this index (the one after a removed source, else the last),
 * or the outcome message.
 */
type FocusTarget = { control: string } | { row: number } | 'outcome';

export interface BotSourcesProps {
  bot: OwnerBot;
  /** The bot as the server answered after a change. */
  onChange(bot: OwnerBot): void;
}

/** A bot's sources on its Edit page: each with remove (never the last) and refresh (links), and the add picker. */
export function BotSources({ bot, onChange }: BotSourcesProps) {
  const api = useApi();
  const picker = useCreateBotSources(api);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const headingId = useId();
  const addId = useId();
  const only = bot.sources.length <= 1;
  const picked = pickedSource(picker);
  const listRef = useRef<HTMLOListElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  useEffect(() => {
    if (!focusTarget || busy !== null) return;
    setFocusTarget(null);
    let target: HTMLElement | null | undefined;
    if (focusTarget === 'outcome') target = outcomeRef.current;
    else if ('row' in focusTarget) {
      const rows = listRef.current?.children ?? [];
      target = rows[Math.min(focusTarget.row, rows.length - 1)] as HTMLElement | undefined;
    } else {
      const key = focusTarget.control;
      target = [...document.querySelectorAll<HTMLButtonElement>('.bot-sources [data-control]')].find(
        (control) => control.dataset.control === key && !control.disabled,
      );
    }
    (target ?? outcomeRef.current)?.focus();
  }, [focusTarget, busy]);

  async function change(key: string, call: () => Promise<OwnerBot>, done: string, then: FocusTarget) {
    if (busy) return;
    setBusy(key);
    setOutcome(null);
    try {
      onChange(await call());
      setOutcome({ kind: 'success', text: done });
      setFocusTarget(then);
    } catch (err) {
      console.error('Changing the sources failed', err);
      setOutcome({ kind: 'error', text: errorMessage(err, STRINGS.sourceChangeFailed) });
      setFocusTarget({ control: key });
    } finally {
      setBusy(null);
    }
  }

  const remove = (source: BotSource) => {
    if (!window.confirm(STRINGS.confirmRemoveSource)) return;
    void change(
      `remove-${source._id}`,
      async () => (await api.removeSource(bot._id, source._id)).bot,
      STRINGS.sourceRemoved,
      { row: bot.sources.indexOf(source) },
    );
  };
  const refresh = (source: BotSource) =>
    change(
      `refresh-${source._id}`,
      async () => (await api.refreshSource(bot._id, source._id)).bot,
      STRINGS.sourceRefreshed,
      { control: `refresh-${source._id}` },
    );
  const add = () => {
    if (!picked) return;
    void change(
      'add',
      async () => {
        const answer = await api.addSource(bot._id, addRequestOf(picked));
        picker.clear();
        return answer.bot;
      },
      STRINGS.sourceAdded,
      'outcome',
    );
  };

  return (
    <section id="sources" className="card bot-sources" aria-labelledby={headingId} aria-busy={busy !== null}>
      <h2 id={headingId}>{STRINGS.sourcesTitle}</h2>
      <p className="bot-sources__hint">{STRINGS.sourcesHint}</p>
      <ol ref={listRef} className="bot-sources__list">
        {bot.sources.map((source) => (
          <li key={source._id} className="bot-sources__item" tabIndex={-1}>
            <div className="bot-sources__what">
              <span className="bot-sources__type">{TYPE_LABEL[source.type]}</span>
              <strong className="bot-sources__title">{source.title}</strong>
              {source.origin && source.origin !== source.title && (
                <span className="bot-sources__origin">{source.origin}</span>
              )}
              <span className="bot-sources__meta">
                {source.language && `${languageName(source.language)} · `}
                {source.chars.toLocaleString()} {STRINGS.sourceChars} · {STRINGS.sourceAddedOn} {day(source.addedAt)}
                {source.refreshedAt !== source.addedAt && ` · ${STRINGS.sourceRefreshedOn} ${day(source.refreshedAt)}`}
              </span>
            </div>
            <div className="bot-sources__actions">
              {(source.type === 'youtube' || source.type === 'website') && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={busy !== null}
                  aria-label={`${STRINGS.refreshSource} ${source.title}`}
                  data-control={`refresh-${source._id}`}
                  onClick={() => void refresh(source)}
                >
                  {STRINGS.refreshSource}
                </button>
              )}
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy !== null || only}
                title={only ? STRINGS.lastSourceHint : undefined}
                aria-label={`${STRINGS.removeSource} ${source.title}`}
                data-control={`remove-${source._id}`}
                onClick={() => remove(source)}
              >
                {STRINGS.removeSource}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          className={`form-message form-message--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      <section className="bot-sources__add" aria-labelledby={addId}>
        <h3 id={addId}>{STRINGS.addSourceTitle}</h3>
        <SourcePicker sources={picker} />
        <button
          type="button"
          className="btn btn--primary"
          disabled={!picked || busy !== null}
          data-control="add"
          onClick={add}
        >
          {STRINGS.addSource}
        </button>
      </section>
    </section>
  );
}
