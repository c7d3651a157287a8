import { STRINGS } from '@botfolio/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../context/AlertContext';
import { SharePanel } from './SharePanel';

const ORIGIN = 'https://bots.example';
const CHAT = `${ORIGIN}/bot/u1/b1`;

function renderPanel() {
  const user = userEvent.setup();
  render(
    <AlertProvider>
      <SharePanel userId="u1" botId="b1" origin={ORIGIN} />
    </AlertProvider>,
  );
  return user;
}

describe('SharePanel', () => {
  it('links WhatsApp, Email and Facebook to the bot chat URL', () => {
    renderPanel();
    const whatsapp = new URL(screen.getByRole('link', { name: STRINGS.shareWhatsApp }).getAttribute('href') ?? '');
    expect(whatsapp.searchParams.get('text')).toBe(CHAT);

    const email = new URL(screen.getByRole('link', { name: STRINGS.shareEmail }).getAttribute('href') ?? '');
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('subject')).toBe('Check out my bot');
    expect(email.searchParams.get('body')).toContain(CHAT);

    const facebook = new URL(screen.getByRole('link', { name: STRINGS.shareFacebook }).getAttribute('href') ?? '');
    expect(facebook.hostname).toBe('www.facebook.com');
    expect(facebook.searchParams.get('u')).toBe(CHAT);

    for (const name of [STRINGS.shareWhatsApp, STRINGS.shareFacebook]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('tells the user to share manually on Instagram', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: STRINGS.shareInstagram }));
    expect(screen.getByText(STRINGS.instagramUnsupported)).toBeInTheDocument();
  });

  it('copies the chat link and confirms it', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: STRINGS.copyLink }));
    expect(await navigator.clipboard.readText()).toBe(CHAT);
    expect(await screen.findByText(STRINGS.linkCopied)).toBeInTheDocument();
  });

  it('copies the one-tag embed code and confirms it', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: STRINGS.copyEmbed }));
    expect(await navigator.clipboard.readText()).toBe(
      `<script src="${ORIGIN}/widget.js" data-user-id="u1" data-bot-id="b1" async></script>`,
    );
    expect(await screen.findByText(STRINGS.embedCopied)).toBeInTheDocument();
  });

  describe('without the Clipboard API (not a secure context)', () => {
    const original = Object.getOwnPropertyDescriptor(document, 'execCommand');
    afterEach(() => {
      vi.restoreAllMocks();
      if (original) Object.defineProperty(document, 'execCommand', original);
      else Reflect.deleteProperty(document, 'execCommand');
    });

    it.each([
      [STRINGS.copyLink, STRINGS.linkCopied],
      [STRINGS.copyEmbed, STRINGS.embedCopied],
    ])("'%s' copies through a hidden textarea and gives focus back to the button", async (label, done) => {
      const user = renderPanel();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
      const copied: string[] = [];
      const execCommand = vi.fn((command: string) => {
        copied.push(`${command}:${document.querySelector('textarea')?.value ?? ''}`);
        return true;
      });
      Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
      // As in a browser (jsdom's select() leaves focus where it was): selecting the textarea focuses it.
      const select = HTMLTextAreaElement.prototype.select;
      vi.spyOn(HTMLTextAreaElement.prototype, 'select').mockImplementation(function (this: HTMLTextAreaElement) {
        this.focus();
        select.call(this);
      });
      const button = screen.getByRole('button', { name: label });
      button.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(copied).toEqual([expect.stringMatching(/^copy:.*\/bot\/u1\/b1|^copy:.*data-bot-id="b1"/)]);
      expect(document.querySelector('textarea')).toBeNull();
      expect(button).toHaveFocus();
    });
  });
});
