/** A bot and its sources as its owner sees them (GET/PATCH /api/bots/:botId and the source routes). */
import type { BotSource, OwnerBot } from '@botfolio/core';
import type { BotRow, SourceRow } from '../storage/repository.js';

export function presentSource(source: SourceRow): BotSource {
  return {
    _id: source.id,
    type: source.type,
    title: source.title,
    origin: source.origin,
    chars: source.chars,
    addedAt: source.addedAt,
    refreshedAt: source.refreshedAt,
    language: source.language,
  };
}

/** `webhookSecret`: the key the bot's webhook signatures are made with, when it has a webhook. */
export function presentOwnerBot(bot: BotRow, sources: SourceRow[], webhookSecret?: string): OwnerBot {
  return {
    ...(bot.settings.webhookUrl && webhookSecret ? { webhookSecret } : {}),
    _id: bot.id,
    botName: bot.botName,
    sources: sources.map(presentSource),
    settings: bot.settings,
    createdAt: bot.createdAt,
    updatedAt: bot.updatedAt,
  };
}
