import { type ChatSession, type ChatWords, translateChat } from '@botfolio/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * "Leave your contact": name, email and a message for the bot's owner. The `website` field is for bots only:
 * hidden from people (and from screen readers and the tab order), so whoever fills it is not a person.
 */
export function ContactForm({
  session,
  words,
  onDone,
}: {
  session: ChatSession;
  /** The chat's words in the bot's language. */
  words: ChatWords;
  onDone: () => void;
}) {
  const id = useId();
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState('');
  // Focus goes to the first field when the form opens (or a send fails), and to 'Back to the chat' once it is
  // sent: the control that was pressed is gone (or disabled) each time.
  const focus = useRef<HTMLInputElement & HTMLButtonElement>(null);
  useEffect(() => {
    if (state !== 'sending') focus.current?.focus();
  }, [state]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setState('sending');
    setError('');
    try {
      await session.sendContact({
        name: field('name'),
        email: field('email'),
        message: field('message'),
        website: field('website'),
      });
      setState('sent');
    } catch (err) {
      setState('editing');
      setError(translateChat((err instanceof Error && err.message) || words.contactFailed, words));
    }
  };

  if (state === 'sent')
    return (
      <div className="bf-center">
        <p role="status">{words.contactSent}</p>
        <button ref={focus} type="button" className="bf-retry" onClick={onDone}>
          {words.contactCancel}
        </button>
      </div>
    );
  return (
    <form className="bf-contact" onSubmit={submit} aria-label={words.leaveContact}>
      <label htmlFor={`${id}n`}>{words.contactName}</label>
      <input ref={focus} id={`${id}n`} name="name" className="bf-input" required maxLength={100} autoComplete="name" />
      <label htmlFor={`${id}e`}>{words.contactEmail}</label>
      <input
        id={`${id}e`}
        name="email"
        className="bf-input"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
      />
      <label htmlFor={`${id}m`}>{words.contactMessage}</label>
      <textarea id={`${id}m`} name="message" className="bf-input" rows={4} maxLength={1000} />
      <input className="bf-trap" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      {error && <p role="alert">{error}</p>}
      <div className="bf-row">
        <button type="button" className="bf-new" onClick={onDone}>
          {words.contactCancel}
        </button>
        <button type="submit" className="bf-retry" disabled={state === 'sending'}>
          {words.contactSend}
        </button>
      </div>
    </form>
  );
}
