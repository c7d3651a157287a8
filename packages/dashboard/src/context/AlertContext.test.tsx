import { ALERT_DURATION_MS, STRINGS } from '@botfolio/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider, useAlert } from './AlertContext';

function Trigger({ message }: { message: string }) {
  const { showAlert } = useAlert();
  return (
    <button type="button" onClick={() => showAlert(message)}>
      show {message}
    </button>
  );
}

describe('global alert banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces a message in a live region and hides it after exactly 3000 ms', () => {
    render(
      <AlertProvider>
        <Trigger message="Saved." />
      </AlertProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'show Saved.' }));
    expect(region).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(ALERT_DURATION_MS - 1));
    expect(region).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('closes at once with its close button', () => {
    render(
      <AlertProvider>
        <Trigger message="Hello" />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show Hello' }));
    fireEvent.click(screen.getByRole('button', { name: STRINGS.closeAlert }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('gives a newer message its own full 3000 ms, even the same text again', () => {
    render(
      <AlertProvider>
        <Trigger message="Again" />
      </AlertProvider>,
    );
    const button = screen.getByRole('button', { name: 'show Again' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Again');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses to be used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/AlertProvider/);
    spy.mockRestore();
  });
});
