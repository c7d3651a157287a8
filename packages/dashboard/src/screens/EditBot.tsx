import {
  type BotSettings,
  type ChatSessionClient,
  loadChatWords,
  normalizeOrigin,
  type OwnerBot,
  type PublicBot,
  STRINGS,
  type UpdateBotRequest,
} from '@botfolio/core';
import { ChatScreen, ChatStyles } from '@botfolio/widget';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { BotSources } from '../components/BotSources';
import { PageSpinner } from '../components/PageSpinner';
import { SharePanel } from '../components/SharePanel';
import { useAlert } from '../context/AlertContext';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import { errorMessage, errorStatus, isAbort } from '../errors';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { returnHere } from '../loginReturn';
import { refusedSetting, type SettingField, settingLabel, settingsProblem } from './settingsProblem';
import './EditBot.css';

/** The form's fields as the inputs hold them (text for lists and numbers). */
interface Form {
  botName: string;
  greeting: string;
  starters: [string, string, string, string];
  accent: string;
  theme: BotSettings['theme'];
  avatar: string;
  contactUrl: string;
  showSources: boolean;
  language: string;
  listed: boolean;
  allowedOrigins: string;
  dailyChatLimit: string;
  keepQuestions: boolean;
  retentionDays: string;
  acceptContact: boolean;
  webhookUrl: string;
}

function toForm(bot: OwnerBot): Form {
  const s = bot.settings;
  const starters = [...s.starters, '', '', '', ''].slice(0, 4) as Form['starters'];
  return {
    botName: bot.botName,
    greeting: s.greeting,
    starters,
    accent: s.accent ?? '',
    theme: s.theme,
    avatar: s.avatar ?? '',
    contactUrl: s.contactUrl ?? '',
    showSources: s.showSources,
    language: s.language,
    listed: s.listed,
    allowedOrigins: s.allowedOrigins.join('\n'),
    dailyChatLimit: String(s.dailyChatLimit),
    keepQuestions: s.keepQuestions,
    retentionDays: String(s.retentionDays),
    acceptContact: s.acceptContact,
    webhookUrl: s.webhookUrl ?? '',
  };
}

/** The allowed-origins box's lines as typed, blank ones left out. */
function originLines(form: Form): string[] {
  return form.allowedOrigins
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The settings the form says, in the API's shape. */
function settingsOf(form: Form): BotSettings {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    greeting: form.greeting.trim(),
    starters: form.starters.map((q) => q.trim()).filter((q) => q !== ''),
    accent: orNull(form.accent),
    theme: form.theme,
    avatar: orNull(form.avatar),
    contactUrl: orNull(form.contactUrl),
    showSources: form.showSources,
    language: form.language.trim(),
    listed: form.listed,
    // `https://example.com/` as the address bar copies it is the site `https://example.com`
    allowedOrigins: originLines(form).map((line) => normalizeOrigin(line) ?? line),
    // not a number → sent as is, so the server's sentence says what is wrong
    dailyChatLimit: form.dailyChatLimit.trim() === '' ? 0 : Number(form.dailyChatLimit),
    keepQuestions: form.keepQuestions,
    retentionDays: Number(form.retentionDays),
    acceptContact: form.acceptContact,
    webhookUrl: orNull(form.webhookUrl),
  };
}

/** What the preview shows: the unsaved form over the saved bot (a colour is used once it is whole). */
function previewOf(bot: OwnerBot, form: Form): Partial<PublicBot> {
  const settings = settingsOf(form);
  const { listed: _l, allowedOrigins: _a, dailyChatLimit: _d, retentionDays: _r, webhookUrl: _w, ...shown } = settings;
  return {
    ...shown,
    botName: form.botName.trim() || bot.botName,
    accent: settings.accent && /^#[0-9a-f]{6}$/i.test(settings.accent) ? settings.accent : null,
    avatar: settings.avatar && /^\p{L}{1,2}$/u.test(settings.avatar) ? settings.avatar : null,
  };
}

