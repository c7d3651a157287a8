/**
 * The chat's own words (CHAT_STRINGS) in the bot's language: English is built in, every other language is its own
 * module (chatLocales/), loaded only by a chat that needs it, so the widget's panel carries none of them.
 */
import { CHAT_STRINGS } from './strings.js';

export type ChatWords = Record<keyof typeof CHAT_STRINGS, string>;

const LOADERS: Record<string, () => Promise<{ default: ChatWords }>> = {
  zh: () => import('./chatLocales/zh.js'),
  ja: () => import('./chatLocales/ja.js'),
  ko: () => import('./chatLocales/ko.js'),
  de: () => import('./chatLocales/de.js'),
  es: () => import('./chatLocales/es.js'),
  fr: () => import('./chatLocales/fr.js'),
  ru: () => import('./chatLocales/ru.js'),
  ar: () => import('./chatLocales/ar.js'),
  pt: () => import('./chatLocales/pt.js'),
  it: () => import('./chatLocales/it.js'),
  hi: () => import('./chatLocales/hi.js'),
};

/** The languages the chat speaks beside English. */
export const CHAT_WORDS_LOCALES: readonly string[] = ['zh', 'ja', 'ko', 'de', 'es', 'fr', 'ru', 'ar', 'pt', 'it', 'hi'];

/** The locale's key for a BCP 47 tag (`ja-JP` → ja), or null for English and languages without one. */
export function chatWordsLocale(tag: string | null | undefined): string | null {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return CHAT_WORDS_LOCALES.includes(base) ? base : null;
}

/**
 * The chat's words in the language of `tag`, each language a module of its own (the dashboard's bundler splits them);
 * English for English, unknown languages and anything missing. The widget fetches them from the server instead.
 */
export async function loadChatWords(tag: string | null | undefined): Promise<ChatWords> {
  const locale = chatWordsLocale(tag);
  const load = locale ? LOADERS[locale] : undefined;
  if (!load) return CHAT_STRINGS;
  return { ...CHAT_STRINGS, ...(await load()).default };
}

/** A chat's way to get its words in another language (English is built in). */
export type ChatWordsLoader = (locale: string) => Promise<Partial<ChatWords>>;

let english: Map<string, keyof ChatWords> | null = null;

/** One of the chat's own sentences (as the session or the server said it, in English) in `words`; other text as it is. */
export function translateChat(text: string, words: ChatWords): string {
  if (words === CHAT_STRINGS) return text;
  english ??= new Map(Object.entries(CHAT_STRINGS).map(([key, value]) => [value, key as keyof ChatWords]));
  const key = english.get(text);
  return key ? words[key] : text;
}
