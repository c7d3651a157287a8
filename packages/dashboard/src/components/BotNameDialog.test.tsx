import { STRINGS, VALIDATION_MESSAGES } from '@botfolio/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BotNameDialog } from './BotNameDialog';

function Harness({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && <BotNameDialog onSubmit={onSubmit} onCancel={() => setOpen(false)} />}
    </>
  );
}

async function openDialog(onSubmit = vi.fn()) {
  const user = userEvent.setup();
  render(<Harness onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'open' }));
  return { user, onSubmit, dialog: screen.getByRole('dialog', { name: STRINGS.enterBotName }) };
}

describe('BotNameDialog', () => {
  it('is a modal dialog that focuses the name input', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: STRINGS.botNameLabel })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('closes on Cancel without submitting', async () => {
    const { user, onSubmit } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: STRINGS.botNameLabel }), 'Named');
    await user.click(screen.getByRole('button', { name: STRINGS.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does nothing for an empty or blank name', async () => {
    const { user, onSubmit } = await openDialog();
    await user.click(screen.getByRole('button', { name: STRINGS.createBot }));
    await user.type(screen.getByRole('textbox', { name: STRINGS.botNameLabel }), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits the trimmed name with Enter', async () => {
    const { user, onSubmit } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: STRINGS.botNameLabel }), '  My resume  {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('My resume');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const input = screen.getByRole('textbox', { name: STRINGS.botNameLabel });
    const create = screen.getByRole('button', { name: STRINGS.createBot });
    await user.tab();
    expect(screen.getByRole('button', { name: STRINGS.cancel })).toHaveFocus();
    await user.tab();
    expect(create).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(create).toHaveFocus();
  });

  it('pulls focus back when it lands behind the dialog (a click on the backdrop focuses <main>)', async () => {
    const { user } = await openDialog();
    const input = screen.getByRole('textbox', { name: STRINGS.botNameLabel });
    const cancel = screen.getByRole('button', { name: STRINGS.cancel });
    await user.type(input, 'Named');
    screen.getByRole('button', { name: 'open' }).focus();
    expect(input).toHaveFocus();
    await user.keyboard('!');
    expect(input).toHaveValue('Named!');
    // Back to whichever control inside had it last.
    cancel.focus();
    screen.getByRole('button', { name: 'open' }).focus();
    expect(cancel).toHaveFocus();
  });

  it('sends Tab from outside the dialog (focus dropped to <body>) into it, not to the page behind', async () => {
    const { user } = await openDialog();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: STRINGS.botNameLabel })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: STRINGS.createBot })).toHaveFocus();
  });

  it('shows the failure sentence it is given, and disables its buttons while busy', () => {
    render(<BotNameDialog onSubmit={vi.fn()} onCancel={vi.fn()} busy error={STRINGS.botCreateError} />);
    expect(screen.getByRole('alert')).toHaveTextContent(STRINGS.botCreateError);
    expect(screen.getByRole('button', { name: STRINGS.createBot })).toBeDisabled();
    expect(screen.getByRole('button', { name: STRINGS.cancel })).toBeDisabled();
  });

  it('gives focus back to the name when a store ends with focus outside the dialog (a disabled button dropped it)', () => {
    const props = { onSubmit: vi.fn(), onCancel: vi.fn() };
    const { rerender } = render(<BotNameDialog {...props} busy />);
    const name = screen.getByRole('textbox', { name: STRINGS.botNameLabel });
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.body).toHaveFocus();
    rerender(<BotNameDialog {...props} busy={false} error={STRINGS.botCreateError} />);
    expect(name).toHaveFocus();
  });

  it('explains a name that is too long instead of submitting it', async () => {
    const onSubmit = vi.fn();
    render(<BotNameDialog onSubmit={onSubmit} onCancel={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: STRINGS.botNameLabel });
    // maxLength stops typing; a paste through the value setter can still exceed it.
    input.removeAttribute('maxlength');
    const user = userEvent.setup();
    await user.click(input);
    await user.paste('x'.repeat(101));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.botName);
  });
});
