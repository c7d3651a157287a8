import { STRINGS } from '@botfolio/core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLeave, useLeaveGuard } from './useLeaveGuard';

function Form({ dirty }: { dirty: boolean }) {
  useLeaveGuard(dirty);
  return null;
}

/** True when closing the tab now would ask (a beforeunload listener prevented the default). */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => vi.restoreAllMocks());

describe('useLeaveGuard', () => {
  it('asks once however many forms hold unsaved work, and stops asking when none does', () => {
    const a = render(<Form dirty />);
    const b = render(<Form dirty />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const away = document.body.appendChild(document.createElement('a'));
    away.href = '/elsewhere';
    away.click();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(closingAsks()).toBe(true);
    a.rerender(<Form dirty={false} />);
    expect(closingAsks()).toBe(true);
    b.unmount();
    expect(closingAsks()).toBe(false);
    away.click();
    expect(confirm).toHaveBeenCalledTimes(1);
    away.remove();
    a.unmount();
  });

  it('Logout (confirmLeave) asks with unsaved work, and once said yes the reload does not ask again', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(confirmLeave()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    const form = render(<Form dirty />);
    expect(confirmLeave()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(STRINGS.unsavedChanges);
    expect(closingAsks()).toBe(true);
    confirm.mockReturnValue(true);
    expect(confirmLeave()).toBe(true);
    expect(closingAsks()).toBe(false);
    form.unmount();
  });
});
