import type { BotSource, UpdateSourceRequest } from '@botfolio/core';
import { LIMITS, STRINGS, validateSourceText, validateSourceTitle } from '@botfolio/core';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../context/ApiContext';
import { errorMessage, isAbort, refusalMessage } from '../errors';
import { useLeaveGuard } from '../hooks/useLeaveGuard';

/** The source's text as the editor holds it: read from the server first (text and PDF sources only). */
type Loaded = { phase: 'loading' } | { phase: 'done'; original: string } | { phase: 'failed'; error?: string };

export interface SourceEditorProps {
  botId: string;
  source: BotSource;
  /** Another change of the sources is under way: Save waits for it. */
  busy: boolean;
  /** Saves what changed (nothing, a title, a text or both); resolves with the error sentence, or null once saved. */
  onSave(patch: UpdateSourceRequest): Promise<string | null>;
  onCancel(): void;
}

/**
 * The inline form that renames a source and, for pasted text or a PDF, corrects its text (links are read from their
 * origin: refreshed, never edited). Focus starts on its first field; Escape or Cancel closes it without saving.
 */
export function SourceEditor({ botId, source, busy, onSave, onCancel }: SourceEditorProps) {
  const api = useApi();
  const editable = source.type === 'text' || source.type === 'pdf';
  const [title, setTitle] = useState(source.title);
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<Loaded>(editable ? { phase: 'loading' } : { phase: 'failed' });
  const [error, setError] = useState<{ field: 'title' | 'text' | null; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => titleRef.current?.focus(), []);
  // an unchanged text is the very string loaded: comparing it costs nothing, however long it is
  useLeaveGuard(title !== source.title || (loaded.phase === 'done' && text !== loaded.original));

  useEffect(() => {
    if (!editable) return;
    const controller = new AbortController();
    api.getSource(botId, source._id, { signal: controller.signal }).then(
      (answer) => {
        setText(answer.text);
        setLoaded({ phase: 'done', original: answer.text });
      },
      (err: unknown) => {
        if (isAbort(err)) return;
        console.error('Loading the source text failed', err);
        // a refusal (the source is gone, the session ended) in the server's words
        setLoaded({ phase: 'failed', error: refusalMessage(err, STRINGS.sourceTextLoadFailed) });
      },
    );
    return () => controller.abort();
  }, [api, botId, source._id, editable]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || saving) return;
    const patch: UpdateSourceRequest = {};
    const name = title.trim();
    if (name !== source.title) patch.title = name;
    if (loaded.phase === 'done' && text !== loaded.original) patch.text = text;
    // the sentences the server would answer, said before anything is sent
    const titleProblem = patch.title === undefined ? null : validateSourceTitle(name);
    const textProblem = patch.text === undefined ? null : validateSourceText(text);
    if (titleProblem || textProblem) {
      setError(titleProblem ? { field: 'title', text: titleProblem } : { field: 'text', text: textProblem ?? '' });
      (titleProblem ? titleRef : textRef).current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    const failed = await onSave(patch).catch((err: unknown) => errorMessage(err, STRINGS.sourceSaveFailed));
    // saved: the editor is gone (its row shows the new source); refused: say why, and keep what was typed
    if (failed !== null) {
      setSaving(false);
      setError({ field: null, text: failed });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  }

  const errorId = `${id}-error`;
  const invalid = (field: 'title' | 'text') => (error?.field === field ? true : undefined);
  return (
    <form
      className="bot-sources__editor"
      aria-label={`${STRINGS.editSourceLabel} ${source.title}`}
      aria-busy={saving}
      noValidate
      onSubmit={save}
      onKeyDown={onKeyDown}
    >
      <div className="field">
        <label htmlFor={`${id}-title`}>{STRINGS.sourceTitleLabel}</label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          className="input"
          value={title}
          maxLength={LIMITS.sourceTitleMaxLength}
          aria-invalid={invalid('title')}
          aria-describedby={error?.field === 'title' ? errorId : undefined}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      {editable ? (
        <div className="field">
          <label htmlFor={`${id}-text`}>{STRINGS.sourceTextLabel}</label>
          {loaded.phase === 'done' && (
            <textarea
              ref={textRef}
              id={`${id}-text`}
              className="input bot-sources__editor-text"
              value={text}
              maxLength={LIMITS.botTextMaxLength}
              aria-invalid={invalid('text')}
              aria-describedby={error?.field === 'text' ? errorId : undefined}
              onChange={(e) => setText(e.target.value)}
            />
          )}
          {loaded.phase === 'loading' && (
            <p className="field__hint" role="status">
              {STRINGS.sourceTextLoading}
            </p>
          )}
          {loaded.phase === 'failed' && (
            <p className="form-message form-message--error" role="alert">
              {loaded.error ?? STRINGS.sourceTextLoadFailed}
            </p>
          )}
        </div>
      ) : (
        <p className="field__hint">{STRINGS.sourceTextFromOrigin}</p>
      )}
      {error && (
        <p id={errorId} className="form-message form-message--error" role="alert">
          {error.text}
        </p>
      )}
      <div className="bot-sources__actions">
        {/* not `disabled` while saving (save() ignores a second press): a disabled button drops keyboard focus */}
        <button type="submit" className="btn btn--primary" aria-disabled={saving || busy || undefined}>
          {STRINGS.saveSource}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {STRINGS.cancelEditSource}
        </button>
      </div>
    </form>
  );
}
