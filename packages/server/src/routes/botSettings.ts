/**
 * A bot's owner reads and changes it (its id and owner never change, so every embed tag and share link keeps
 * working), and anyone reads its public settings:
 * - GET /api/bots/:botId (owner) → `{success, bot:{_id, botName, sources, settings, createdAt, updatedAt}}`
 * - PATCH /api/bots/:botId `{botName?, settings?}` (owner) → the bot; `settings` changes only the fields it names
 * - GET /api/bots/:userId/:botId/public (anyone, any origin) → `{success, bot: PublicBot}` with an ETag
 * Someone else's bot answers 404, like a missing one.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import {
  ACCENT_PATTERN,
  AVATAR_PATTERN,
  BOT_SETTINGS_LIMITS,
  type BotSettings,
  DAILY_CHAT_LIMIT_MAX,
  isContactUrl,
  isLanguageTag,
  normalizeOrigin,
  publicBotOf,
  STRINGS,
  VALIDATION_MESSAGES,
  validateBotName,
} from '@botfolio/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { isBlockedAddress } from '../ingest/ssrf.js';
import { firstKeptDay } from '../insights/days.js';
import { botWebhookSecret } from '../insights/webhook.js';
import { API_MESSAGES } from '../messages.js';
import { originAllowed } from './originAllowed.js';
import { presentOwnerBot } from './presentBot.js';
import type { ZodTypeProvider } from './zodSchemas.js';

/** http(s) here; plain http is refused in the handler unless ALLOW_PRIVATE_NETWORK_FETCH (loopback test receivers). */
function isWebUrl(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const M = API_MESSAGES;

/**
 * Whether a URL names a host that is local or private by its name alone: localhost, or an IP address that the
 * SSRF guard refuses (a name that resolves to one is caught when the webhook is sent).
 */
function namesPrivateHost(link: string): boolean {
  const host = new URL(link).hostname.replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host.replace(/^\[|\]$/g, '')) !== 0 && isBlockedAddress(host);
}

/** The settings a PATCH may change, each checked with a sentence that names it. */
const settingsPatch = z
  .object(
    {
      greeting: z.string({ error: M.settingsGreeting }).max(BOT_SETTINGS_LIMITS.greetingMaxLength, M.settingsGreeting),
      starters: z
        .array(
          z
            .string({ error: M.settingsStarters })
            .trim()
            .min(1, M.settingsStarters)
            .max(BOT_SETTINGS_LIMITS.starterMaxLength, M.settingsStarters),
          { error: M.settingsStarters },
        )
        .max(BOT_SETTINGS_LIMITS.startersMax, M.settingsStarters),
      accent: z
        .string({ error: M.settingsAccent })
        .regex(ACCENT_PATTERN, M.settingsAccent)
        .transform((c) => c.toLowerCase())
        .nullable(),
      theme: z.enum(['light', 'dark', 'auto'], { error: M.settingsTheme }),
      avatar: z.string({ error: M.settingsAvatar }).trim().regex(AVATAR_PATTERN, M.settingsAvatar).nullable(),
      contactUrl: z.string({ error: M.settingsContactUrl }).refine(isContactUrl, M.settingsContactUrl).nullable(),
      showSources: z.boolean({ error: M.settingsShowSources }),
      language: z.string({ error: M.settingsLanguage }).refine(isLanguageTag, M.settingsLanguage),
      listed: z.boolean({ error: M.settingsListed }),
      allowedOrigins: z
        .array(
          z
            .string({ error: M.settingsAllowedOrigins })
            .refine((o) => normalizeOrigin(o) !== null, M.settingsAllowedOrigins),
          { error: M.settingsAllowedOrigins },
        )
        .max(BOT_SETTINGS_LIMITS.allowedOriginsMax, M.settingsAllowedOrigins)
        // `https://example.com/` as a browser copies it is the origin `https://example.com`
        .transform((origins) => [...new Set(origins.map((o) => normalizeOrigin(o) ?? o))]),
      dailyChatLimit: z
        .number({ error: M.settingsDailyChatLimit })
        .int(M.settingsDailyChatLimit)
        .min(0, M.settingsDailyChatLimit)
        .max(DAILY_CHAT_LIMIT_MAX, M.settingsDailyChatLimit),
      keepQuestions: z.boolean({ error: M.settingsKeepQuestions }),
      retentionDays: z
        .number({ error: M.settingsRetentionDays })
        .int(M.settingsRetentionDays)
        .min(1, M.settingsRetentionDays)
        .max(BOT_SETTINGS_LIMITS.retentionDaysMax, M.settingsRetentionDays),
      acceptContact: z.boolean({ error: M.settingsAcceptContact }),
      webhookUrl: z
        .string({ error: M.settingsWebhookUrl })
        .max(2048, M.settingsWebhookUrl)
        .refine(isWebUrl, M.settingsWebhookUrl)
        .nullable(),
    },
    { error: M.settingsUnknown },
  )
  .partial()
  .strict();

