import { describe, expect, it } from 'vitest';
import { SUMMARY_SENTENCES } from './constants.js';
import { endsSentence } from './sentenceEnds.js';
import { splitSentences, summarizeExtractive } from './summarizeExtractive.js';

describe('splitSentences', () => {
  it('keeps a hard-wrapped list item whole under its hanging indent, however its next line opens', () => {
    const licence = [
      '                 i. identification of the creator(s) of the Licensed',
      '                    Material and any others designated to receive',
      '                    attribution, in any reasonable manner;',
      '',
      '                ii. a copyright notice;',
    ].join('\n');
    expect(splitSentences(licence)[0]).toBe(
      'i. identification of the creator(s) of the Licensed Material and any others designated to receive attribution, in any reasonable manner;',
    );
    // (a heading over its section still ends where it did)
    expect(splitSentences('Lead Engineer — Ribeiro & Vance\nMarch 2021 – present')).toEqual([
      'Lead Engineer — Ribeiro & Vance',
      'March 2021 – present',
    ]);
  });

  it('splits at ., ! and ? followed by whitespace, collapsing whitespace', () => {
    expect(splitSentences('One here. Two  there!\nThree?   Four')).toEqual([
      'One here.',
      'Two there!',
      'Three?',
      'Four',
    ]);
  });

  it('does not split after abbreviations, initials, decimals or before a lower-case word', () => {
    expect(
      splitSentences('Dr. Smith met Mr. J. R. Jones at 3.14 pm. They talked, e.g. about U.S. policy. Done.'),
    ).toEqual(['Dr. Smith met Mr. J. R. Jones at 3.14 pm.', 'They talked, e.g. about U.S. policy.', 'Done.']);
    expect(splitSentences('It costs approx. ten euros. Fine.')).toEqual(['It costs approx. ten euros.', 'Fine.']);
    expect(splitSentences('Latency fell to 40 ms. Ms. Lee led it.')).toEqual([
      'Latency fell to 40 ms.',
      'Ms. Lee led it.',
    ]);
    // but a résumé line that ends on one ("40 ms.", "Acme Inc.") ends there when the next line opens anew
    expect(
      splitSentences('Cut latency from 180 ms to 40 ms.\n2015–2019: Engineer at Acme Inc.\nBuilt the sync.'),
    ).toEqual(['Cut latency from 180 ms to 40 ms.', '2015–2019: Engineer at Acme Inc.', 'Built the sync.']);
  });

  it('keeps closing quotes and brackets with their sentence, and handles ellipses', () => {
    expect(splitSentences('He said "stop." Then (quietly.) she left… The end.')).toEqual([
      'He said "stop."',
      'Then (quietly.)',
      'she left…',
      'The end.',
    ]);
  });

  it('splits CJK text at full-width stops even without spaces', () => {
    expect(splitSentences('今日は晴れです。明日は雨？　はい！')).toEqual(['今日は晴れです。', '明日は雨？', 'はい！']);
  });

  it('splits Hindi at the danda and the double danda, as at a full stop', () => {
    expect(splitSentences('मेरा नाम प्रिया है। मैं पुणे में रहती हूँ। ॐ शांति॥ बस')).toEqual([
      'मेरा नाम प्रिया है।',
      'मैं पुणे में रहती हूँ।',
      'ॐ शांति॥',
      'बस',
    ]);
    // (and where the danda ends them, a full stop after a Hindi word is an abbreviation's)
    expect(splitSentences('मैं सहायक नर्स (ए.एन.एम.) के रूप में कार्यरत हूँ। बस।')).toEqual([
      'मैं सहायक नर्स (ए.एन.एम.) के रूप में कार्यरत हूँ।',
      'बस।',
    ]);
    expect(splitSentences('मैंने बी.वी.एससी. की पढ़ाई मथुरा से की। डॉ. शर्मा मेरे गुरु थे।')).toEqual([
      'मैंने बी.वी.एससी. की पढ़ाई मथुरा से की।',
      'डॉ. शर्मा मेरे गुरु थे।',
    ]);
    expect(endsSentence('मैं पुणे में रहती हूँ।')).toBe(true);
    expect(endsSentence('मैं पुणे में रहती हूँ')).toBe(false);
  });

  it('splits Arabic at its question mark and Urdu at its full stop, as at Latin ones', () => {
    expect(splitSentences('هل أنا متزوجة؟ نعم، منذ عشر سنوات. لدي بنتان!')).toEqual([
      'هل أنا متزوجة؟',
      'نعم، منذ عشر سنوات.',
      'لدي بنتان!',
    ]);
    expect(splitSentences('میں لاہور میں رہتا ہوں۔ میرا نام علی ہے۔')).toEqual([
      'میں لاہور میں رہتا ہوں۔',
      'میرا نام علی ہے۔',
    ]);
    expect(endsSentence('هل أنا متزوجة؟')).toBe(true);
    expect(endsSentence('میرا نام علی ہے۔')).toBe(true);
  });

  it('ends a sentence at a blank line (headings, list items)', () => {
    expect(splitSentences('Heading\n\nBody text here.\n \nAnother')).toEqual(['Heading', 'Body text here.', 'Another']);
  });

  it('reads a short line that ends on "the", "of", "and"… as going on into the next, not as a heading', () => {
    const text =
      '# Acknowledgements\n\nThe development of Gridkit was supported by the\nNational Science Foundation under award 1234.';
    expect(splitSentences(text)).toEqual([
      '# Acknowledgements',
      'The development of Gridkit was supported by the National Science Foundation under award 1234.',
    ]);
    // (a short line that ends on a name is a heading still)
    expect(splitSentences('Skills\nPython, SQL and Rust.')).toEqual(['Skills', 'Python, SQL and Rust.']);
  });

  it('reads hostile runs in one pass: a million dots, a million-letter word, long runs of ?! before a word', () => {
    // the old boundary regex retried a run of dots from every dot: 60 KB of them took 20 s
    expect(splitSentences('.'.repeat(1_000_000))).toEqual(['.'.repeat(1_000_000)]);
    expect(splitSentences(`${'a'.repeat(1_000_000)}. End.`)).toEqual([`${'a'.repeat(1_000_000)}.`, 'End.']);
    expect(splitSentences(`Why${'?!'.repeat(200_000)} Because.`)).toEqual([`Why${'?!'.repeat(200_000)}`, 'Because.']);
    expect(summarizeExtractive('.'.repeat(1_000_000))).toBe(`${'.'.repeat(500)}…`);
    // a paragraph of 200,000 front matters, one after another: one front matter is read, the rest as lines
    const fronts = '---\nkey: value\ntags: x\n---\n'.repeat(200_000);
    expect(splitSentences(fronts).slice(0, 2)).toEqual(['key: value', 'tags: x']);
  });

  it("ends a sentence at each field of a page's front matter, a wrapped value kept with its field", () => {
    const page = [
      '---',
      "date: '2022-09-09'",
      'source_url: https://example.gov/briefing-room/remarks',
      'title: "Remarks by the Vice President During a Call with the',
      '  Space Station"',
      '---',
      'Johnson Space Center',
      'Houston, Texas',
    ].join('\n');
    expect(splitSentences(page)).toEqual([
      "date: '2022-09-09'",
      'source_url: https://example.gov/briefing-room/remarks',
      'title: "Remarks by the Vice President During a Call with the Space Station"',
      'Johnson Space Center',
      'Houston, Texas',
    ]);
    // (a chunk of it, which starts without the opening rule)
    expect(splitSentences("date: '2022-09-09'\ntags: remarks")).toEqual(["date: '2022-09-09'", 'tags: remarks']);
  });

  it('gives nothing for empty or blank text', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' \n\t ')).toEqual([]);
  });
});

