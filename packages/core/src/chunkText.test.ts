import { describe, expect, it } from 'vitest';
import { chunkSections, chunkText } from './chunkText.js';
import { RETRIEVAL } from './constants.js';
import { buildPassageIndexData, createPassageIndex, passageIndexFromData } from './passageIndex.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function sentence(i: number): string {
  return `Sentence number ${i} talks about topic${i % 37} and carries a little filler text.`;
}

function paragraphs(count: number, sentencesEach: number): string {
  const out: string[] = [];
  let n = 0;
  for (let p = 0; p < count; p += 1) {
    const s: string[] = [];
    for (let i = 0; i < sentencesEach; i += 1) s.push(sentence(n++));
    out.push(s.join(' '));
  }
  return out.join('\n\n');
}

describe('chunkText', () => {
  it('gives no chunk for empty or blank text', () => {
    expect(chunkText('')).toEqual([]);
    expect(chunkText(' \n\n\t \n')).toEqual([]);
  });

  it('keeps a short text as one chunk, whitespace collapsed within paragraphs', () => {
    expect(chunkText('Hello   world.\nSecond  line.\n\n\nNew paragraph.')).toEqual([
      'Hello world. Second line.\n\nNew paragraph.',
    ]);
  });

  it('fills chunks up to the size with whole sentences, never empty, never over the size', () => {
    const text = paragraphs(40, 6);
    const chunks = chunkText(text, { size: 500, overlap: 100 });
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      expect(chunk.trim()).toBe(chunk);
      expect(chunk.length).toBeGreaterThan(0);
      expect(chunk.length).toBeLessThanOrEqual(500);
      // Whole sentences: every chunk ends at a sentence end.
      expect(chunk).toMatch(/\.$/);
    }
    // Every sentence of the text is in some chunk, whole.
    const joined = chunks.join('\n');
    for (let i = 0; i < 240; i += 1) expect(joined).toContain(sentence(i));
  });

  it('repeats the end of each chunk at the start of the next (overlap)', () => {
    const chunks = chunkText(paragraphs(20, 6), { size: 400, overlap: 120 });
    for (let i = 1; i < chunks.length; i += 1) {
      const firstSentence = chunks[i]!.split(/(?<=\.)\s/)[0]!;
      expect(chunks[i - 1]).toContain(firstSentence);
      expect(firstSentence.length).toBeLessThanOrEqual(120);
    }
    // Without overlap nothing repeats.
    const plain = chunkText(paragraphs(20, 6), { size: 400, overlap: 0 });
    const total = plain.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(total).toBeLessThanOrEqual(paragraphs(20, 6).length);
  });

  it('carries the overlap laid out as it was: a paragraph break stays one', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Heading ${i}\n\nParagraph ${i} is short. It ends here.`).join(
      '\n\n',
    );
    const chunks = chunkText(text, { size: 200, overlap: 90 });
    expect(chunks.length).toBeGreaterThan(2);
    // every chunk is a stretch of the text as written (its whitespace too), the overlap included
    for (const chunk of chunks) expect(text).toContain(chunk);
    // and no longer than its size, its paragraph breaks counted whole
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(200);
  });

  it('uses the retrieval defaults', () => {
    const chunks = chunkText(paragraphs(100, 6));
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(RETRIEVAL.chunkSize);
    expect(chunks[0]!.length).toBeGreaterThan(RETRIEVAL.chunkSize - 120);
  });

  it('cuts a giant sentence at spaces, with overlap, losing no word', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i}`);
    const chunks = chunkText(words.join(' '), { size: 300, overlap: 50 });
    expect(chunks.length).toBeGreaterThan(40);
    const seen = new Set(chunks.flatMap((chunk) => chunk.split(' ')));
    for (const word of words) expect(seen.has(word)).toBe(true);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(300);
  });

  it('cuts a giant sentence at a line break too, not inside the word after it (property counterexample)', () => {
    expect(chunkText('word\nCafé', { size: 8, overlap: 0 })).toEqual(['word', 'Café']);
    expect(
      chunkText(`${'alpha\tbeta\n'.repeat(40)}`, { size: 30, overlap: 0 }).every((c) => !/^(?:lpha|eta)/.test(c)),
    ).toBe(true);
  });

  it('cuts a giant word without breaking surrogate pairs', () => {
    const chunks = chunkText('😀'.repeat(1000), { size: 101, overlap: 21 });
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      expect(chunk).not.toMatch(LONE_SURROGATE);
      expect(chunk.length).toBeLessThanOrEqual(101);
    }
  });

  it('splits CJK text at its full stops and keeps accents intact', () => {
    const text = `${'東京は日本の首都です。大阪は食べ物で有名です。'.repeat(40)}\n\nCafé crème, déjà vu. Ça va.`;
    const chunks = chunkText(text, { size: 100, overlap: 30 });
    for (const chunk of chunks.slice(0, -1)) expect(chunk).toMatch(/。$/);
    expect(chunks.at(-1)).toContain('Café crème, déjà vu. Ça va.');
  });

  it('clamps an overlap larger than half the size so chunks still advance', () => {
    const chunks = chunkText(paragraphs(5, 5), { size: 200, overlap: 10_000 });
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.length).toBeLessThan(60);
  });

  it('cuts 10 MB without any space or punctuation in linear time (regression: backward space search)', () => {
    for (const text of ['x'.repeat(10_000_000), 'word '.repeat(2_000_000)]) {
      const started = performance.now();
      const chunks = chunkText(text);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(chunks.length).toBeGreaterThan(8000);
      for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(RETRIEVAL.chunkSize);
    }
  }, 30_000);

  it('chunks and indexes 10 MB of text in reasonable time', () => {
    const block = paragraphs(25, 8);
    const text = block.repeat(Math.ceil(10_000_000 / block.length)).slice(0, 10_000_000);
    const started = performance.now();
    const chunks = chunkText(text);
    const chunked = performance.now();
    const index = createPassageIndex(chunks);
    const built = performance.now();
    const hits = index.rankPassages('what about topic12 filler', 5);
    const queried = performance.now();
    expect(chunks.length).toBeGreaterThan(8000);
    expect(index.size).toBe(chunks.length);
    expect(hits).toHaveLength(5);
    expect(hits[0]!.text).toContain('topic12');
    console.info(
      `10 MB: chunkText ${(chunked - started).toFixed(0)} ms (${chunks.length} chunks), ` +
        `index ${(built - chunked).toFixed(0)} ms, query ${(queried - built).toFixed(1)} ms`,
    );
    // Generous bounds for a shared 2-core machine; typical figures are printed above.
    expect(chunked - started).toBeLessThan(5000);
    expect(built - chunked).toBeLessThan(8000);
    expect(queried - built).toBeLessThan(200);
  }, 60_000);
});