const patchBody = z.object(
  {
    botName: z.string({ error: VALIDATION_MESSAGES.botName }).optional(),
    settings: settingsPatch.optional(),
  },
  { error: M.objectExpected },
);
const ownerParams = z.object({ botId: z.string() });
const publicParams = z.object({ userId: z.string(), botId: z.string() });

export async function botSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const owner = (request: { user: { id: string } | null }) => {
    if (!request.user) throw new HttpError(401, API_MESSAGES.sessionExpired);
    return request.user.id;
  };

  app.get('/api/bots/:botId', { preValidation: app.requireUser, schema: { params: ownerParams } }, async (request) => {
    const userId = owner(request);
    const [bot, sources] = await Promise.all([
      app.repo.getBot(userId, request.params.botId),
      app.repo.listSources(userId, request.params.botId),
    ]);
    if (!bot || !sources) throw new HttpError(404, STRINGS.botNotFound);
    return { success: true, bot: presentOwnerBot(bot, sources, botWebhookSecret(app.secrets.jwtSecret, bot.id)) };
  });

  app.patch(
    '/api/bots/:botId',
    { preValidation: app.requireUser, schema: { params: ownerParams, body: patchBody } },
    async (request) => {
      const userId = owner(request);
      const { botId } = request.params;
      const { botName, settings } = request.body;
      const name = botName?.trim();
      if (name !== undefined) {
        const problem = validateBotName(name);
        if (problem) throw new HttpError(400, problem);
      }
      if (settings?.webhookUrl?.startsWith('http:') && !app.config.allowPrivateNetworkFetch)
        throw new HttpError(400, M.settingsWebhookUrl);
      // a local or private address is refused when sent, every time: say so now rather than deliver nothing
      if (settings?.webhookUrl && !app.config.allowPrivateNetworkFetch && namesPrivateHost(settings.webhookUrl))
        throw new HttpError(400, M.settingsWebhookPrivate);
      let merged: BotSettings | undefined;
      if (settings) {
        const current = await app.repo.getBotSettings(userId, botId);
        if (!current) throw new HttpError(404, STRINGS.botNotFound);
        merged = { ...current.settings, ...settings } as BotSettings;
      }
      const bot = await app.repo.updateBot(userId, botId, {
        ...(name !== undefined ? { botName: name } : {}),
        ...(merged ? { settings: merged } : {}),
      });
      const sources = bot && (await app.repo.listSources(userId, botId));
      if (!bot || !sources) throw new HttpError(404, STRINGS.botNotFound);
      // a shorter retention applies at once to the questions already kept
      if (settings?.retentionDays !== undefined)
        await app.repo.deleteQuestionsBefore(bot.id, firstKeptDay(settings.retentionDays));
      return { success: true, bot: presentOwnerBot(bot, sources, botWebhookSecret(app.secrets.jwtSecret, bot.id)) };
    },
  );

  app.get('/api/bots/:userId/:botId/public', { schema: { params: publicParams } }, async (request, reply) => {
    const { userId, botId } = request.params;
    const found = await app.repo.getBotSettings(userId, botId);
    if (!found) throw new HttpError(404, STRINGS.botNotFound);
    // whether the page asking may chat with it: its widget then says so instead of offering an input that fails
    const available = originAllowed(request, found.settings.allowedOrigins);
    const body = {
      success: true,
      bot: publicBotOf(found.id, found.botName, found.settings),
      ...(available ? {} : { available }),
    };
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
    // revalidated on every use: an owner's change shows at once, an unchanged bot costs a 304
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'Origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return body;
  });
}
