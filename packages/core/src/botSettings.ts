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
};

export const BOT_SETTINGS_LIMITS = {
  greetingMaxLength: 300,
  startersMax: 4,
  starterMaxLength: 120,
  allowedOriginsMax: 20,
} as const;

/** What anyone may know about a bot (the widget and the chat page read it): no text, no owner-only settings. */
export interface PublicBot {
  _id: string;
  botName: string;
  greeting: string;
  starters: string[];
  accent: string | null;
  theme: BotTheme;
  avatar: string | null;
  contactUrl: string | null;
  showSources: boolean;
  language: string;
}

export function publicBotOf(id: string, botName: string, s: BotSettings): PublicBot {
  return {
    _id: id,
    botName,
    greeting: s.greeting,
    starters: s.starters,
    accent: s.accent,
    theme: s.theme,
    avatar: s.avatar,
    contactUrl: s.contactUrl,
    showSources: s.showSources,
    language: s.language,
  };
}
