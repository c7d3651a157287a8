/**
 * The owner's insights: anonymous counts per bot and UTC day (and per page origin), the visitor questions an
 * owner opted to keep, and contact requests. Nothing about a visitor is stored: no IP, user agent, cookie or id.
 * Question and contact text are encrypted at rest like bot text, each row with its own id as the context.
 */
import { type BotSettings, DEFAULT_BOT_SETTINGS } from '@botfolio/core';
import { type Kysely, sql } from 'kysely';
import type { TextCipher } from '../crypto/textCipher.js';
import type { ContactRow, InsightsStore } from './repository.js';
import type { Database } from './schema.js';
import { uuidv7 } from './uuidv7.js';

const asBuffer = (value: Buffer | Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value));

function readSettings(json: string | null): BotSettings {
  try {
    return { ...DEFAULT_BOT_SETTINGS, ...(json ? (JSON.parse(json) as Partial<BotSettings>) : {}) };
  } catch {
    return { ...DEFAULT_BOT_SETTINGS };
  }
}

export function createInsightsStore(db: Kysely<Database>, cipher: TextCipher): InsightsStore {
  const owns = async (userId: string, botId: string) =>
    (await db
      .selectFrom('bots')
      .select('id')
      .where('id', '=', botId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined;

  const toContact = (row: { id: string; bot_id: string; created_at: string; body_enc: Buffer; read: number }) => {
    const body = JSON.parse(cipher.decrypt(asBuffer(row.body_enc), row.id)) as {
      name: string;
      email: string;
      message: string;
    };
    return {
      id: row.id,
      botId: row.bot_id,
      name: body.name,
      email: body.email,
      message: body.message,
      createdAt: row.created_at,
      read: Number(row.read) === 1,
    } satisfies ContactRow;
  };

  const contactOf = (botId: string, contactId: string) =>
    db
      .selectFrom('bot_contacts')
      .selectAll()
      .where('id', '=', contactId)
      .where('bot_id', '=', botId)
      .executeTakeFirst();

  return {
    async recordChat(botId, event) {
      const answered = event.outcome === 'answered' ? 1 : 0;
      const declined = event.outcome === 'declined' ? 1 : 0;
      const conversations = event.newConversation ? 1 : 0;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('bot_daily_stats')
          .values({ bot_id: botId, day: event.day, conversations, questions: 1, answers: answered, declined })
          .onConflict((oc) =>
            oc.columns(['bot_id', 'day']).doUpdateSet({
              conversations: sql`bot_daily_stats.conversations + ${conversations}`,
              questions: sql`bot_daily_stats.questions + 1`,
              answers: sql`bot_daily_stats.answers + ${answered}`,
              declined: sql`bot_daily_stats.declined + ${declined}`,
            }),
          )
          .execute();
        if (event.origin)
          await trx
            .insertInto('bot_origin_stats')
            .values({ bot_id: botId, day: event.day, origin: event.origin, questions: 1 })
            .onConflict((oc) =>
              oc.columns(['bot_id', 'day', 'origin']).doUpdateSet({ questions: sql`bot_origin_stats.questions + 1` }),
            )
            .execute();
        if (event.question !== null) {
          const id = uuidv7();
          await trx
            .insertInto('bot_questions')
            .values({
              id,
              bot_id: botId,
              day: event.day,
              text_enc: cipher.encrypt(event.question, id),
              answered: answered,
            })
            .execute();
        }
      });
    },

    async insights(userId, botId, { from, to }) {
      if (!(await owns(userId, botId))) return null;
      const [days, origins, contacts] = await Promise.all([
        db
          .selectFrom('bot_daily_stats')
          .select(['day', 'conversations', 'questions', 'answers', 'declined'])
          .where('bot_id', '=', botId)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .orderBy('day')
          .execute(),
        db
          .selectFrom('bot_origin_stats')
          .select(['origin', (eb) => eb.fn.sum<number | string>('questions').as('questions')])
          .where('bot_id', '=', botId)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy('origin')
          .orderBy('questions', 'desc')
          .orderBy('origin')
          .limit(20)
          .execute(),
        db
          .selectFrom('bot_contacts')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('bot_id', '=', botId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        days: days.map((d) => ({
          date: d.day,
          conversations: Number(d.conversations),
          questions: Number(d.questions),
          answers: Number(d.answers),
          declined: Number(d.declined),
        })),
        origins: origins.map((o) => ({ origin: o.origin, questions: Number(o.questions) })),
        contacts: Number(contacts.n),
      };
    },

    async listQuestions(userId, botId, limit) {
      if (!(await owns(userId, botId))) return null;
      const rows = await db
        .selectFrom('bot_questions')
        .selectAll()
        .where('bot_id', '=', botId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        text: cipher.decrypt(asBuffer(row.text_enc), row.id),
        day: row.day,
        answered: Number(row.answered) === 1,
      }));
    },

    async deleteQuestions(userId, botId, questionId) {
      if (!(await owns(userId, botId))) return null;
      let query = db.deleteFrom('bot_questions').where('bot_id', '=', botId);
      if (questionId !== undefined) query = query.where('id', '=', questionId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteQuestionsBefore(botId, day) {
      const result = await db
        .deleteFrom('bot_questions')
        .where('bot_id', '=', botId)
        .where('day', '<', day)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async botsWithQuestionsBefore(day) {
      const rows = await db
        .selectFrom('bots')
        .select(['bots.id as id', 'bots.settings as settings'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('bot_questions')
              .select('bot_questions.id')
              .whereRef('bot_questions.bot_id', '=', 'bots.id')
              .where('bot_questions.day', '<', day),
          ),
        )
        .execute();
      return rows.map((row) => ({ botId: row.id, settings: readSettings(row.settings) }));
    },

    async addContact(botId, contact) {
      const id = uuidv7();
      const createdAt = new Date().toISOString();
      const body = JSON.stringify({ name: contact.name, email: contact.email, message: contact.message });
      await db
        .insertInto('bot_contacts')
        .values({ id, bot_id: botId, created_at: createdAt, body_enc: cipher.encrypt(body, id), read: 0 })
        .execute();
      return { id, botId, ...contact, createdAt, read: false };
    },

    async listContacts(userId, botId) {
      if (!(await owns(userId, botId))) return null;
      const rows = await db
        .selectFrom('bot_contacts')
        .selectAll()
        .where('bot_id', '=', botId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1000)
        .execute();
      return rows.map(toContact);
    },

    async markContact(userId, botId, contactId, read) {
      if (!(await owns(userId, botId))) return 'no-bot';
      await db
        .updateTable('bot_contacts')
        .set({ read: read ? 1 : 0 })
        .where('id', '=', contactId)
        .where('bot_id', '=', botId)
        .execute();
      const row = await contactOf(botId, contactId);
      return row ? toContact(row) : 'no-contact';
    },

    async deleteContact(userId, botId, contactId) {
      if (!(await owns(userId, botId))) return 'no-bot';
      const result = await db
        .deleteFrom('bot_contacts')
        .where('id', '=', contactId)
        .where('bot_id', '=', botId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0 ? 'deleted' : 'no-contact';
    },
  };
}
