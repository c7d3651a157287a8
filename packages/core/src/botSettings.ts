/**
 * What an owner can say about a bot beyond its text: the chat's greeting and starter questions, its look,
 * a contact link, whether sources show, its language, whether it is listed, where it may be embedded and how
 * many answers it gives a day. Every field has a default that reproduces a bot made before settings existed.
 */
import { SPEECH_LANG } from './constants.js';

export type BotTheme = 'light' | 'dark' | 'auto';

export interface BotSettings {
  /** Shown as the bot's first message (≤ 300 characters); '' for none. */
  greeting: string;
  /** Questions offered before the first message (≤ 4, ≤ 120 characters each). */
  starters: string[];
  /** `#rrggbb`, or null for the chat's own colours. */
  accent: string | null;
  theme: BotTheme;
  /** One or two initials, or null. */
  avatar: string | null;
  /** An `https:` or `mailto:` link shown as a Contact button, or null. */
  contactUrl: string | null;
  /** Show the quoted passages under each answer. */
  showSources: boolean;
  /** BCP 47: speech in and out, and the answer language hint. */
  language: string;
  /** Shown on the owner's public profile and in search results. */
  listed: boolean;
  /** `https://host[:port]` origins where the widget may chat with this bot; empty = anywhere. */
  allowedOrigins: string[];
  /** Answers per day across all visitors; 0 = no limit. */
  dailyChatLimit: number;
  /** Keep the text of each visitor question (encrypted, nothing about who asked) for the owner's insights. */
  keepQuestions: boolean;
  /** Days a kept question is kept before the server deletes it (1–365). */
  retentionDays: number;
  /** Offer visitors "Leave your contact" in the chat. */
  acceptContact: boolean;
  /** An `https:` URL each contact request is POSTed to as signed JSON, or null. */
  webhookUrl: string | null;
}

export const DEFAULT_BOT_SETTINGS: Readonly<BotSettings> = {
  greeting: '',
  starters: [],
  accent: null,
  theme: 'light',
  avatar: null,
  contactUrl: null,
  showSources: true,
  language: SPEECH_LANG,
  listed: true,
  allowedOrigins: [],
  dailyChatLimit: 0,
  keepQuestions: false,
  retentionDays: 30,
  acceptContact: false,
  webhookUrl: null,
};

/** The region each language of the chat's words is spoken in by default (speech needs one to pick a voice). */
const LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  en: SPEECH_LANG,
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  ru: 'ru-RU',
  ar: 'ar-SA',
  pt: 'pt-BR',
  it: 'it-IT',
  hi: 'hi-IN',
};

/**
 * The Language setting a new bot gets from its text's language (a detected code such as `zh`): a tag the chat has
 * words for (`zh-CN`), else the default (English; a language the chat does not speak is left to its owner).
 */
export function languageSettingFor(code: string | null | undefined): string {
  return LANGUAGE_TAGS[(code ?? '').toLowerCase()] ?? DEFAULT_BOT_SETTINGS.language;
}

export const BOT_SETTINGS_LIMITS = {
  greetingMaxLength: 300,
  startersMax: 4,
  starterMaxLength: 120,
  allowedOriginsMax: 20,
  retentionDaysMax: 365,
  contactNameMaxLength: 100,
  contactEmailMaxLength: 254,
  contactMessageMaxLength: 1000,
} as const;

/**
 * The settings anyone may read: what the chat shows, and whether questions are kept (a visitor is told) and contact
 * is offered. The rest (listed, allowedOrigins, dailyChatLimit, retentionDays, webhookUrl) is the owner's.
 */
export const PUBLIC_SETTINGS = [
  'greeting',
  'starters',
  'accent',
  'theme',
  'avatar',
  'contactUrl',
  'showSources',
  'language',
  'keepQuestions',
  'acceptContact',
] as const satisfies readonly (keyof BotSettings)[];

/** What anyone may know about a bot (the widget and the chat page read it): no text, no owner-only settings. */
export type PublicBot = { _id: string; botName: string } & Pick<BotSettings, (typeof PUBLIC_SETTINGS)[number]>;

export function publicBotOf(id: string, botName: string, settings: BotSettings): PublicBot {
  const bot: Record<string, unknown> = { _id: id, botName };
  for (const key of PUBLIC_SETTINGS) bot[key] = settings[key];
  return bot as PublicBot;
}
