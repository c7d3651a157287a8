import { describe, expect, it } from 'vitest';
import { YOUTUBE_VIDEO_ID_LENGTH } from './constants.js';
import { extractVideoId, isValidVideoId } from './youtube.js';

const ID = 'dQw4w9WgXcQ';
const ID_WITH_SYMBOLS = 'a-B_c9-_Zz0';

describe('extractVideoId', () => {
  const forms: Array<[string, string]> = [
    ['youtu.be/', `https://youtu.be/${ID}`],
    ['youtu.be/ with query', `https://youtu.be/${ID}?t=42&si=abc`],
    ['youtu.be/ without scheme', `youtu.be/${ID}`],
    ['watch?v=', `https://www.youtube.com/watch?v=${ID}`],
    ['watch?v= without www', `https://youtube.com/watch?v=${ID}`],
    ['watch?v= without scheme', `www.youtube.com/watch?v=${ID}`],
    ['watch?v= bare host', `youtube.com/watch?v=${ID}`],
    ['http scheme', `http://www.youtube.com/watch?v=${ID}`],
    ['protocol-relative', `//www.youtube.com/watch?v=${ID}`],
    ['&v=', `https://www.youtube.com/watch?feature=player_embedded&v=${ID}`],
    ['&v= with fragment', `https://www.youtube.com/watch?list=PL1&v=${ID}#t=30`],
    ['v/', `https://www.youtube.com/v/${ID}?version=3`],
    ['embed/', `https://www.youtube.com/embed/${ID}`],
    ['embed/ with query', `https://www.youtube.com/embed/${ID}?autoplay=1`],
    ['youtube-nocookie.com embed/', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['youtube-nocookie.com without www', `youtube-nocookie.com/embed/${ID}`],
    ['u/x/ in the fragment', `https://www.youtube.com/user/SomeChannel#p/u/1/${ID}`],
    ['u/x/ with a longer index', `https://www.youtube.com/user/SomeChannel#p/a/u/11/${ID}`],
    ['u/x/ in the path', `https://www.youtube.com/u/x/${ID}`],
    ['shorts/', `https://www.youtube.com/shorts/${ID}`],
    ['shorts/ with query', `https://youtube.com/shorts/${ID}?feature=share`],
    ['live/', `https://www.youtube.com/live/${ID}?si=xyz`],
    ['m. host', `https://m.youtube.com/watch?v=${ID}`],
    ['m. host without scheme', `m.youtube.com/watch?v=${ID}&feature=youtu.be`],
    ['music. host', `https://music.youtube.com/watch?v=${ID}&list=RDAMVM`],
    ['upper-case host', `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
    ['surrounding whitespace', `  https://youtu.be/${ID}  \n`],
    ['trailing slash', `https://youtu.be/${ID}/`],
    ['embed/ with an unrelated v parameter', `https://www.youtube.com/embed/${ID}?v=3`],
  ];

  it.each(forms)('reads the id from the %s form', (_form, link) => {
    expect(extractVideoId(link)).toBe(ID);
  });

  it('keeps - and _ in ids', () => {
    expect(extractVideoId(`https://youtu.be/${ID_WITH_SYMBOLS}`)).toBe(ID_WITH_SYMBOLS);
    expect(extractVideoId(`https://www.youtube.com/watch?v=${ID_WITH_SYMBOLS}`)).toBe(ID_WITH_SYMBOLS);
  });

  const nearMisses: Array<[string, string]> = [
    ['10 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['12 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['12 characters on youtu.be', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['10 characters in embed/', 'https://www.youtube.com/embed/dQw4w9WgXc'],
    ['a bad character', 'https://www.youtube.com/watch?v=dQw4w9WgX!Q'],
    ['an encoded space', 'https://www.youtube.com/watch?v=dQw4w9%20gXcQ'],
    ['a non-ASCII letter', 'https://youtu.be/dQw4w9WgXcé'],
    ['an empty v', 'https://www.youtube.com/watch?v='],
    ['no id at all', 'https://www.youtube.com/'],
    ['a channel page', 'https://www.youtube.com/@SomeChannel'],
    ['another host with watch?v=', `https://vimeo.com/watch?v=${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a host ending in youtube.com', `https://notyoutube.com/watch?v=${ID}`],
    ['another host with embed/', `https://example.com/embed/${ID}`],
    ['another host with youtu.be in the path', `https://example.com/youtu.be/${ID}`],
    ['a javascript: URL', `javascript:alert(1)//youtube.com/watch?v=${ID}`],
    ['an ftp URL', `ftp://youtube.com/watch?v=${ID}`],
    ['credentials in the URL', `https://user:pass@youtube.com/watch?v=${ID}`],
    ['a bare id', ID],
    ['the empty string', ''],
    ['whitespace', '   '],
    ['garbage', 'not a link at all'],
  ];

  it.each(nearMisses)('answers null for %s', (_case, link) => {
    expect(extractVideoId(link)).toBeNull();
  });

  it('answers null quickly for a huge input', () => {
    const started = performance.now();
    expect(extractVideoId(`https://youtube.com/watch?v=${'a'.repeat(1_000_000)}`)).toBeNull();
    // (a backtracking pattern would take minutes; the bound leaves room for a busy machine)
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('isValidVideoId', () => {
  it('accepts exactly 11 characters of [A-Za-z0-9_-]', () => {
    expect(YOUTUBE_VIDEO_ID_LENGTH).toBe(11);
    expect(isValidVideoId(ID)).toBe(true);
    expect(isValidVideoId(ID_WITH_SYMBOLS)).toBe(true);
    expect(isValidVideoId(ID.slice(1))).toBe(false);
    expect(isValidVideoId(`${ID}a`)).toBe(false);
    expect(isValidVideoId('dQw4w9WgX.Q')).toBe(false);
    expect(isValidVideoId(`${ID}\n`)).toBe(false);
    expect(isValidVideoId('')).toBe(false);
  });
});
