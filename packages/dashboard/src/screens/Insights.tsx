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

/**
 * Where focus goes once an action is over (every button is disabled meanwhile, which drops focus): the first of
 * these controls (by `data-control`) still on the page — the pressed one, or a row's neighbour when the row went —
 * else the section heading with this id.
 */
interface FocusTarget {
  controls: string[];
  heading?: string;
}

/** The keys of the controls to focus once row `index` of `rows` is gone: the next row's, else the previous one's. */
const neighbours = <T extends { _id: string }>(rows: readonly T[], index: number, key: (row: T) => string) =>
  [rows[index + 1], rows[index - 1]].filter((row): row is T => row !== undefined).map(key);

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
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
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

  useEffect(() => {
    if (!focusTarget || busy) return;
    setFocusTarget(null);
    const controls = [...document.querySelectorAll<HTMLElement>('.insights [data-control]')];
    const control = focusTarget.controls
      .map((key) => controls.find((c) => c.dataset.control === key))
      .find((c) => c !== undefined);
    (control ?? (focusTarget.heading ? document.getElementById(focusTarget.heading) : null))?.focus();
  }, [focusTarget, busy]);

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

  /**
   * Runs an action once at a time, pressed on control `key`; then focus goes to `focusAfter` (back to `key` if it
   * failed). `refused` may take the failure's sentence (and focus) instead of the alert banner.
   */
  async function act(
    key: string,
    call: () => Promise<void>,
    {
      done,
      focusAfter = { controls: [key] },
      refused,
    }: { done?: string; focusAfter?: FocusTarget; refused?: (message: string) => boolean } = {},
  ) {
    if (busy) return;
    setBusy(true);
    try {
      await call();
      if (done) showAlert(done);
      setFocusTarget(focusAfter);
    } catch (err) {
      console.error('Insights action failed', err);
      const message = errorMessage(err, STRINGS.insightsActionFailed);
      if (!refused?.(message)) {
        showAlert(message);
        setFocusTarget({ controls: [key] });
      }
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
      'retention',
      async () => {
        const answer = await api.updateBot(bot._id, { settings: { retentionDays } });
        const kept = await api.getQuestions(bot._id);
        update({ bot: answer.bot, questions: kept.questions });
      },
      {
        done: STRINGS.insightsRetentionSaved,
        refused: (message) => {
          const refused = refusedSetting(message);
          if (refused) refuseRetention(refused.text);
          return refused !== null;
        },
      },
    );
  };
  const questionsHeading = `${id}-questions`;
  const inboxHeading = `${id}-inbox`;
  const deleteQuestionKey = (q: KeptQuestion) => `delete-question-${q._id}`;
  const readKey = (c: ContactEntry) => `read-${c._id}`;
  const deleteContactKey = (c: ContactEntry) => `delete-contact-${c._id}`;

  const deleteQuestion = (question: KeptQuestion) =>
    act(
      deleteQuestionKey(question),
      async () => {
        await api.deleteQuestions(bot._id, question._id);
        update({ questions: questions.filter((q) => q._id !== question._id) });
      },
      {
        focusAfter: {
          controls: neighbours(declined, declined.indexOf(question), deleteQuestionKey),
          heading: questionsHeading,
        },
      },
    );
  const deleteAll = () => {
    if (!window.confirm(STRINGS.insightsConfirmDeleteAll)) return;
    void act(
      'delete-all',
      async () => {
        await api.deleteQuestions(bot._id);
        update({ questions: [] });
      },
      { done: STRINGS.insightsQuestionsDeleted, focusAfter: { controls: [], heading: questionsHeading } },
    );
  };
  const toggleRead = (contact: ContactEntry) =>
    act(readKey(contact), async () => {
      const answer = await api.markContact(bot._id, contact._id, !contact.read);
      update({ contacts: contacts.map((c) => (c._id === contact._id ? answer.contact : c)) });
    });
  const deleteContact = (contact: ContactEntry) => {
    if (!window.confirm(STRINGS.insightsConfirmDeleteContact)) return;
    void act(
      deleteContactKey(contact),
      async () => {
        await api.deleteContact(bot._id, contact._id);
        update({ contacts: contacts.filter((c) => c._id !== contact._id) });
      },
      {
        focusAfter: {
          controls: neighbours(contacts, contacts.indexOf(contact), deleteContactKey),
          heading: inboxHeading,
        },
      },
    );
  };
  const exportCsv = () =>
    act('export', async () => {
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
        <h2 id={questionsHeading} tabIndex={-1}>
          {STRINGS.insightsTopQuestions}
        </h2>
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
                    data-control={deleteQuestionKey(q)}
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
          <button type="submit" className="btn btn--secondary" data-control="retention" disabled={busy}>
            {STRINGS.insightsSaveRetention}
          </button>
          {questions.length > 0 && (
            <button
              type="button"
              className="btn btn--secondary"
              data-control="delete-all"
              disabled={busy}
              onClick={deleteAll}
            >
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
        <h2 id={inboxHeading} tabIndex={-1}>
          {STRINGS.insightsInbox}
        </h2>
        {contacts.length === 0 ? (
          <p className="insights__empty">
            {bot.settings.acceptContact ? STRINGS.insightsInboxEmpty : STRINGS.insightsInboxOff}
          </p>
        ) : (
          <>
            <button
              type="button"
              className="btn btn--secondary"
              data-control="export"
              disabled={busy}
              onClick={() => void exportCsv()}
            >
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
                      data-control={readKey(c)}
                      disabled={busy}
                      onClick={() => void toggleRead(c)}
                    >
                      {c.read ? STRINGS.insightsMarkUnread : STRINGS.insightsMarkRead}
                    </button>
                    <button
                      type="button"
                      className="btn btn--secondary"
                      data-control={deleteContactKey(c)}
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
