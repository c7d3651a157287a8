import { describe, expect, it } from 'vitest';
import { chatUrl, emailShareUrl, embedSnippet, facebookShareUrl, whatsappShareUrl } from './share.js';
import { STRINGS } from './strings.js';

const ORIGIN = 'https://botfolio.example';

describe('share links', () => {
  it('builds the chat URL', () => {
    expect(chatUrl(ORIGIN, 'u1', 'b2')).toBe('https://botfolio.example/bot/u1/b2');
    expect(chatUrl(`${ORIGIN}/`, 'u1', 'b2')).toBe('https://botfolio.example/bot/u1/b2');
    expect(chatUrl(ORIGIN, 'a/b', 'c?d')).toBe('https://botfolio.example/bot/a%2Fb/c%3Fd');
  });

  it('carries the chat URL in WhatsApp, email and Facebook links', () => {
    const url = chatUrl(ORIGIN, 'u1', 'b2');
    const whatsapp = new URL(whatsappShareUrl(url));
    expect(whatsapp.searchParams.get('text')).toBe(url);

    const email = emailShareUrl(url);
    expect(email.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(email.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(STRINGS.shareSubject);
    expect(STRINGS.shareSubject).toBe('Check out my bot');
    expect(params.get('body')).toBe(url);
    // mailto needs %20, not '+', for spaces.
    expect(email).toContain('subject=Check%20out%20my%20bot');

    const facebook = new URL(facebookShareUrl(url));
    expect(facebook.hostname).toBe('www.facebook.com');
    expect(facebook.searchParams.get('u')).toBe(url);
  });
});

describe('embedSnippet', () => {
  it('is exactly the widget tag of README.md', () => {
    expect(embedSnippet(ORIGIN, 'USER_ID', 'BOT_ID')).toBe(
      '<script src="https://botfolio.example/widget.js" data-user-id="USER_ID" data-bot-id="BOT_ID" async></script>',
    );
    expect(embedSnippet(`${ORIGIN}/`, 'u', 'b')).toContain('src="https://botfolio.example/widget.js"');
  });

  it('escapes attribute values so an id cannot break out of the tag', () => {
    const snippet = embedSnippet(ORIGIN, '"><img src=x onerror=alert(1)>', "b'&<");
    expect(snippet).not.toContain('<img');
    expect(snippet).toContain('data-user-id="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;"');
    expect(snippet).toContain('data-bot-id="b&#39;&#38;&#60;"');
    expect(snippet.match(/"/g)).toHaveLength(6);
  });
});
