import { STRINGS } from '@botfolio/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