/** Only what changed: the name if it did, and the settings fields that differ from the saved bot. */
export function changesOf(bot: OwnerBot, form: Form): UpdateBotRequest {
  const request: UpdateBotRequest = {};
  if (form.botName.trim() !== bot.botName) request.botName = form.botName.trim();
  const next = settingsOf(form);
  const changed: Partial<BotSettings> = {};
  for (const key of Object.keys(next) as (keyof BotSettings)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(bot.settings[key])) Object.assign(changed, { [key]: next[key] });
  }
  if (Object.keys(changed).length > 0) request.settings = changed;
  return request;
}

const hasChanges = (request: UpdateBotRequest) => request.botName !== undefined || request.settings !== undefined;

/** The form control (its id's suffix) each field's error takes focus to. */
const FIELD_IDS: Partial<Record<SettingField, string>> = {
  botName: 'name',
  greeting: 'greeting',
  accent: 'accent',
  avatar: 'avatar',
  contactUrl: 'contact',
  language: 'language',
  allowedOrigins: 'origins',
  dailyChatLimit: 'limit',
  retentionDays: 'retention',
  webhookUrl: 'webhook',
};

/** /your-bots/:botId (owner only): rename the bot, set what visitors see and where it may answer, and embed it. */
export default function EditBot() {
  const { botId = '' } = useParams();
  const api = useApi();
  // the preview chats as the owner: the server counts no visit and spends none of the daily answers on it
  const previewClient = useMemo<ChatSessionClient>(
    () => ({
      getPublicBot: (userId, botId) => api.getPublicBot(userId, botId),
      sendContact: (userId, botId, request) => api.sendContact(userId, botId, request),
      chatStream: (userId, botId, request, options) =>
        api.chatStream(userId, botId, request, { ...options, asOwner: true }),
    }),
    [api],
  );
  const { token, user, refresh } = useUser();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const [bot, setBot] = useState<OwnerBot | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // the field the error is about: marked invalid, described by the error, and focused
  const [invalid, setInvalid] = useState<SettingField | null>(null);
  const id = useId();

  // leaving with settings typed but not saved asks first
  useLeaveGuard(bot !== null && form !== null && hasChanges(changesOf(bot, form)));

  // why the session ended, when a save found out (a 401): said instead of 'Please Login First!' on the way to log in
  const sessionEnded = useRef<string | null>(null);
  useEffect(() => {
    if (token) return;
    showAlert(sessionEnded.current ?? STRINGS.loginFirst);
    navigate('/login', { replace: true, state: returnHere(location) });
  }, [token, showAlert, navigate, location]);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api.getBot(botId, { signal: controller.signal }).then(
      (answer) => {
        setBot(answer.bot);
        setForm(toForm(answer.bot));
      },
      (err: unknown) => {
        if (!isAbort(err)) setLoadError(errorMessage(err, STRINGS.botNotFound));
      },
    );
    return () => controller.abort();
  }, [api, botId, token]);

  if (!token) return null;
  if (loadError)
    return (
      <div className="edit-bot container">
        <p role="alert">{loadError}</p>
        <Link to="/your-bots">{STRINGS.menuYourBots}</Link>
      </div>
    );
  if (!bot || !form) return <PageSpinner />;

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((prev) => (prev ? { ...prev, [key]: value } : prev));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!bot || !form || saving) return;
    const request = changesOf(bot, form);
    const fields = [
      ...(request.botName !== undefined ? ['botName' as const] : []),
      ...(Object.keys(request.settings ?? {}) as (keyof BotSettings)[]),
    ];
    if (fields.length === 0) {
      setOutcome({ kind: 'success', text: STRINGS.nothingChanged });
      return;
    }
    const problem = settingsProblem(request, originLines(form));
    if (problem) {
      refuse(problem);
      return;
    }
    setSaving(true);
    setOutcome(null);
    setInvalid(null);
    try {
      const answer = await api.updateBot(bot._id, request);
      setBot(answer.bot);
      setForm(toForm(answer.bot));
      setOutcome({ kind: 'success', text: `${STRINGS.savedChanges} ${fields.map(settingLabel).join(', ')}.` });
      if (request.botName !== undefined) void refresh();
    } catch (err) {
      console.error('Saving the bot failed', err);
      const message = errorMessage(err, STRINGS.botSaveFailed);
      if (errorStatus(err) === 401) {
        // The session is over (a logout or a password change elsewhere): fetching the user again signs the stale
        // token out the shared way (it answers 401 too), and then this page goes to log in, and back here after.
        sessionEnded.current = message;
        void refresh();
      }
      const refused = refusedSetting(message);
      if (refused) refuse(refused);
      else setOutcome({ kind: 'error', text: message });
    } finally {
      setSaving(false);
    }
  }

  /** Says what is wrong with a field, marks it and takes focus to it. */
  function refuse(problem: { field: SettingField; text: string }) {
    setOutcome({ kind: 'error', text: problem.text });
    setInvalid(problem.field);
    const input = FIELD_IDS[problem.field];
    if (input) document.getElementById(field(input))?.focus();
  }

  const field = (name: string) => `${id}-${name}`;
  const outcomeId = field('outcome');
  /** aria-invalid and the error's id on the field the error is about. */
  const problemOf = (name: SettingField) =>
    invalid === name ? { 'aria-invalid': true as const, 'aria-describedby': outcomeId } : {};

  return (
    <div className="edit-bot container">
      <h1 className="edit-bot__title">{STRINGS.editTitle}</h1>
      <p className="edit-bot__links">
        <Link to={`/your-bots/${encodeURIComponent(bot._id)}/insights`}>{STRINGS.insightsLink}</Link>
      </p>
      <div className="edit-bot__main">
        <form className="card edit-bot__form" onSubmit={save} noValidate aria-busy={saving}>
          <div className="field">
            <label htmlFor={field('name')}>{STRINGS.botNameField}</label>
            <input
              id={field('name')}
              {...problemOf('botName')}
              className="input"
              value={form.botName}
              onChange={(e) => set('botName', e.target.value)}
            />
          </div>

          <fieldset className="edit-bot__group">
            <legend>{STRINGS.chatSettings}</legend>
            <div className="field">
              <label htmlFor={field('greeting')}>{STRINGS.greetingLabel}</label>
              <textarea
                id={field('greeting')}
                {...problemOf('greeting')}
                className="input"
                rows={2}
                maxLength={300}
                value={form.greeting}
                onChange={(e) => set('greeting', e.target.value)}
              />
            </div>
            <fieldset className="edit-bot__starters">
              <legend>{STRINGS.startersField}</legend>
              {form.starters.map((question, index) => (
                <input
                  // biome-ignore lint/suspicious/noArrayIndexKey: four fixed slots
                  key={index}
                  className="input"
                  aria-label={`${STRINGS.starterLabel} ${index + 1}`}
                  maxLength={120}
                  value={question}
                  onChange={(e) => {
                    const next = [...form.starters] as Form['starters'];
                    next[index] = e.target.value;
                    set('starters', next);
                  }}
                />
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor={field('accent')}>{STRINGS.accentLabel}</label>
              <input
                id={field('accent')}
                {...problemOf('accent')}
                className="input"
                value={form.accent}
                onChange={(e) => set('accent', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={field('theme')}>{STRINGS.themeLabel}</label>
              <select
                id={field('theme')}
                className="input"
                value={form.theme}
                onChange={(e) => set('theme', e.target.value as Form['theme'])}
              >
                <option value="light">{STRINGS.themeLight}</option>
                <option value="dark">{STRINGS.themeDark}</option>
                <option value="auto">{STRINGS.themeAuto}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={field('avatar')}>{STRINGS.avatarLabel}</label>
              <input
                id={field('avatar')}
                {...problemOf('avatar')}
                className="input"
                maxLength={2}
                value={form.avatar}
                onChange={(e) => set('avatar', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={field('contact')}>{STRINGS.contactUrlLabel}</label>
              <input
                id={field('contact')}
                {...problemOf('contactUrl')}
                className="input"
                type="url"
                value={form.contactUrl}
                onChange={(e) => set('contactUrl', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={field('language')}>{STRINGS.languageLabel}</label>
              <input
                id={field('language')}
                {...problemOf('language')}
                className="input"
                value={form.language}
                onChange={(e) => set('language', e.target.value)}
              />
            </div>
            <label className="edit-bot__check">
              <input
                type="checkbox"
                checked={form.showSources}
                onChange={(e) => set('showSources', e.target.checked)}
              />
              {STRINGS.showSourcesLabel}
            </label>
            <label className="edit-bot__check">
              <input type="checkbox" checked={form.listed} onChange={(e) => set('listed', e.target.checked)} />
              {STRINGS.listedLabel}
            </label>
          </fieldset>

          <fieldset className="edit-bot__group">
            <legend>{STRINGS.accessSettings}</legend>
            <div className="field">
              <label htmlFor={field('origins')}>{STRINGS.allowedOriginsLabel}</label>
              <textarea
                id={field('origins')}
                {...problemOf('allowedOrigins')}
                className="input"
                rows={3}
                value={form.allowedOrigins}
                onChange={(e) => set('allowedOrigins', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={field('limit')}>{STRINGS.dailyChatLimitLabel}</label>
              <input
                id={field('limit')}
                {...problemOf('dailyChatLimit')}
                className="input"
                inputMode="numeric"
                value={form.dailyChatLimit}
                onChange={(e) => set('dailyChatLimit', e.target.value)}
              />
            </div>
          </fieldset>

          <fieldset className="edit-bot__group">
            <legend>{STRINGS.insightsSettings}</legend>
            <label className="edit-bot__check">
              <input
                type="checkbox"
                checked={form.keepQuestions}
                onChange={(e) => set('keepQuestions', e.target.checked)}
              />
              {STRINGS.keepQuestionsLabel}
            </label>
            <div className="field">
              <label htmlFor={field('retention')}>{STRINGS.retentionDaysLabel}</label>
              <input
                id={field('retention')}
                {...problemOf('retentionDays')}
                className="input"
                inputMode="numeric"
                value={form.retentionDays}
                onChange={(e) => set('retentionDays', e.target.value)}
              />
            </div>
            <label className="edit-bot__check">
              <input
                type="checkbox"
                checked={form.acceptContact}
                onChange={(e) => set('acceptContact', e.target.checked)}
              />
              {STRINGS.acceptContactLabel}
            </label>
            <div className="field">
              <label htmlFor={field('webhook')}>{STRINGS.webhookUrlLabel}</label>
              <input
                id={field('webhook')}
                {...problemOf('webhookUrl')}
                className="input"
                type="url"
                value={form.webhookUrl}
                onChange={(e) => set('webhookUrl', e.target.value)}
              />
            </div>
            {bot.webhookSecret && (
              <div className="field">
                <label htmlFor={field('secret')}>{STRINGS.webhookSecretLabel}</label>
                <input id={field('secret')} className="input" readOnly value={bot.webhookSecret} />
              </div>
            )}
          </fieldset>

          {outcome && (
            <p
              id={outcomeId}
              className={`form-message form-message--${outcome.kind}`}
              role={outcome.kind === 'error' ? 'alert' : 'status'}
            >
              {outcome.text}
            </p>
          )}
          {/* not `disabled` while saving (save() ignores a second press): a disabled button drops keyboard focus */}
          <button type="submit" className="btn btn--primary" aria-disabled={saving || undefined}>
            {STRINGS.saveChanges}
          </button>
        </form>

        {user && (
          <aside className="card edit-bot__preview" aria-labelledby={field('preview')}>
            <h2 id={field('preview')}>{STRINGS.previewTitle}</h2>
            <p className="edit-bot__hint">{STRINGS.previewHint}</p>
            <div className="edit-bot__frame">
              <ChatStyles />
              <ChatScreen
                client={previewClient}
                userId={user._id}
                botId={bot._id}
                variant="panel"
                storage={null}
                appearance={previewOf(bot, form)}
                loadWords={loadChatWords}
              />
            </div>
          </aside>
        )}
      </div>

      <BotSources bot={bot} onChange={setBot} />

      <section className="card edit-bot__embed" aria-labelledby={field('embed')}>
        <h2 id={field('embed')}>{STRINGS.embedTitle}</h2>
        {user && <SharePanel userId={user._id} botId={bot._id} />}
      </section>
    </div>
  );
}
