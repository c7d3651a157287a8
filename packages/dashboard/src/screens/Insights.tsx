import {
  BOT_SETTINGS_LIMITS,
  type ContactEntry,
  type InsightsResponse,
  type KeptQuestion,
  type OwnerBot,
  STRINGS,
} from '@botfolio/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { InsightsChart } from '../components/InsightsChart';
import { PageSpinner } from '../components/PageSpinner';
import { useAlert } from '../context/AlertContext';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import { errorMessage, isAbort } from '../errors';
import { returnHere } from '../loginReturn';
import { refusedSetting, settingsProblem } from './settingsProblem';
import './Insights.css';

interface Loaded {
  bot: OwnerBot;
  insights: InsightsResponse;
  questions: KeptQuestion[];
  contacts: ContactEntry[];
}

/** The questions asked most often (same words, any case or spacing), most first. */
export function topQuestions(questions: readonly KeptQuestion[], limit = 10): { text: string; count: number }[] {
  const counts = new Map<string, { text: string; count: number }>();
  for (const q of questions) {
    const key = q.text
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[?!.\s]+$/, '');
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { text: q.text.trim(), count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.text.localeCompare(b.text)).slice(0, limit);
}

/** /your-bots/:botId/insights (owner only): what visitors asked, where, and the contact requests they left. */
export default function Insights() {
  const { botId = '' } = useParams();
  const api = useApi();
  const { token } = useUser();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const [data, setData] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [retention, setRetention] = useState('');
  const [busy, setBusy] = useState(false);
  // what is wrong with the typed number of days: said under the form, the box marked and focused
  const [retentionProblem, setRetentionProblem] = useState<string | null>(null);
  const retentionInput = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (token) return;
    showAlert(STRINGS.loginFirst);
    navigate('/login', { replace: true, state: returnHere(location) });
  }, [token, showAlert, navigate, location]);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const signal = controller.signal;
    Promise.all([
      api.getBot(botId, { signal }),
      api.getInsights(botId, 30, { signal }),
      api.getQuestions(botId, { signal }),
      api.getContacts(botId, { signal }),
    ]).then(
      ([bot, insights, questions, contacts]) => {
        setData({ bot: bot.bot, insights, questions: questions.questions, contacts: contacts.contacts });
        setRetention(String(bot.bot.settings.retentionDays));
      },
      (err: unknown) => {
        if (!isAbort(err)) setLoadError(errorMessage(err, STRINGS.insightsFailed));
      },
    );
    return () => controller.abort();
  }, [api, botId, token]);

  if (!token) return null;
  if (loadError)
    return (
      <div className="insights container">
        <p role="alert">{loadError}</p>
        <Link to="/your-bots">{STRINGS.menuYourBots}</Link>
      </div>
    );
  if (!data) return <PageSpinner />;

  const { bot, insights, questions, contacts } = data;
  const { totals } = insights;
  const declined = questions.filter((q) => !q.answered);
  const top = topQuestions(questions);

  /** Runs an action once at a time; `refused` may take the failure's sentence instead of the alert banner. */
  async function act(call: () => Promise<void>, done?: string, refused?: (message: string) => boolean) {
    if (busy) return;
    setBusy(true);
    try {
      await call();
      if (done) showAlert(done);
    } catch (err) {
      console.error('Insights action failed', err);
      const message = errorMessage(err, STRINGS.insightsActionFailed);
      if (!refused?.(message)) showAlert(message);
    } finally {
      setBusy(false);
    }
  }
  const update = (patch: Partial<Loaded>) => setData((prev) => (prev ? { ...prev, ...patch } : prev));

  const refuseRetention = (text: string) => {
    setRetentionProblem(text);
    retentionInput.current?.focus();
  };
  const saveRetention = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = retention.trim();
    // an empty box is no number of days (Number('') would send 0); the Edit page's check and sentence
    const retentionDays = typed === '' ? Number.NaN : Number(typed);
    const problem = settingsProblem({ settings: { retentionDays } });
    if (problem) {
      refuseRetention(problem.text);
      return;
    }
    setRetentionProblem(null);
    void act(
      async () => {
        const answer = await api.updateBot(bot._id, { settings: { retentionDays } });
        const kept = await api.getQuestions(bot._id);
        update({ bot: answer.bot, questions: kept.questions });
      },
      STRINGS.insightsRetentionSaved,
      (message) => {
        const refused = refusedSetting(message);
        if (refused) refuseRetention(refused.text);
        return refused !== null;
      },
    );
  };
  const deleteQuestion = (question: KeptQuestion) =>
    act(async () => {
      await api.deleteQuestions(bot._id, question._id);
      update({ questions: questions.filter((q) => q._id !== question._id) });
    });
  const deleteAll = () => {
    if (!window.confirm(STRINGS.insightsConfirmDeleteAll)) return;
    void act(async () => {
      await api.deleteQuestions(bot._id);
      update({ questions: [] });
    }, STRINGS.insightsQuestionsDeleted);
  };
  const toggleRead = (contact: ContactEntry) =>
    act(async () => {
      const answer = await api.markContact(bot._id, contact._id, !contact.read);
      update({ contacts: contacts.map((c) => (c._id === contact._id ? answer.contact : c)) });
    });
  const deleteContact = (contact: ContactEntry) => {
    if (!window.confirm(STRINGS.insightsConfirmDeleteContact)) return;
    void act(async () => {
      await api.deleteContact(bot._id, contact._id);
      update({ contacts: contacts.filter((c) => c._id !== contact._id) });
    });
  };
  const exportCsv = () =>
    act(async () => {
      const csv = await api.getContactsCsv(bot._id);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${bot.botName.replace(/[^\w-]+/g, '-')}-contacts.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    });

  return (
    <div className="insights container">
      <p className="insights__back">
        <Link to={`/your-bots/${encodeURIComponent(bot._id)}`}>
          {STRINGS.editBot} {bot.botName}
        </Link>
      </p>
      <h1>
        {STRINGS.insightsTitle}: {bot.botName}
      </h1>

      <section className="card insights__section" aria-labelledby={`${id}-range`}>
        <h2 id={`${id}-range`}>{STRINGS.insightsRange}</h2>
        <dl className="insights__totals">
          {(
            [
              [STRINGS.insightsConversations, totals.conversations],
              [STRINGS.insightsQuestions, totals.questions],
              [STRINGS.insightsDeclined, totals.declined],
              [STRINGS.insightsContacts, totals.contacts],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
        {totals.questions === 0 ? (
          <p className="insights__empty">{STRINGS.insightsNoChats}</p>
        ) : (
          <InsightsChart days={insights.days} />
        )}
        <h3>{STRINGS.insightsOrigins}</h3>
        {insights.origins.length === 0 ? (
          <p className="insights__empty">{STRINGS.insightsNoOrigins}</p>
        ) : (
          <ul className="insights__list">
            {insights.origins.map((o) => (
              <li key={o.origin}>
                <span>{o.origin}</span> <span className="insights__count">{o.questions}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card insights__section" aria-labelledby={`${id}-questions`}>
        <h2 id={`${id}-questions`}>{STRINGS.insightsTopQuestions}</h2>
        {!bot.settings.keepQuestions && questions.length === 0 ? (
          <p className="insights__empty">{STRINGS.insightsQuestionsOff}</p>
        ) : questions.length === 0 ? (
          <p className="insights__empty">{STRINGS.insightsNoQuestions}</p>
        ) : (
          <ol className="insights__list">
            {top.map((q) => (
              <li key={q.text}>
                <span>{q.text}</span> <span className="insights__count">{q.count}</span>
              </li>
            ))}
          </ol>
        )}
        <h3>{STRINGS.insightsDeclinedQuestions}</h3>
        {questions.length > 0 && declined.length === 0 && (
          <p className="insights__empty">{STRINGS.insightsNoDeclined}</p>
        )}
        {declined.length > 0 && (
          <>
            <ul className="insights__list">
              {declined.map((q) => (
                <li key={q._id}>
                  <span>{q.text}</span> <span className="insights__day">{q.day}</span>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    disabled={busy}
                    aria-label={`${STRINGS.insightsDeleteQuestion}: ${q.text}`}
                    onClick={() => void deleteQuestion(q)}
                  >
                    {STRINGS.insightsDeleteQuestion}
                  </button>
                </li>
              ))}
            </ul>
            <Link className="btn btn--primary" to={`/your-bots/${encodeURIComponent(bot._id)}#sources`}>
              {STRINGS.insightsAddSource}
            </Link>
          </>
        )}
        <form className="insights__retention" onSubmit={saveRetention}>
          <label htmlFor={`${id}-retention`}>{STRINGS.insightsRetention}</label>
          <input
            ref={retentionInput}
            id={`${id}-retention`}
            {...(retentionProblem
              ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-retention-problem` }
              : {})}
            className="input"
            type="number"
            min={1}
            max={BOT_SETTINGS_LIMITS.retentionDaysMax}
            value={retention}
            onChange={(e) => setRetention(e.target.value)}
          />
          <button type="submit" className="btn btn--secondary" disabled={busy}>
            {STRINGS.insightsSaveRetention}
          </button>
          {questions.length > 0 && (
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={deleteAll}>
              {STRINGS.insightsDeleteAllQuestions}
            </button>
          )}
          {retentionProblem && (
            <p id={`${id}-retention-problem`} className="form-message form-message--error" role="alert">
              {retentionProblem}
            </p>
          )}
        </form>
      </section>

      <section className="card insights__section" aria-labelledby={`${id}-inbox`}>
        <h2 id={`${id}-inbox`}>{STRINGS.insightsInbox}</h2>
        {contacts.length === 0 ? (
          <p className="insights__empty">
            {bot.settings.acceptContact ? STRINGS.insightsInboxEmpty : STRINGS.insightsInboxOff}
          </p>
        ) : (
          <>
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void exportCsv()}>
              {STRINGS.insightsExportCsv}
            </button>
            <ul className="insights__inbox">
              {contacts.map((c) => (
                <li key={c._id} className={c.read ? undefined : 'insights__unread'}>
                  <p>
                    {!c.read && <strong className="insights__new">{STRINGS.insightsUnread}</strong>}{' '}
                    <strong>{c.name}</strong> ·{' '}
                    <a href={`mailto:${encodeURIComponent(c.email).replace('%40', '@')}`}>{c.email}</a> ·{' '}
                    <time dateTime={c.createdAt}>{new Date(c.createdAt).toLocaleString()}</time>
                  </p>
                  {c.message && <p className="insights__message">{c.message}</p>}
                  <div className="insights__actions">
                    <button
                      type="button"
                      className="btn btn--secondary"
                      disabled={busy}
                      onClick={() => void toggleRead(c)}
                    >
                      {c.read ? STRINGS.insightsMarkUnread : STRINGS.insightsMarkRead}
                    </button>
                    <button
                      type="button"
                      className="btn btn--secondary"
                      disabled={busy}
                      aria-label={`${STRINGS.insightsDeleteContact}: ${c.name}`}
                      onClick={() => deleteContact(c)}
                    >
                      {STRINGS.insightsDeleteContact}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
