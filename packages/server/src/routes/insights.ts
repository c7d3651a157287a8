/**
 * What visitors asked, and a way to reach the owner (docs/PRIVACY.md says exactly what is kept):
 * - GET /api/bots/:botId/insights?days=30 (owner): anonymous counts per UTC day and page origin
 * - GET /api/bots/:botId/questions, DELETE /api/bots/:botId/questions[/:questionId] (owner): the opt-in questions
 * - POST /api/bots/:userId/:botId/contact (anyone, any origin): a contact request, when the bot takes them
 * - GET /api/bots/:botId/contacts, GET /api/bots/:botId/contacts.csv, PATCH/DELETE /api/bots/:botId/contacts/:id (owner)
 * Someone else's bot answers 404, like a missing one. Kept questions older than their bot's retention are deleted
 * by the server itself (on start and every RETENTION_SWEEP_MS).
 */
import {
  BOT_SETTINGS_LIMITS,
  type ContactEntry,
  type InsightsDay,
  isValidEmail,
  normalizeEmail,
  STRINGS,
} from '@botfolio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { DAY_MS, dayOf, firstKeptDay } from '../insights/days.js';
import { botWebhookSecret, createWebhookSender, type WebhookTarget } from '../insights/webhook.js';
import { API_MESSAGES } from '../messages.js';
import { rateLimitKey } from '../plugins/rateLimitStore.js';
import type { ContactRow } from '../storage/repository.js';
import type { ZodTypeProvider } from './zodSchemas.js';

const M = API_MESSAGES;
const HOUR_MS = 60 * 60_000;
const QUESTIONS_SHOWN = 500;

const botParams = z.object({ botId: z.string() });
const questionParams = z.object({ botId: z.string(), questionId: z.string() });
const contactParams = z.object({ botId: z.string(), contactId: z.string() });
const publicParams = z.object({ userId: z.string(), botId: z.string() });
const insightsQuery = z.object({
  days: z.coerce
    .number({ error: M.insightsDays })
    .int(M.insightsDays)
    .min(1, M.insightsDays)
    .max(BOT_SETTINGS_LIMITS.retentionDaysMax, M.insightsDays)
    .default(30),
});
const contactBody = z.object(
  {
    name: z
      .string({ error: M.contactName })
      .trim()
      .min(1, M.contactName)
      .max(BOT_SETTINGS_LIMITS.contactNameMaxLength, M.contactName),
    email: z
      .string({ error: M.contactEmail })
      .trim()
      .max(BOT_SETTINGS_LIMITS.contactEmailMaxLength, M.contactEmail)
      .refine(isValidEmail, M.contactEmail),
    message: z
      .string({ error: M.contactMessage })
      .trim()
      .max(BOT_SETTINGS_LIMITS.contactMessageMaxLength, M.contactMessage)
      .default(''),
    /** The field people never see; bots fill it. */
    website: z.string().max(2048).optional(),
  },
  { error: M.objectExpected },
);
const readBody = z.object({ read: z.boolean({ error: M.invalidRequest }) }, { error: M.objectExpected });

function presentContact(row: ContactRow): ContactEntry {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt,
    read: row.read,
  };
}

