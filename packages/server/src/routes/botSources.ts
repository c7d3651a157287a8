/**
 * A bot's sources, changed by its owner; the bot's id never changes and its next chat answers from the new text:
 * - POST /api/bots/:botId/sources `{type, title?, text?, url?}` → 201 `{success, source, bot}`; `text`/`pdf`
 *   carry their text (the client uploads a PDF first), `youtube`/`website` a URL the server imports
 * - DELETE /api/bots/:botId/sources/:sourceId → `{success, bot}`; the last source → 409
 * - POST /api/bots/:botId/sources/:sourceId/refresh → `{success, source, bot}`: a `youtube`/`website` source read
 *   again from its origin; others → 400
 * - GET /api/bots/:botId/sources/:sourceId → `{success, source, text}`: one source with its text
 * - PATCH /api/bots/:botId/sources/:sourceId `{title?, text?}` → `{success, source, bot}`: renamed and/or, for a
 *   `text`/`pdf` source, its text corrected (`youtube`/`website` texts come from their origin → 400)
 * Someone else's bot answers 404, like a missing one.
 */
import {
  BOT_SOURCE_TYPES,
  type BotSourceType,
  extractVideoId,
  isValidVideoId,
  LIMITS,
  STRINGS,
  titleFromText,
  VALIDATION_MESSAGES,
  validateBotText,
  validateSourceTitle,
} from '@botfolio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { extractWebPage } from '../ingest/web.js';
import { fetchTranscript } from '../ingest/youtube.js';
import { API_MESSAGES, INGEST_ERRORS } from '../messages.js';
import { importLimit } from '../plugins/importLimit.js';
import { BotTextTooLongError, type SourceChangeRefused, type SourceRow } from '../storage/repository.js';
import { STORE_BOT_BODY_LIMIT } from './bots.js';
import { presentOwnerBot, presentSource } from './presentBot.js';
import type { ZodTypeProvider } from './zodSchemas.js';

const M = API_MESSAGES;

const addBody = z.object(
  {
    type: z.enum(BOT_SOURCE_TYPES, { error: M.sourceType }),
    title: z.string({ error: M.sourceTitle }).trim().max(LIMITS.sourceTitleMaxLength, M.sourceTitle).optional(),
    text: z.string({ error: VALIDATION_MESSAGES.botTextEmpty }).optional(),
    url: z.string({ error: INGEST_ERRORS.badUrl }).trim().max(2048, INGEST_ERRORS.badUrl).optional(),
  },
  { error: M.objectExpected },
);
/** What an owner may change of a source; like the other routes, fields it does not know are ignored. */
const editBody = z.object(
  {
    title: z.string({ error: M.sourceTitle }).optional(),
    text: z.string({ error: VALIDATION_MESSAGES.botTextEmpty }).optional(),
  },
  { error: M.objectExpected },
);
const botParams = z.object({ botId: z.string() });
const sourceParams = z.object({ botId: z.string(), sourceId: z.string() });

/** Sources whose text comes from their origin (refreshed from it, never edited). */
const fromOrigin = (source: SourceRow): source is SourceRow & { type: 'youtube' | 'website' } =>
  source.type === 'youtube' || source.type === 'website';

/** What a URL source reads from its origin: its text, a title and the origin to refresh from. */
interface Imported {
  text: string;
  title: string;
  origin: string;
}

/** A refusal of the repository as the status and sentence the caller sees. */
function refused(reason: SourceChangeRefused): HttpError {
  if (reason === 'no-bot') return new HttpError(404, STRINGS.botNotFound);
  if (reason === 'no-source') return new HttpError(404, M.sourceNotFound);
  return new HttpError(409, M.lastSource);
}

/** The repository's write, with a too-long join answered as 413. */
async function writing<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (error instanceof BotTextTooLongError) throw new HttpError(413, M.sourcesTooLong);
    throw error;
  }
}

