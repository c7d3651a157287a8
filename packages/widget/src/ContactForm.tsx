import { CHAT_STRINGS, type ChatSession } from '@botfolio/core';
import { type FormEvent, useId, useState } from 'react';

/**
 * "Leave your contact": name, email and a message for the bot's owner. The `website` field is for bots only:
 * hidden from people (and from screen readers and the tab order), so whoever fills it is not a person.
 */
export function ContactForm({ session, onDone }: { session: ChatSession; onDone: () => void }) {
  const id = useId();
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState('');

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
      setError((err instanceof Error && err.message) || CHAT_STRINGS.contactFailed);
    }
  };

  if (state === 'sent')
    return (
      <div className="bf-center">
        <p role="status">{CHAT_STRINGS.contactSent}</p>
        <button type="button" className="bf-retry" onClick={onDone}>
          {CHAT_STRINGS.contactCancel}
        </button>
      </div>
    );
  return (
    <form className="bf-contact" onSubmit={submit} aria-label={CHAT_STRINGS.leaveContact}>
      <label htmlFor={`${id}n`}>{CHAT_STRINGS.contactName}</label>
      <input id={`${id}n`} name="name" className="bf-input" required maxLength={100} autoComplete="name" />
      <label htmlFor={`${id}e`}>{CHAT_STRINGS.contactEmail}</label>
      <input
        id={`${id}e`}
        name="email"
        className="bf-input"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
      />
      <label htmlFor={`${id}m`}>{CHAT_STRINGS.contactMessage}</label>
      <textarea id={`${id}m`} name="message" className="bf-input" rows={4} maxLength={1000} />
      <input className="bf-trap" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      {error && <p role="alert">{error}</p>}
      <div className="bf-row">
        <button type="button" className="bf-new" onClick={onDone}>
          {CHAT_STRINGS.contactCancel}
        </button>
        <button type="submit" className="bf-retry" disabled={state === 'sending'}>
          {CHAT_STRINGS.contactSend}
        </button>
      </div>
    </form>
  );
}
