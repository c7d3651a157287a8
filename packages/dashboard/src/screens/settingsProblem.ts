import {
  ACCENT_PATTERN,
  AVATAR_PATTERN,
  BOT_SETTINGS_LIMITS,
  type BotSettings,
  DAILY_CHAT_LIMIT_MAX,
  isContactUrl,
  isLanguageTag,
  normalizeOrigin,
  STRINGS,
  validateBotName,
} from '@botfolio/core';

/** A field of the Edit page's form that a sentence can be about. */
export type SettingField = keyof BotSettings | 'botName';

/** What is wrong, said about the field as the form labels it. */
export interface SettingProblem {
  field: SettingField;
  text: string;
}

const SENTENCE: Partial<Record<SettingField, string>> = {
  greeting: STRINGS.settingsProblemGreeting,
  starters: STRINGS.settingsProblemStarters,
  accent: STRINGS.settingsProblemAccent,
  avatar: STRINGS.settingsProblemAvatar,
  contactUrl: STRINGS.settingsProblemContactUrl,
  language: STRINGS.settingsProblemLanguage,
  allowedOrigins: STRINGS.settingsProblemAllowedOrigins,
  dailyChatLimit: STRINGS.settingsProblemDailyChatLimit,
  retentionDays: STRINGS.settingsProblemRetentionDays,
  webhookUrl: STRINGS.settingsProblemWebhookUrl,
};

/** Each field's label on the Edit page. */
const LABEL: Record<SettingField, string> = {
  botName: STRINGS.botNameField,
  greeting: STRINGS.greetingLabel,
  starters: STRINGS.startersField,
  accent: STRINGS.accentLabel,
  theme: STRINGS.themeLabel,
  avatar: STRINGS.avatarLabel,
  contactUrl: STRINGS.contactUrlLabel,
  showSources: STRINGS.showSourcesLabel,
  language: STRINGS.languageLabel,
  listed: STRINGS.listedLabel,
  allowedOrigins: STRINGS.allowedOriginsLabel,
  dailyChatLimit: STRINGS.dailyChatLimitLabel,
  keepQuestions: STRINGS.keepQuestionsLabel,
  retentionDays: STRINGS.retentionDaysLabel,
  acceptContact: STRINGS.acceptContactLabel,
  webhookUrl: STRINGS.webhookUrlLabel,
};

/**
 * A field named as the form labels it, without the hint in brackets ("Contact link", not `contactUrl`) — the name
 * the sentences above start with, too.
 */
export const settingLabel = (field: SettingField): string => LABEL[field].replace(/\s*\([^)]*\)$/, '');

const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * The first problem with what is about to be saved (core's rules, the server's too), or null. `origins` are the
 * lines as typed, so a line that is no site can be quoted.
 */
export function settingsProblem(
  change: { botName?: string; settings?: Partial<BotSettings> },
  origins: readonly string[] = [],
): SettingProblem | null {
  if (change.botName !== undefined) {
    const problem = validateBotName(change.botName);
    if (problem) return { field: 'botName', text: problem };
  }
  const s = change.settings ?? {};
  const bad = (field: SettingField): SettingProblem => ({
    field,
    text: SENTENCE[field] ?? STRINGS.settingsProblemOther,
  });
  if (s.greeting !== undefined && s.greeting.length > BOT_SETTINGS_LIMITS.greetingMaxLength) return bad('greeting');
  if (
    s.starters !== undefined &&
    (s.starters.length > BOT_SETTINGS_LIMITS.startersMax ||
      s.starters.some((q) => q.length > BOT_SETTINGS_LIMITS.starterMaxLength))
  )
    return bad('starters');
  if (s.accent && !ACCENT_PATTERN.test(s.accent)) return bad('accent');
  if (s.avatar && !AVATAR_PATTERN.test(s.avatar)) return bad('avatar');
  if (s.contactUrl && !isContactUrl(s.contactUrl)) return bad('contactUrl');
  if (s.language !== undefined && !isLanguageTag(s.language)) return bad('language');
  if (s.allowedOrigins !== undefined) {
    const notASite = origins.find((line) => normalizeOrigin(line) === null);
    if (notASite !== undefined)
      return { field: 'allowedOrigins', text: `${STRINGS.settingsProblemOrigin} ${notASite}` };
    if (s.allowedOrigins.length > BOT_SETTINGS_LIMITS.allowedOriginsMax) return bad('allowedOrigins');
  }
  if (s.dailyChatLimit !== undefined && !wholeIn(s.dailyChatLimit, 0, DAILY_CHAT_LIMIT_MAX))
    return bad('dailyChatLimit');
  if (s.retentionDays !== undefined && !wholeIn(s.retentionDays, 1, BOT_SETTINGS_LIMITS.retentionDaysMax))
    return bad('retentionDays');
  // the webhook address is left to the server (plain http is allowed there for loopback test receivers)
  return null;
}

/**
 * The server's refusal of a setting (`settings.accent must be…`, written for API callers) as the form's sentence
 * about that field; null for any other sentence (shown as the server wrote it).
 */
export function refusedSetting(message: string): SettingProblem | null {
  const key = /^settings\.(\w+)\b/.exec(message)?.[1];
  if (!key) return null;
  const field = key as SettingField;
  return { field, text: SENTENCE[field] ?? STRINGS.settingsProblemOther };
}