describe('summarizeExtractive', () => {
  const topical = [
    'Botfolio builds chatbots from your resume, papers and books.',
    'My cat likes sunny windows.',
    'Each chatbot answers questions from the passages of your text.',
    'The weather was mild on Tuesday.',
    'You can share a chatbot by link or embed the chatbot on your portfolio.',
    'Lunch was a sandwich.',
    'A chatbot summary shows the key sentences of your text.',
    'Traffic was light.',
  ].join(' ');

  it('keeps the sentences about the main topic, in their original order', () => {
    const summary = summarizeExtractive(topical, { sentences: 3 });
    const chosen = splitSentences(summary);
    expect(chosen).toHaveLength(3);
    for (const sentence of chosen) expect(sentence).toMatch(/chatbot/i);
    const positions = chosen.map((sentence) => topical.indexOf(sentence));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('uses SUMMARY_SENTENCES by default and returns a short text whole', () => {
    expect(splitSentences(summarizeExtractive(topical))).toHaveLength(SUMMARY_SENTENCES);
    expect(summarizeExtractive('Only one sentence.')).toBe('Only one sentence.');
    expect(summarizeExtractive('')).toBe('');
    expect(summarizeExtractive('   ')).toBe('');
    expect(summarizeExtractive(topical, { sentences: 0 })).toBe('');
  });

  it('is deterministic', () => {
    expect(summarizeExtractive(topical, { sentences: 4 })).toBe(summarizeExtractive(topical, { sentences: 4 }));
  });

  it('is never longer than the text, CJK and tiny inputs included', () => {
    const inputs = [
      'a',
      'Hi.',
      '今日は晴れです。明日は雨です。',
      'x\n\ny',
      'One.\n\nTwo.',
      `A${' '.repeat(50)}b. C.`,
      topical,
    ];
    for (const text of inputs) {
      for (const sentences of [1, 2, 5])
        expect(summarizeExtractive(text, { sentences }).length).toBeLessThanOrEqual(text.length);
    }
    expect(summarizeExtractive('今日は晴れです。明日は雨です。')).toBe('今日は晴れです。明日は雨です。');
  });

  it('clips a giant unpunctuated "sentence" instead of returning all of it', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `word${i % 50}`).join(' ');
    const summary = summarizeExtractive(words);
    expect(summary.length).toBeLessThanOrEqual(501);
    expect(summary.endsWith('…')).toBe(true);
  });

  it('summarises 1 MB in well under a second', () => {
    const text = `${topical}\n\n`.repeat(Math.ceil(1_000_000 / (topical.length + 2)));
    const started = performance.now();
    const summary = summarizeExtractive(text);
    const elapsed = performance.now() - started;
    console.info(`summarizeExtractive on ${(text.length / 1e6).toFixed(1)} MB: ${elapsed.toFixed(0)} ms`);
    const chosen = splitSentences(summary);
    expect(chosen).toHaveLength(SUMMARY_SENTENCES);
    // The text repeats itself; the summary does not.
    expect(new Set(chosen).size).toBe(SUMMARY_SENTENCES);
    expect(elapsed).toBeLessThan(3000);
  });

  it('prefers sentences to the lines of a résumé that end none (job titles, dates), and drops list bullets', () => {
    const resume = [
      'Maya Okafor\nSenior Backend Engineer\nLisbon, Portugal',
      'Summary\nBackend engineer with nine years of experience building payment platforms.',
      'Experience',
      'Staff Engineer, Parcelway (Lisbon), March 2021 – present\n- Mentored six engineers on payment platforms.\n- Moved 40 services to a managed event bus.',
      'Senior Software Engineer, Tillpoint Payments (Berlin), June 2017 – February 2021\n- Built the card refund pipeline for payment platforms.',
    ].join('\n\n');
    const summary = summarizeExtractive(resume, { sentences: 3 });
    expect(summary).toContain('Backend engineer with nine years of experience building payment platforms.');
    expect(summary).toContain('Mentored six engineers on payment platforms.');
    expect(summary).not.toMatch(/Staff Engineer|Senior Software Engineer|Senior Backend Engineer/);
    expect(summary).not.toContain('- ');
  });
});