export async function botSourceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { allowPrivateNetworkFetch, fetchTimeoutMs, maxPdfPages, pdfTimeoutMs, youtubeBaseUrl } = app.config;
  const limitImports = importLimit(app);
  const owner = (request: { user: { id: string } | null }) => {
    if (!request.user) throw new HttpError(401, M.sessionExpired);
    return request.user.id;
  };

  /** Reads a `youtube`/`website` source from its URL (the same import, limits and SSRF guard as the import routes). */
  async function importUrl(request: FastifyRequest, type: 'youtube' | 'website', url: string): Promise<Imported> {
    await limitImports(request);
    const who = request.user?.id ?? request.ip;
    if (type === 'youtube') {
      const videoId = isValidVideoId(url) ? url : extractVideoId(url);
      if (!videoId) throw new HttpError(400, INGEST_ERRORS.badVideoId);
      const text = await fetchTranscript(videoId, { baseUrl: youtubeBaseUrl, timeoutMs: fetchTimeoutMs });
      return { text, title: `YouTube video ${videoId}`, origin: `https://www.youtube.com/watch?v=${videoId}` };
    }
    const page = await extractWebPage(url, {
      allowPrivateNetwork: allowPrivateNetworkFetch,
      timeoutMs: fetchTimeoutMs,
      maxPdfPages,
      pdfTimeoutMs,
      work: app.work,
      owner: who,
    });
    const origin = new URL(url).href;
    return { text: page.text, title: page.title.trim() || new URL(origin).hostname, origin };
  }

  app.post(
    '/api/bots/:botId/sources',
    {
      preValidation: app.requireUser,
      bodyLimit: STORE_BOT_BODY_LIMIT,
      schema: { params: botParams, body: addBody },
    },
    async (request, reply) => {
      const userId = owner(request);
      const { botId } = request.params;
      const { type, title, text, url } = request.body;
      // a bot that is not theirs is refused before anything is fetched on its behalf
      if (!(await app.repo.getBotMeta(userId, botId))) throw new HttpError(404, STRINGS.botNotFound);
      let source: { type: BotSourceType; title: string; origin: string | null; text: string };
      if (type === 'youtube' || type === 'website') {
        if (!url) throw new HttpError(400, M.sourceUrlRequired);
        const imported = await importUrl(request, type, url);
        source = { type, title: title || imported.title, origin: imported.origin, text: imported.text };
      } else {
        const problem = validateBotText(text ?? '');
        if (problem) throw new HttpError(400, problem);
        // (pasted text named nothing: its first line or words, not "Text", so answers citing it say which one)
        const name = title || (type === 'pdf' ? 'PDF' : titleFromText(text ?? ''));
        source = { type, title: name, origin: type === 'pdf' ? name : null, text: text ?? '' };
      }
      const added = await writing(app.repo.addSource(userId, botId, source));
      if (added === 'no-bot') throw refused(added);
      const sources = (await app.repo.listSources(userId, botId)) ?? [];
      reply.code(201);
      return { success: true, source: presentSource(added.source), bot: presentOwnerBot(added.bot, sources) };
    },
  );

  app.delete(
    '/api/bots/:botId/sources/:sourceId',
    { preValidation: app.requireUser, schema: { params: sourceParams } },
    async (request) => {
      const userId = owner(request);
      const { botId, sourceId } = request.params;
      const bot = await writing(app.repo.removeSource(userId, botId, sourceId));
      if (typeof bot === 'string') throw refused(bot);
      const sources = (await app.repo.listSources(userId, botId)) ?? [];
      return { success: true, bot: presentOwnerBot(bot, sources) };
    },
  );

  app.post(
    '/api/bots/:botId/sources/:sourceId/refresh',
    { preValidation: app.requireUser, schema: { params: sourceParams } },
    async (request) => {
      const userId = owner(request);
      const { botId, sourceId } = request.params;
      const sources = await app.repo.listSources(userId, botId);
      if (!sources) throw new HttpError(404, STRINGS.botNotFound);
      const current = sources.find((s) => s.id === sourceId);
      if (!current) throw new HttpError(404, M.sourceNotFound);
      if (!fromOrigin(current) || !current.origin) throw new HttpError(400, M.sourceNotRefreshable);
      const imported = await importUrl(request, current.type, current.origin);
      // the title stays (the text alone is sent): the owner may have chosen it, even while this was read
      const changed = await writing(app.repo.updateSource(userId, botId, sourceId, { text: imported.text }));
      if (typeof changed === 'string') throw refused(changed);
      const after = (await app.repo.listSources(userId, botId)) ?? [];
      return { success: true, source: presentSource(changed.source), bot: presentOwnerBot(changed.bot, after) };
    },
  );

  app.get(
    '/api/bots/:botId/sources/:sourceId',
    { preValidation: app.requireUser, schema: { params: sourceParams } },
    async (request) => {
      const found = await app.repo.getSource(owner(request), request.params.botId, request.params.sourceId);
      if (typeof found === 'string') throw refused(found);
      return { success: true, source: presentSource(found.source), text: found.text };
    },
  );

  app.patch(
    '/api/bots/:botId/sources/:sourceId',
    {
      preValidation: app.requireUser,
      bodyLimit: STORE_BOT_BODY_LIMIT,
      schema: { params: sourceParams, body: editBody },
    },
    async (request) => {
      const userId = owner(request);
      const { botId, sourceId } = request.params;
      const { text } = request.body;
      const title = request.body.title?.trim();
      if (title === undefined && text === undefined) throw new HttpError(400, M.sourceNothingToChange);
      const problem =
        (title === undefined ? null : validateSourceTitle(title)) ??
        (text === undefined ? null : validateBotText(text));
      if (problem) throw new HttpError(400, problem);
      const sources = await app.repo.listSources(userId, botId);
      if (!sources) throw new HttpError(404, STRINGS.botNotFound);
      const current = sources.find((s) => s.id === sourceId);
      if (!current) throw new HttpError(404, M.sourceNotFound);
      if (text !== undefined && fromOrigin(current)) throw new HttpError(400, M.sourceTextNotEditable);
      // the same write as a refresh: the bot's text is rejoined and its version moves on (every instance's index,
      // embeddings and cited titles follow on the next chat)
      const changed = await writing(
        app.repo.updateSource(userId, botId, sourceId, {
          ...(title === undefined ? {} : { title }),
          ...(text === undefined ? {} : { text }),
        }),
      );
      if (typeof changed === 'string') throw refused(changed);
      const after = (await app.repo.listSources(userId, botId)) ?? [];
      return { success: true, source: presentSource(changed.source), bot: presentOwnerBot(changed.bot, after) };
    },
  );
}