/** One CSV field (RFC 4180), with a leading formula character neutralised for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function insightsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const owner = (request: { user: { id: string } | null }) => {
    if (!request.user) throw new HttpError(401, M.sessionExpired);
    return request.user.id;
  };
  const notFound = () => new HttpError(404, STRINGS.botNotFound);
  const webhooks = createWebhookSender({
    allowPrivateNetwork: app.config.allowPrivateNetworkFetch,
    timeoutMs: app.config.fetchTimeoutMs,
    retryBaseMs: app.config.webhookRetryBaseMs,
    log: app.log,
  });

  // retention: every bot's kept questions older than its retentionDays go, on start and then periodically
  async function sweep(): Promise<void> {
    try {
      const today = Date.now();
      // the smallest retention is one day: nothing from today or yesterday can be due
      for (const { botId, settings } of await app.repo.botsWithQuestionsBefore(dayOf(today - DAY_MS))) {
        await app.repo.deleteQuestionsBefore(botId, firstKeptDay(settings.retentionDays, today));
      }
    } catch (error) {
      app.log.warn({ err: error }, 'the retention sweep failed; it runs again later');
    }
  }
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    if (app.config.retentionSweepMs > 0) {
      sweeper = setInterval(() => void sweep(), app.config.retentionSweepMs);
      sweeper.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    webhooks.close();
  });

  app.get(
    '/api/bots/:botId/insights',
    { preValidation: app.requireUser, schema: { params: botParams, querystring: insightsQuery } },
    async (request) => {
      const { days } = request.query;
      const now = Date.now();
      const from = dayOf(now - (days - 1) * DAY_MS);
      const found = await app.repo.insights(owner(request), request.params.botId, { from, to: dayOf(now) });
      if (!found) throw notFound();
      const byDay = new Map(found.days.map((d) => [d.date, d]));
      const series: InsightsDay[] = [];
      for (let i = days - 1; i >= 0; i -= 1) {
        const date = dayOf(now - i * DAY_MS);
        series.push(byDay.get(date) ?? { date, conversations: 0, questions: 0, answers: 0, declined: 0 });
      }
      const sum = (key: 'conversations' | 'questions' | 'answers' | 'declined') =>
        series.reduce((total, d) => total + d[key], 0);
      return {
        success: true,
        totals: {
          conversations: sum('conversations'),
          questions: sum('questions'),
          answers: sum('answers'),
          declined: sum('declined'),
          contacts: found.contacts,
        },
        days: series,
        origins: found.origins,
      };
    },
  );

  app.get(
    '/api/bots/:botId/questions',
    { preValidation: app.requireUser, schema: { params: botParams } },
    async (request) => {
      const rows = await app.repo.listQuestions(owner(request), request.params.botId, QUESTIONS_SHOWN);
      if (!rows) throw notFound();
      return {
        success: true,
        questions: rows.map((q) => ({ _id: q.id, text: q.text, day: q.day, answered: q.answered })),
      };
    },
  );

  app.delete(
    '/api/bots/:botId/questions',
    { preValidation: app.requireUser, schema: { params: botParams } },
    async (request) => {
      const deleted = await app.repo.deleteQuestions(owner(request), request.params.botId);
      if (deleted === null) throw notFound();
      return { success: true, deleted };
    },
  );

  app.delete(
    '/api/bots/:botId/questions/:questionId',
    { preValidation: app.requireUser, schema: { params: questionParams } },
    async (request) => {
      const { botId, questionId } = request.params;
      const deleted = await app.repo.deleteQuestions(owner(request), botId, questionId);
      if (deleted === null) throw notFound();
      if (deleted === 0) throw new HttpError(404, M.questionNotFound);
      return { success: true, deleted };
    },
  );

  app.post(
    '/api/bots/:userId/:botId/contact',
    { schema: { params: publicParams, body: contactBody } },
    async (
      request: FastifyRequest<{ Params: z.infer<typeof publicParams>; Body: z.infer<typeof contactBody> }>,
      reply,
    ) => {
      const { userId, botId } = request.params;
      const found = await app.repo.getBotSettings(userId, botId);
      if (!found) throw notFound();
      if (!found.settings.acceptContact) throw new HttpError(403, M.contactNotAccepted);
      const max = app.config.contactRateLimit;
      if (max > 0) {
        const slot = await app.attempts.reserve(rateLimitKey('contact', request.ip, botId), max, HOUR_MS);
        if (!slot.allowed)
          throw new HttpError(429, M.contactRateLimited, { 'retry-after': String(slot.retryAfterSeconds) });
      }
      const { name, email, message, website } = request.body;
      reply.code(201);
      // a filled invisible field is a bot: it is told all went well, and nothing is kept or sent
      if (website !== undefined && website.trim() !== '') return { success: true };
      const contact = await app.repo.addContact(found.id, { name, email: normalizeEmail(email), message });
      const targets: WebhookTarget[] = [];
      if (found.settings.webhookUrl)
        targets.push({ url: found.settings.webhookUrl, secret: botWebhookSecret(app.secrets.jwtSecret, found.id) });
      if (app.config.contactWebhookUrl && app.config.contactWebhookSecret)
        targets.push({ url: app.config.contactWebhookUrl, secret: app.config.contactWebhookSecret });
      if (targets.length > 0)
        webhooks.send(targets, {
          event: 'contact',
          bot: { _id: found.id, botName: found.botName },
          contact: presentContact(contact),
        });
      return { success: true };
    },
  );

  app.get(
    '/api/bots/:botId/contacts',
    { preValidation: app.requireUser, schema: { params: botParams } },
    async (request) => {
      const rows = await app.repo.listContacts(owner(request), request.params.botId);
      if (!rows) throw notFound();
      return { success: true, contacts: rows.map(presentContact) };
    },
  );

  app.get(
    '/api/bots/:botId/contacts.csv',
    { preValidation: app.requireUser, schema: { params: botParams } },
    async (request, reply) => {
      const rows = await app.repo.listContacts(owner(request), request.params.botId);
      if (!rows) throw notFound();
      const lines = [['name', 'email', 'message', 'createdAt', 'read'].join(',')];
      for (const row of rows)
        lines.push([row.name, row.email, row.message, row.createdAt, row.read ? 'yes' : 'no'].map(csvField).join(','));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contacts.csv"')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );

  app.patch(
    '/api/bots/:botId/contacts/:contactId',
    { preValidation: app.requireUser, schema: { params: contactParams, body: readBody } },
    async (request) => {
      const { botId, contactId } = request.params;
      const row = await app.repo.markContact(owner(request), botId, contactId, request.body.read);
      if (row === 'no-bot') throw notFound();
      if (row === 'no-contact') throw new HttpError(404, M.contactNotFound);
      return { success: true, contact: presentContact(row) };
    },
  );

  app.delete(
    '/api/bots/:botId/contacts/:contactId',
    { preValidation: app.requireUser, schema: { params: contactParams } },
    async (request) => {
      const { botId, contactId } = request.params;
      const outcome = await app.repo.deleteContact(owner(request), botId, contactId);
      if (outcome === 'no-bot') throw notFound();
      if (outcome === 'no-contact') throw new HttpError(404, M.contactNotFound);
      return { success: true };
    },
  );
}
