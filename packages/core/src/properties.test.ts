/** Properties that must hold for any input, checked on random texts (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkText } from './chunkText.js';
import { createPassageIndex, tokenize } from './passageIndex.js';
import { formatSSE, parseSSE } from './sse.js';
import { summarizeExtractive } from './summarizeExtractive.js';
import { extractVideoId } from './youtube.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Texts mixing words, punctuation, line breaks, CJK and emoji.
const piece = fc.constantFrom(
  'word',
  'Café',
  '東京',
  '😀',
  '.',
  '!',
  '?',
  ' ',
  ' ',
  '\n',
  '\n\n',
  'Dr.',
  '。',
  'x'.repeat(40),
);
const text = fc.array(piece, { maxLength: 200 }).map((parts) => parts.join(''));

describe('properties', () => {
  it('chunkText: chunks are non-empty, trimmed, within size, well-formed, and keep every word', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 8, max: 120 }), fc.integer({ min: 0, max: 60 }), (input, size, overlap) => {
        const chunks = chunkText(input, { size, overlap });
        for (const chunk of chunks) {
          expect(chunk.length).toBeGreaterThan(0);
          expect(chunk).toBe(chunk.trim());
          expect(chunk.length).toBeLessThanOrEqual(size);
          expect(chunk).not.toMatch(LONE_SURROGATE);
        }
        const all = chunks.join(' ');
        // Words without sentence punctuation (which may end a chunk) and short enough never to be cut.
        for (const word of input.split(/\s+/)) {
          if (/^[\p{L}\p{N}\p{Extended_Pictographic}]+$/u.test(word) && word.length <= size / 2)
            expect(all).toContain(word);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('summarizeExtractive: never longer than the text and deterministic', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 8 }), (input, sentences) => {
        const summary = summarizeExtractive(input, { sentences });
        expect(summary.length).toBeLessThanOrEqual(input.length);
        expect(summarizeExtractive(input, { sentences })).toBe(summary);
      }),
      { numRuns: 300 },
    );
  });

  it('rankPassages: every passage is found by its own rarest word', () => {
    // words that stay one search term each, different ones, none of the passages' shared words ("argument" and
    // "arguments" are one term; "before" is none)
    const shared = new Set(tokenize('shared filler number'));
    const word = fc
      .stringMatching(/^[a-z]{6,10}$/)
      .filter((w) => tokenize(w).length === 1 && !shared.has(tokenize(w)[0] ?? ''));
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 30, selector: (w) => tokenize(w)[0] }), (words) => {
        const passages = words.map((word, i) => `${word} shared filler number ${i}`);
        const index = createPassageIndex(passages);
        words.forEach((word, i) => {
          expect(index.rankPassages(word, 1)[0]?.index).toBe(i);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('parseSSE: formatSSE frames survive any split into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ event: fc.constantFrom('token', 'done', 'error'), text: fc.string({ unit: 'grapheme' }) }),
          {
            maxLength: 8,
          },
        ),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (frames, rawCuts) => {
          const bytes = new TextEncoder().encode(frames.map((f) => formatSSE(f.event, { text: f.text })).join(''));
          const cuts = [...new Set(rawCuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
          async function* chunks() {
            let start = 0;
            for (const cut of [...cuts, bytes.length]) {
              yield bytes.slice(start, cut);
              start = cut;
            }
          }
          const parsed = [];
          for await (const frame of parseSSE(chunks())) parsed.push({ event: frame.event, ...JSON.parse(frame.data) });
          expect(parsed).toEqual(frames);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('extractVideoId: finds any valid id in every link form, and rejects other lengths', () => {
    const idChar = fc.constantFrom(...'abcXYZ019_-'.split(''));
    const forms = [
      (id: string) => `https://youtu.be/${id}`,
      (id: string) => `youtube.com/watch?v=${id}`,
      (id: string) => `https://m.youtube.com/watch?a=1&v=${id}`,
      (id: string) => `https://www.youtube.com/embed/${id}`,
      (id: string) => `www.youtube.com/shorts/${id}`,
      (id: string) => `https://www.youtube-nocookie.com/v/${id}`,
    ];
    fc.assert(
      fc.property(fc.array(idChar, { minLength: 1, maxLength: 14 }), fc.constantFrom(...forms), (chars, form) => {
        const id = chars.join('');
        expect(extractVideoId(form(id))).toBe(id.length === 11 ? id : null);
      }),
      { numRuns: 500 },
    );
  });
});
