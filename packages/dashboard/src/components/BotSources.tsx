import type { AddSourceRequest, BotSource, BotSourceType, OwnerBot, UpdateSourceRequest } from '@botfolio/core';
import { LIMITS, languageName, STRINGS, titleFromText } from '@botfolio/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../context/ApiContext';
import { errorMessage } from '../errors';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { SourceEditor } from './SourceEditor';
import { SourcePicker } from './SourcePicker';
import {
  type CreateBotSources,
  hasText,
  type PickedSource,
  pickedSource,
  useCreateBotSources,
} from './useCreateBotSources';
import './BotSources.css';

const TYPE_LABEL: Record<BotSourceType, string> = {
  text: STRINGS.sourceTypeText,
  pdf: STRINGS.sourceTypePdf,
  youtube: STRINGS.sourceTypeYoutube,
  website: STRINGS.sourceTypeWebsite,
};

/** Sources whose text comes from their link: refreshed from it, never edited (nor titled when added). */
const fromLink = (type: BotSourceType) => type === 'youtube' || type === 'website';

/**
 * The add call for what the picker holds: text and PDF text as they are, links for the server to import. `title` is
 * the owner's name for a text or PDF source (left empty: the file's name, or the server names text by its first line).
 */
export function addRequestOf(picked: PickedSource, title = ''): AddSourceRequest {
  const named = (!fromLink(picked.type) && title.trim()) || picked.title;
  const titled = named ? { title: named } : {};
  if (fromLink(picked.type) && picked.origin) return { type: picked.type, url: picked.origin, ...titled };
  return { type: picked.type, text: picked.text, ...titled };
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

/**
 * A bot's sources on its Edit page: each with edit (its title; the text of pasted text or a PDF), remove (never the
 * last) and refresh (links), and the add picker with an optional title.
 */
export function BotSources({ bot, onChange }: BotSourcesProps) {
  const api = useApi();
  const picker = useCreateBotSources(api);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [addTitle, setAddTitle] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const headingId = useId();
  const addId = useId();
  const addTitleId = useId();
  const editorId = useId();
  const only = bot.sources.length <= 1;
  const picked = pickedSource(picker);
  const listRef = useRef<HTMLOListElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  // a source typed or fetched but not added yet is work to lose
  useLeaveGuard(picker.text !== '' || picker.source !== '' || addTitle !== '');

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
        const answer = await api.addSource(bot._id, addRequestOf(picked, addTitle));
        picker.clear();
        setAddTitle('');
        return answer.bot;
      },
      STRINGS.sourceAdded,
      'outcome',
    );
  };

  /** Closes the editor: focus goes back to its row's Edit button, and the outcome (if any) is said. */
  const closeEditor = (source: BotSource, said?: string) => {
    setEditing(null);
    if (said) setOutcome({ kind: 'success', text: said });
    setFocusTarget({ control: `edit-${source._id}` });
  };
  /** Saves an edit; resolves with the sentence saying why not, or null once saved (the editor then closes). */
  async function saveEdit(source: BotSource, patch: UpdateSourceRequest): Promise<string | null> {
    if (patch.title === undefined && patch.text === undefined) {
      closeEditor(source, STRINGS.nothingChanged);
      return null;
    }
    setBusy(`edit-${source._id}`);
    setOutcome(null);
    try {
      onChange((await api.updateSource(bot._id, source._id, patch)).bot);
      closeEditor(source, STRINGS.sourceSaved);
      return null;
    } catch (err) {
      console.error('Saving the source failed', err);
      return errorMessage(err, STRINGS.sourceSaveFailed);
    } finally {
      setBusy(null);
    }
  }
  const titledOnAdd = picker.mode === 'text' || picker.mode === 'pdf';
  /**
   * The picker, where each new pick (a mode, a file, a link, typed text) ends what the last change said: a
   * "Source added." must not stay beside the next import's error (a locked PDF, a refused link).
   */
  const freshPick =
    <A extends unknown[]>(pick: (...args: A) => void) =>
    (...args: A) => {
      setOutcome(null);
      pick(...args);
    };
  const picking: CreateBotSources = {
    ...picker,
    setMode: freshPick(picker.setMode),
    setText: freshPick(picker.setText),
    choosePdf: freshPick(picker.choosePdf),
    setYoutubeLink: freshPick(picker.setYoutubeLink),
    setWebLink: freshPick(picker.setWebLink),
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
                {source.refreshedAt !== source.addedAt &&
                  ` · ${fromLink(source.type) ? STRINGS.sourceRefreshedOn : STRINGS.sourceEditedOn} ${day(source.refreshedAt)}`}
              </span>
            </div>
            <div className="bot-sources__actions">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy !== null}
                aria-label={`${STRINGS.editSource} ${source.title}`}
                aria-expanded={editing === source._id}
                aria-controls={editing === source._id ? editorId : undefined}
                data-control={`edit-${source._id}`}
                onClick={() => (editing === source._id ? closeEditor(source) : setEditing(source._id))}
              >
                {STRINGS.editSource}
              </button>
              {fromLink(source.type) && (
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
            {editing === source._id && (
              <div id={editorId} className="bot-sources__edit">
                <SourceEditor
                  botId={bot._id}
                  source={source}
                  busy={busy !== null}
                  onSave={(patch) => saveEdit(source, patch)}
                  onCancel={() => closeEditor(source)}
                />
              </div>
            )}
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
        <SourcePicker sources={picking} />
        {titledOnAdd && (
          <div className="field bot-sources__add-title">
            <label htmlFor={addTitleId}>{STRINGS.sourceTitleOptional}</label>
            <input
              id={addTitleId}
              className="input"
              value={addTitle}
              maxLength={LIMITS.sourceTitleMaxLength}
              placeholder={
                picker.mode === 'pdf'
                  ? (picker.pdf.fileName ?? '')
                  : hasText(picker.text)
                    ? titleFromText(picker.text)
                    : STRINGS.sourceTitleFromText
              }
              onChange={(e) => setAddTitle(e.target.value)}
            />
          </div>
        )}
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
