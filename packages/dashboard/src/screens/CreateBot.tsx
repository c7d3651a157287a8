import { STRINGS } from '@botfolio/core';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BotNameDialog } from '../components/BotNameDialog';
import { CreateBotPanel } from '../components/CreateBotPanel';
import { SourcePicker } from '../components/SourcePicker';
import { hasText, pickedSource, useCreateBotSources } from '../components/useCreateBotSources';
import { useSummary } from '../components/useSummary';
import { useAlert } from '../context/AlertContext';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import { errorStatus, refusalMessage } from '../errors';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { returnHere } from '../loginReturn';
import './CreateBot.css';

interface CreatedBot {
  botId: string;
  botName: string;
}

/** /create-own-bot: pick a source (PDF, text, YouTube, website), read its summary, name and store the bot. */
export default function CreateBot() {
  const { token, user, refresh } = useUser();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const api = useApi();
  const sources = useCreateBotSources(api);
  // The panels and the summary follow the text in the background: a keystroke in a 1.7 MB text paints first
  const shownSource = useDeferredValue(sources.source);
  const summary = useSummary(api, shownSource);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [storing, setStoring] = useState(false);
  const [storeError, setStoreError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedBot | null>(null);
  const redirected = useRef(false);
  // typed text, or a source fetched but not made into a bot yet, is work to lose (a made bot clears the form)
  useLeaveGuard(sources.text !== '' || sources.source !== '');
  const createdRef = useRef<HTMLParagraphElement>(null);

  // The dialog and the Create Bot button that opened it are both gone once the bot is stored (the form starts
  // over): focus goes to the sentence that says it was made, with its chat link.
  useEffect(() => {
    if (created) createdRef.current?.focus();
  }, [created]);

  useEffect(() => {
    if (token || redirected.current) return;
    redirected.current = true;
    showAlert(STRINGS.loginToCreate);
    // to sign in, then back here
    navigate('/login', { replace: true, state: returnHere(location) });
  }, [token, showAlert, navigate, location]);

  if (!token) return null;

  const hasSource = hasText(sources.source);

  async function store(botName: string) {
    if (!hasSource) return; // spec 5: no source, nothing happens
    setStoring(true);
    setStoreError(null);
    try {
      const picked = pickedSource(sources);
      const result = await api.storeBot({
        text: sources.source,
        botName,
        // where the text came from: the bot's first source
        ...(picked && picked.type !== 'text'
          ? { source: { type: picked.type, ...(picked.title ? { title: picked.title } : {}), origin: picked.origin } }
          : {}),
      });
      setDialogOpen(false);
      setCreated({ botId: result.bot._id, botName: result.bot.botName });
      // The form starts over: clicking Create again cannot make a twin of this bot.
      sources.clear();
      showAlert(STRINGS.botCreated);
      void refresh();
    } catch (err) {
      console.error('Store bot failed', err);
      const status = errorStatus(err) ?? 0;
      // A 4xx answer says what is wrong (a bad name, a session that ended); no answer or a 5xx gets the generic one.
      const message = refusalMessage(err, STRINGS.botCreateError);
      if (status === 401) {
        // The session is over (e.g. the password was changed in another tab): say why, sign the stale token out
        // the shared way (fetching the user again fails with 401 too), and go to log in, then back here.
        redirected.current = true;
        showAlert(message);
        void refresh();
        navigate('/login', { state: returnHere(location) });
        return;
      }
      setStoreError(message);
      showAlert(message);
    } finally {
      setStoring(false);
    }
  }

  const summaryBody =
    summary.status === 'loading' ? (
      <span className="create-panel__placeholder">{STRINGS.summarizing}</span>
    ) : summary.status === 'error' ? (
      <span className="source-picker__status--error" role="alert">
        {summary.error}
      </span>
    ) : summary.status === 'idle' ? (
      <span className="create-panel__placeholder">{STRINGS.summaryPlaceholder}</span>
    ) : undefined;

  return (
    <div className="create-bot container">
      <header className="create-bot__intro">
        <p className="create-bot__welcome">
          {STRINGS.welcome} <strong>{user?.name || STRINGS.defaultUserName}</strong>
        </p>
        <h1 className="create-bot__title">{STRINGS.createTitle}</h1>
        <p className="create-bot__hint">{STRINGS.createHint}</p>
      </header>

      <div className="create-bot__grid">
        <section className="card create-bot__source" aria-label={STRINGS.sourceSectionLabel}>
          <SourcePicker sources={sources} />
          {hasSource && (
            <button
              type="button"
              className="btn btn--primary create-bot__create"
              onClick={() => {
                setStoreError(null);
                setDialogOpen(true);
              }}
            >
              {STRINGS.createBot}
            </button>
          )}
          {created && (
            <p
              ref={createdRef}
              tabIndex={-1}
              className="form-message form-message--success create-bot__created"
              role="status"
            >
              {STRINGS.botCreated}{' '}
              {user && (
                <Link to={`/bot/${encodeURIComponent(user._id)}/${encodeURIComponent(created.botId)}`}>
                  {STRINGS.chatWith} {created.botName}
                </Link>
              )}
            </p>
          )}
        </section>

        <div className="create-bot__panels">
          <CreateBotPanel
            title={STRINGS.inputTextPanel}
            text={shownSource}
            copiedMessage={STRINGS.inputCopied}
            copyLabel={STRINGS.copyInputText}
          >
            {hasText(shownSource) ? undefined : (
              <span className="create-panel__placeholder">{STRINGS.inputPlaceholder}</span>
            )}
          </CreateBotPanel>
          <CreateBotPanel
            title={STRINGS.summarizedTextPanel}
            text={summary.status === 'done' ? summary.summary : ''}
            copiedMessage={STRINGS.summaryCopied}
            copyLabel={STRINGS.copySummary}
            busy={summary.status === 'loading'}
          >
            {summaryBody}
          </CreateBotPanel>
        </div>
      </div>

      {dialogOpen && (
        <BotNameDialog onSubmit={store} onCancel={() => setDialogOpen(false)} busy={storing} error={storeError} />
      )}
    </div>
  );
}
