/**
 * A bot's passage embeddings, kept with the bot so a restart or another instance does not pay for them again: one
 * row per bot, for the text (content key) and model they were made from. Stored small — each vector as int8 with one
 * float32 scale (a quarter of float32, and cosine ranks the same to within rounding) — and encrypted like bot text,
 * since embeddings can be turned back into approximations of the text.
 */
import type { Kysely } from 'kysely';
import type { TextCipher } from '../crypto/textCipher.js';
import { isForeignKeyViolation } from './createRepository.js';
import type { Database } from './schema.js';

export interface VectorStore {
  /** The vectors of `botId` made from `contentKey` by `model`, or null when missing or stale. */
  getVectors(botId: string, contentKey: string, model: string): Promise<Float32Array[] | null>;
  /** Keeps them, replacing the bot's older ones. A bot deleted meanwhile keeps nothing. */
  putVectors(botId: string, contentKey: string, model: string, vectors: Float32Array[]): Promise<void>;
}

/** int8 values with one float32 scale per vector (little-endian), back to back. */
export function packVectors(vectors: Float32Array[]): { bytes: Buffer; dims: number } {
  const dims = vectors[0]?.length ?? 0;
  const bytes = Buffer.alloc(vectors.length * (4 + dims));
  vectors.forEach((vector, i) => {
    const at = i * (4 + dims);
    let max = 0;
    for (const value of vector) max = Math.max(max, Math.abs(value));
    const scale = max > 0 ? max / 127 : 1;
    bytes.writeFloatLE(scale, at);
    for (let d = 0; d < dims; d += 1) bytes.writeInt8(Math.round((vector[d] ?? 0) / scale), at + 4 + d);
  });
  return { bytes, dims };
}

/** The vectors packVectors packed, each normalised to unit length again. */
export function unpackVectors(bytes: Buffer, dims: number, count: number): Float32Array[] {
  const vectors: Float32Array[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = i * (4 + dims);
    const scale = bytes.readFloatLE(at);
    const vector = new Float32Array(dims);
    let norm = 0;
    for (let d = 0; d < dims; d += 1) {
      const value = bytes.readInt8(at + 4 + d) * scale;
      vector[d] = value;
      norm += value * value;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (let d = 0; d < dims; d += 1) vector[d] = (vector[d] ?? 0) / norm;
    vectors.push(vector);
  }
  return vectors;
}

export function createVectorStore(db: Kysely<Database>, cipher: TextCipher): VectorStore {
  return {
    async getVectors(botId, contentKey, model) {
      const row = await db
        .selectFrom('bot_vectors')
        .select(['dims', 'count', 'vectors_enc'])
        .where('bot_id', '=', botId)
        .where('content_key', '=', contentKey)
        .where('model', '=', model)
        .executeTakeFirst();
      if (!row) return null;
      const bytes = Buffer.from(cipher.decrypt(Buffer.from(row.vectors_enc), botId), 'base64');
      return unpackVectors(bytes, Number(row.dims), Number(row.count));
    },

    async putVectors(botId, contentKey, model, vectors) {
      const { bytes, dims } = packVectors(vectors);
      const row = {
        content_key: contentKey,
        model,
        dims,
        count: vectors.length,
        vectors_enc: cipher.encrypt(bytes.toString('base64'), botId),
        created_at: new Date().toISOString(),
      };
      try {
        await db
          .insertInto('bot_vectors')
          .values({ bot_id: botId, ...row })
          .onConflict((oc) => oc.column('bot_id').doUpdateSet(row))
          .execute();
      } catch (error) {
        // the bot was deleted meanwhile: nothing to keep
        if (!isForeignKeyViolation(error)) throw error;
      }
    },
  };
}
