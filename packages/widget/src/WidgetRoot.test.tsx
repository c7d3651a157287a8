import { CHAT_STRINGS, STRINGS } from '@botfolio/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeClient } from './test/fakes';
import { WidgetRoot } from './WidgetRoot';

/** The screen's width as the panel's media query sees it; `turn` changes it as a phone turned sideways would. */
function stubScreen(phone: boolean) {
  const queries: { matches: boolean; media: string; onchange: (() => void) | null }[] = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    const query = { matches: phone && media.includes('max-width'), media, onchange: null };
    queries.push(query);
    return query;
  });
  return {
    turn(toPhone: boolean) {
      act(() => {
        for (const query of queries) {
          query.matches = toPhone && query.media.includes('max-width');
          query.onchange?.();
        }
      });
    },
  };
}

/** The widget's panel open on a page with its own controls before and after it; `phone`: the panel fills the screen. */
async function openPanel(phone: boolean) {
  const screenSize = stubScreen(phone);
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Page before</button>
      <WidgetRoot client={fakeClient()} userId="u1" botId="bot1" inline={false} open storage={null} onClose={onClose} />
      <button type="button">Page after</button>
    </>,
  );
  await screen.findByRole('heading', { name: 'Ada Bot' });
  // Preact runs effects after the next frame: let the chat's own focus-on-open run before the keyboard does
  await new Promise((resolve) => setTimeout(resolve, 100));
  const input = screen.getByRole('textbox', { name: STRINGS.messageLabel });
  input.focus();
  return { user, input, onClose, screenSize };
}

describe('WidgetRoot', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('on a phone (the panel fills the screen) Tab and Shift+Tab go round inside the panel, never to the page', async () => {
    const { user, input } = await openPanel(true);
    // input → (send is disabled while the input is empty) → round to the panel's first control
    await user.tab();
    expect(screen.getByRole('button', { name: STRINGS.newChat })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: STRINGS.closeChat })).toHaveFocus();
    // the conversation takes focus (to be scrolled by keyboard) and is a stop of the round like any control
    await user.tab();
    expect(screen.getByRole('list', { name: STRINGS.conversationLabel })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: STRINGS.closeChat })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    await user.type(input, 'Hi');
    await user.tab();
    expect(screen.getByRole('button', { name: STRINGS.send })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: STRINGS.newChat })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: STRINGS.send })).toHaveFocus();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(screen.getByRole('button', { name: 'Page after' })).not.toHaveFocus();
      expect(screen.getByRole('button', { name: 'Page before' })).not.toHaveFocus();
    }
  });

  test('on a desktop (a corner popover) Tab leaves the panel for the page as before; Escape closes on both', async () => {
    const { user, input, onClose } = await openPanel(false);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page after' })).toHaveFocus();
    input.focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a screen reader is told the panel is modal while it fills a phone screen, and not once the screen widens', async () => {
    const { user, screenSize } = await openPanel(true);
    const dialog = screen.getByRole('dialog', { name: CHAT_STRINGS.chat });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    screenSize.turn(false);
    expect(dialog).not.toHaveAttribute('aria-modal');
    // a corner popover again: Tab reaches the page
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page after' })).toHaveFocus();
    screenSize.turn(true);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });
});
