import {
  CHAT_STRINGS,
  type ChatSession,
  type ChatSessionClient,
  type ChatSpeech,
  type ChatStorage,
  type ChatWords,
  type ChatWordsLoader,
  chatWordsLocale,
  createChatSession,
  LIMITS,
  type PublicBot,
  type Source,
  textOn,
  translateChat,
} from '@botfolio/core';
import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ContactForm } from './ContactForm';
import { BackIcon, CloseIcon, MicIcon, SendIcon, SpeakerIcon, StopIcon } from './icons';
import { MessageText } from './MessageText';
import { trackVisualViewport } from './trackVisualViewport';
import { useChatSession } from './useChatSession';

export interface ChatScreenProps {
  /** Anything with `findUser` and `chatStream` — `createApiClient()` from @botfolio/core. */
  client: ChatSessionClient;
  userId: string;
  botId: string;
  /** Shows a back arrow in the top bar. */
  onBack?: () => void;
  /** Shows a close button in the top bar (the widget's panel). */
  onClose?: () => void;
  /** Keeps the conversation per bot (the widget passes sessionStorage). Read once per bot. */
  storage?: ChatStorage | null;
  /** Speech natives; the browser's by default. Read once per bot. */
  speech?: ChatSpeech;
  /** 'page': full-height screen (dashboard); 'panel': fills its container (widget). */
  variant?: 'page' | 'panel';
  /** A ready-made session (stories, tests); replaces client/userId/botId/storage/speech. */
  session?: ChatSession;
  /** Moves focus to the input once the bot is ready, if focus is inside the chat (the widget on open). */
  autoFocus?: boolean;
  /**
   * Overrides what the bot's owner saved (greeting, starters, accent, theme, avatar…): the tag's `data-*` options
   * in the widget, the unsaved form in the dashboard's live preview.
   */
  appearance?: Partial<PublicBot>;
  /** Called with the bot's public settings once they are loaded. */
  onBot?: (bot: PublicBot) => void;
  /** How the chat gets its words in the bot's language (core's loadChatWords, or the widget's fetch); English without. */
  loadWords?: ChatWordsLoader;
  /** Called with the chat's words whenever their language changes (the widget's launcher says them too). */
  onWords?: (words: ChatWords) => void;
}

/** Longest passage shown under an answer; the rest is cut at a word with an ellipsis. */
const SOURCE_CHARS = 280;
const cut = (text: string) =>
  text.length > SOURCE_CHARS ? `${text.slice(0, SOURCE_CHARS).replace(/\s+\S*$/, '')}…` : text;