describe('chunkText: long sentences', () => {
  it('never cuts a word of up to half a chunk, even one that ends in an emoji (found by the property test)', () => {
    expect(chunkText('word東京\nword😀', { size: 12, overlap: 0 }).join(' ')).toContain('word😀');
  });
});

describe('chunkSections: the heading each chunk is under', () => {
  it('carries a section heading into every chunk of its section, and a new one replaces it', () => {
    const body = (word: string) => Array.from({ length: 12 }, (_, i) => `The ${word} sentence ${i} is here.`).join(' ');
    const text = `Experience\n\n${body('work')}\n\n3.2. Distribution of Executable Form\n${body('legal')}`;
    const { chunks, headings } = chunkSections(text, { size: 200, overlap: 0 });
    expect(chunks.length).toBeGreaterThan(4);
    expect(headings).toHaveLength(chunks.length);
    chunks.forEach((chunk, i) => {
      if (chunk.includes('work sentence')) expect(headings[i]).toBe('Experience');
      if (chunk.includes('legal sentence')) expect(headings[i]).toBe('3.2. Distribution of Executable Form');
    });
    expect(chunkText(text, { size: 200, overlap: 0 })).toEqual(chunks);
  });

  it('takes no sentence for a heading, and nothing before the first heading has one', () => {
    const { headings } = chunkSections('Ada was born in London.\n\nShe wrote the first program.', { size: 30 });
    expect(headings).toEqual([null, null]);
    // (a Hindi sentence ends on its danda: no heading either)
    const hindi = chunkSections('मेरा नाम प्रिया है।\n\nमैं पुणे में रहती हूँ।', { size: 24, overlap: 0 });
    expect(hindi.chunks).toHaveLength(2);
    expect(hindi.headings).toEqual([null, null]);
    // (nor an Arabic question, nor a clause that ends on the Arabic comma)
    const arabic = chunkSections('هل أنا متزوجة؟\n\nنعم، ولدي بنتان،\n\nأعيش في عمّان.', { size: 18, overlap: 0 });
    expect(arabic.chunks).toHaveLength(3);
    expect(arabic.headings).toEqual([null, null, null]);
  });

  it('keeps a heading, a label or a contact line on its own line in the chunk, as in the text', () => {
    const text =
      'Maya Okafor\nSenior Backend Engineer\nLisbon · maya@example.org\n\nSummary\nBackend engineer for nine years. I mentor juniors.';
    expect(chunkText(text, { size: 1200, overlap: 0 })).toEqual([
      'Maya Okafor\nSenior Backend Engineer\nLisbon · maya@example.org\n\nSummary\nBackend engineer for nine years. I mentor juniors.',
    ]);
  });

  it('lets a question find a chunk by the heading it sits under', () => {
    const filler = Array.from({ length: 6 }, (_, i) => `Line ${i} of the section says little.`).join(' ');
    const text = `Education\n\nDelft University of Technology, 2012. ${filler}\n\nHobbies\n\nSailing. ${filler}`;
    const { chunks, headings } = chunkSections(text, { size: 120, overlap: 0 });
    const index = passageIndexFromData(chunks, buildPassageIndexData(chunks, undefined, headings));
    const best = index.rankPassages('education', 3).map((p) => headings[p.index]);
    expect(best.length).toBeGreaterThan(1);
    expect(new Set(best)).toEqual(new Set(['Education']));
  });
});
