import {
  BOT_SOURCE_TYPES,
  isLanguageTag,
  languageSettingFor,
  titleFromText,
  VALIDATION_MESSAGES,
  validateBotName,
  validateBotText,
} from '@botfolio/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { detectLanguage } from '../answer/language.js';
import { HttpError } from '../errors.js';
import { API_MESSAGES, INGEST_ERRORS } from '../messages.js';
import { UnknownUserError } from '../storage/repository.js';
import type { ZodTypeProvider } from './zodSchemas.js';

/**
 * 5,000,000 characters may take 3 bytes each in UTF-8 (any BMP script), plus JSON escaping of quotes
 * and newlines; 16 MB keeps every text within the character limit under the byte limit.
 */
export const STORE_BOT_BODY_LIMIT = 16 * 1024 * 1024;

const storeBody = z.object(
  {
    text: z.string({ error: VALIDATION_MESSAGES.botTextEmpty }),
    botName: z.string({ error: VALIDATION_MESSAGES.botName }),
    /** Where the text came from: the bot's first source (a `text` source named after the bot by default). */
    source: z
      .object(
        {
          type: z.enum(BOT_SOURCE_TYPES, { error: API_MESSAGES.sourceType }),
          title: z.string({ error: API_MESSAGES.sourceTitle }).trim().max(200, API_MESSAGES.sourceTitle).optional(),
          origin: z.string({ error: INGEST_ERRORS.badUrl }).trim().max(2048, INGEST_ERRORS.badUrl).nullish(),
        },
        { error: API_MESSAGES.sourceType },
      )
      .optional(),
    /** The chat's language (BCP 47); without it, the language the text is written in. */
    language: z
      .string({ error: API_MESSAGES.settingsLanguage })
      .refine(isLanguageTag, API_MESSAGES.settingsLanguage)
      .optional(),
  },
  { error: API_MESSAGES.objectExpected },
);

/** Bots: POST /api/pdf/store-in-db (the spec's path for every source, not only PDFs). */
export async function botRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/pdf/store-in-db',
      { preValidation: app.requireUser, bodyLimit: STORE_BOT_BODY_LIMIT, schema: { body: storeBody } },
      async (request) => {
        const { body } = request;
        const problem = validateBotText(body.text) ?? validateBotName(body.botName);
        if (problem) throw new HttpError(400, problem);
        try {
          const botName = body.botName.trim();
          const source = body.source && {
            type: body.source.type,
            title: body.source.title || (body.source.type === 'text' ? titleFromText(body.text) : botName),
            origin: body.source.origin || null,
          };
          // a bot made from Chinese text greets and answers in Chinese until its owner says otherwise
          const language = body.language ?? languageSettingFor(detectLanguage(body.text));
          const bot = await app.repo.createBot(request.user?.id ?? '', {
            botName,
            botText: body.text,
            ...(source ? { source } : {}),
            settings: { language },
          });
          return { success: true, bot: { _id: bot.id, botName: bot.botName } };
        } catch (error) {
          if (error instanceof UnknownUserError) throw new HttpError(401, API_MESSAGES.sessionExpired);
          throw error;
        }
      },
    );
}
