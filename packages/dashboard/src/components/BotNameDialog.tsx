import { LIMITS, STRINGS, validateBotName } from '@botfolio/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap } from '../hooks/useFocusTrap';
import './BotNameDialog.css';

export interface BotNameDialogProps {
  /** Called with the trimmed, non-empty name; the dialog shows `busy` while the promise is pending. */
  onSubmit(botName: string): Promise<void> | void;
  onCancel(): void;
  busy?: boolean;
  /** A sentence shown inside the dialog (e.g. the store failure). */
  error?: string | null;
}

/**
 * The 'Enter Bot Name' modal: name input, Cancel and Create Bot. Focus is trapped inside while it is
 * mounted, Escape cancels, and focus returns to whatever opened it. An empty name does nothing (spec 5).
 */
export function BotNameDialog({ onSubmit, onCancel, busy = false, error = null }: BotNameDialogProps) {
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // The opener may be gone (e.g. re-rendered); only restore focus to a node still in the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Its buttons are disabled while the bot is stored, which drops focus if one of them had it: once a store
  // fails (the dialog stays, saying so), focus goes back to the name.
  useEffect(() => {
    if (busy) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) inputRef.current?.focus();
  }, [busy]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) return; // spec: an empty name does nothing, silently
    const problem = validateBotName(trimmed);
    if (problem) {
      setInvalid(problem);
      return;
    }
    setInvalid(null);
    void onSubmit(trimmed);
  }

  useFocusTrap(
    dialogRef,
    true,
    () => {
      if (!busy) onCancel();
    },
    inputRef,
  );

  const message = invalid ?? error;
  return (
    <div className="bot-name-dialog__backdrop">
      <div ref={dialogRef} className="bot-name-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className="bot-name-dialog__title">
            {STRINGS.enterBotName}
          </h2>
          <input
            ref={inputRef}
            className="input bot-name-dialog__input"
            type="text"
            aria-label={STRINGS.botNameLabel}
            placeholder={STRINGS.botNameLabel}
            value={name}
            maxLength={LIMITS.botNameMaxLength}
            onChange={(e) => {
              setName(e.target.value);
              setInvalid(null);
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            autoComplete="off"
          />
          {message && (
            <p id={errorId} className="bot-name-dialog__error" role="alert">
              {message}
            </p>
          )}
          <div className="bot-name-dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
              {STRINGS.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
              {STRINGS.createBot}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