/** The quoted passages under an answer, as text, in a disclosure (keyboard and screen readers get it natively). */
function Sources({ sources, label }: { sources: readonly Source[]; label: string }) {
  const shown = sources.filter((s) => typeof s?.text === 'string' && s.text.trim());
  if (!shown.length) return null;
  return (
    <details className="bf-src">
      <summary>{label}</summary>
      <ol>
        {shown.map((source, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an answer's passages never change
          <li key={i} dir="auto">
            {cut(source.text.trim())}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The chat's words in `language` (loaded once per language); English until they arrive, and for English. */
function useChatWords(language: string | null | undefined, load: ChatWordsLoader | undefined): ChatWords {
  const locale = load ? chatWordsLocale(language) : null;
  const [loaded, setLoaded] = useState<{ locale: string; words: ChatWords } | null>(null);
  useEffect(() => {
    if (!locale || !load) return;
    let live = true;
    load(locale).then(
      (words) => {
        if (live) setLoaded({ locale, words: { ...CHAT_STRINGS, ...words } });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [locale, load]);
  return locale && loaded?.locale === locale ? loaded.words : CHAT_STRINGS;
}

const safeLink = (url: string | null | undefined) => (url && /^(https:|mailto:)/i.test(url) ? url : null);

/**
 * The chat screen, written once against the React API: the dashboard renders it
 * with React, the widget with preact/compat. It injects no styles: render `<ChatStyles />` or adopt
 * `chatStyles`.
 */
export function ChatScreen(props: ChatScreenProps) {
  const { client, userId, botId, onBack, onClose, variant = 'page', autoFocus = false, appearance } = props;
  // 0: never opened, 1: open, 2: closed again (focus goes back to 'Leave your contact')
  const [contact, setContact] = useState(0);
  const contactOpen = contact === 1;
  const leaveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (contact > 1) leaveRef.current?.focus();
  }, [contact]);
  const options = useRef(props);
  options.current = props;
  // storage and speech are read when the bot changes, so inline objects do not restart the chat.
  const session = useMemo(
    () =>
      props.session ??
      createChatSession({ client, userId, botId, storage: options.current.storage, speech: options.current.speech }),
    [props.session, client, userId, botId],
  );
  const state = useChatSession(session);
  const onBot = props.onBot;
  useEffect(() => {
    if (state.bot) onBot?.(state.bot);
  }, [state.bot, onBot]);
  const rootRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const ready = state.status === 'ready';
  const waiting = state.typing;

  useEffect(() => {
    void session.load();
    return () => session.dispose();
  }, [session]);

  useEffect(
    () => (variant === 'page' && rootRef.current ? trackVisualViewport(rootRef.current) : undefined),
    [variant],
  );

  // Keep the newest message in view while it streams, unless the person scrolled up to read; their own
  // new message always brings the list down. (The deps are the triggers, not inputs.)
  const pinned = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every new message or token
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && (pinned.current || state.messages.at(-1)?.sender === 'user')) list.scrollTop = list.scrollHeight;
  }, [state.messages, state.typing, ready]);
  const onScroll = () => {
    const list = listRef.current;
    if (list) pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  };

  // The input is disabled while an answer arrives, which drops focus: give it back afterwards, in the same frame that
  // enables it (a layout effect: an effect ran after the paint, and a key pressed between the two went nowhere).
  useLayoutEffect(() => {
    if (!ready || waiting) return;
    const root = rootRef.current;
    // In the widget the chat lives in a shadow root, whose activeElement is the focused element.
    const scope = root?.getRootNode() as Document | ShadowRoot | undefined;
    const focusInside = Boolean(root && scope && root.contains(scope.activeElement));
    if (refocus.current || (autoFocus && focusInside)) inputRef.current?.focus();
    refocus.current = false;
  }, [ready, waiting, autoFocus]);

  /** Sends `text` (a starter) or the input; focus waits on the chat and goes to the input once the answer is in. */
  const submit = (text?: string) => {
    // Read the store, not this render's snapshot: Enter may come before the re-render of the last keystroke.
    const now = session.getSnapshot();
    if (now.status !== 'ready' || now.typing || !(text ?? now.input).trim()) return;
    // The disabled input (or the starter, gone with its list) would drop focus to the page: the widget's Escape
    // listens inside the chat, and a screen reader keeps its place.
    rootRef.current?.focus();
    refocus.current = true;
    void session.send(text);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // React wraps the native event, Preact (the widget) hands it over as it is
    const composing = (event.nativeEvent ?? event) as globalThis.KeyboardEvent;
    if (event.key !== 'Enter' || event.shiftKey || composing.isComposing) return;
    event.preventDefault();
    submit();
  };

  const Heading = variant === 'page' ? 'h1' : 'h2';
  const look: Partial<PublicBot> = { ...state.bot, ...appearance };
  const words = useChatWords(look.language, props.loadWords);
  const onWords = props.onWords;
  useEffect(() => onWords?.(words), [words, onWords]);
  const accent = look.accent && /^#[0-9a-f]{6}$/i.test(look.accent) ? look.accent : null;
  // custom properties through the CSSOM: allowed under a CSP without 'unsafe-inline'
  const colours = accent
    ? ({ '--bf-accent': accent, '--bf-accent2': accent, '--bf-on': textOn(accent) } as CSSProperties)
    : undefined;
  const contactUrl = safeLink(look.contactUrl);
  const showSources = look.showSources !== false;
  const starters = ready && !state.messages.length ? (look.starters ?? []) : [];
  const closed = state.status === 'not-found' || state.status === 'unavailable';
  /** Each message's read-aloud button, a stop button while it is read; the greeting's is index -1. */
  const say = (index: number, text?: string) => {
    const speaking = state.speakingIndex === index;
    return (
      <button
        type="button"
        className={speaking ? 'bf-icon bf-say bf-on' : 'bf-icon bf-say'}
        aria-label={speaking ? words.stopReading : words.readAloud}
        onClick={() => session.speak(index, text)}
      >
        {speaking ? <StopIcon /> : <SpeakerIcon />}
      </button>
    );
  };
  return (
    <section
      ref={rootRef}
      className={`bf-chat bf-${variant}${look.theme === 'dark' || look.theme === 'auto' ? ` bf-${look.theme}` : ''}`}
      style={colours}
      aria-label={state.botName ? `${words.chatWith} ${state.botName}` : words.chat}
      lang={look.language || undefined}
      // a bot in Arabic, Hebrew, Persian or Urdu reads right to left: its bubbles and arrows too
      dir={/^(?:ar|he|fa|ur)\b/i.test(look.language ?? '') ? 'rtl' : undefined}
      tabIndex={-1}
    >
      <header className="bf-top">
        {onBack && (
          <button type="button" className="bf-icon" aria-label={words.back} onClick={onBack}>
            <BackIcon />
          </button>
        )}
        {look.avatar && (
          <span className="bf-avatar" aria-hidden="true">
            {look.avatar}
          </span>
        )}
        <div className="bf-title">
          <Heading className="bf-name">{look.botName || state.botName}</Heading>
          <span className="bf-typing" aria-live="polite">
            {waiting ? words.typing : state.listening ? words.listening : ''}
          </span>
        </div>
        {ready && (
          <button type="button" className="bf-new" onClick={() => session.newChat()}>
            {words.newChat}
          </button>
        )}
        {onClose && (
          <button type="button" className="bf-icon" aria-label={words.closeChat} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </header>

      <div className="bf-body">
        {state.status === 'loading' && (
          <div className="bf-center" role="status">
            <span className="bf-spinner" aria-hidden="true" />
            <span className="bf-sr">{words.loading}</span>
          </div>
        )}
        {closed && (
          <p className="bf-center" role="alert">
            {state.status === 'unavailable' ? translateChat(state.notice ?? '', words) : words.botNotFound}
          </p>
        )}
        {state.status === 'error' && (
          <div className="bf-center" role="alert">
            <p>{state.notice && translateChat(state.notice, words)}</p>
            <button type="button" className="bf-retry" onClick={() => void session.load()}>
              {words.retry}
            </button>
          </div>
        )}
        {ready && contactOpen && <ContactForm session={session} words={words} onDone={() => setContact(2)} />}
        {ready && !contactOpen && (
          <ol
            ref={listRef}
            className="bf-list"
            aria-live="polite"
            aria-busy={waiting}
            aria-label={words.conversationLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys (axe's scrollable-region-focusable): an answer taller than the list is read to its end
            tabIndex={0}
            onScroll={onScroll}
          >
            {look.greeting && (
              <li className="bf-msg bf-bot">
                <p className="bf-bubble" dir="auto">
                  {look.greeting}
                </p>
                {say(-1, look.greeting)}
              </li>
            )}
            {state.messages.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are only appended or all cleared
              <li key={index} className={`bf-msg bf-${message.sender}`}>
                <div className="bf-col">
                  <p className="bf-bubble" dir="auto">
                    <MessageText text={message.failed ? translateChat(message.text, words) : message.text} />
                  </p>
                  {showSources && message.sources && <Sources sources={message.sources} label={words.sources} />}
                </div>
                {say(index)}
              </li>
            ))}
          </ol>
        )}
        {starters.length > 0 && !contactOpen && (
          <ul className="bf-starters" aria-label={words.startersLabel}>
            {starters.map((question) => (
              <li key={question}>
                <button type="button" dir="auto" onClick={() => submit(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        )}
        {ready && state.notice && (
          <p className="bf-notice" role="alert">
            <span>{translateChat(state.notice, words)}</span>
            <button
              type="button"
              className="bf-icon"
              aria-label={words.dismiss}
              onClick={() => session.dismissNotice()}
            >
              <CloseIcon />
            </button>
          </p>
        )}
      </div>

      {ready && (contactUrl || look.acceptContact) && !contactOpen && (
        <div className="bf-extras">
          {contactUrl && (
            <a href={contactUrl} target="_blank" rel="noopener noreferrer">
              {words.contact}
            </a>
          )}
          {look.acceptContact && (
            <button ref={leaveRef} type="button" onClick={() => setContact(1)}>
              {words.leaveContact}
            </button>
          )}
        </div>
      )}
      {!closed && !contactOpen && (
        <form className="bf-bar" onSubmit={onSubmit}>
          <button
            type="button"
            className="bf-icon"
            aria-label={words.speakMessage}
            aria-pressed={state.listening}
            disabled={!ready || waiting}
            onClick={() => void session.listen()}
          >
            <MicIcon />
          </button>
          <input
            ref={inputRef}
            className="bf-input"
            type="text"
            aria-label={words.messageLabel}
            placeholder={ready ? words.chatPlaceholder : words.trainingPlaceholder}
            value={state.input}
            maxLength={LIMITS.chatMessageMaxLength}
            autoComplete="off"
            enterKeyHint="send"
            disabled={!ready || waiting}
            // onInput for Preact (its onChange waits for blur), onChange for React
            onInput={(event) => session.setInput(event.currentTarget.value)}
            onChange={(event) => session.setInput(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="submit"
            className="bf-icon bf-send"
            aria-label={words.send}
            disabled={!ready || waiting || !state.input.trim()}
          >
            <SendIcon />
          </button>
        </form>
      )}
      {/* a paste past the limit is cut by the input: say so */}
      {state.input.length >= LIMITS.chatMessageMaxLength && (
        <p className="bf-fine" role="status">
          {words.chatMessageLength}
        </p>
      )}
      {look.keepQuestions && !closed && <p className="bf-fine">{words.questionsSeen}</p>}
    </section>
  );
}
