import { STRINGS } from '@botfolio/core';
import { type ReactNode, useId } from 'react';
import { useAlert } from '../context/AlertContext';
import { CopyIcon } from './CreateBotIcons';
import { copyToClipboard } from './copyToClipboard';
import './CreateBotPanel.css';

export interface CreateBotPanelProps {
  title: string;
  /** The text the copy icon copies; the button is disabled while it is empty. */
  text: string;
  /** Banner message after a successful copy. */
  copiedMessage: string;
  /** Accessible name of the copy icon button. */
  copyLabel: string;
  /** What to show instead of `text` (a loading line, an error, a placeholder). */
  children?: ReactNode;
  busy?: boolean;
}

/**
 * The most of a text a panel shows. A pasted book (1.7 MB) laid out in full took ~400 ms per keystroke; its
 * beginning is what a person checks, and typing at its end leaves this part, so the panel's DOM, unchanged.
 */
export const PANEL_SHOWN_CHARS = 20_000;

/** An 'Input Text' / 'Summarized Text' panel: a heading, a copy icon and scrollable text rendered as text. */
export function CreateBotPanel({ title, text, copiedMessage, copyLabel, children, busy = false }: CreateBotPanelProps) {
  const { showAlert } = useAlert();
  const headingId = useId();

  async function copy() {
    showAlert((await copyToClipboard(text)) ? copiedMessage : STRINGS.copyFailed);
  }

  return (
    <div className="card create-panel">
      <header className="create-panel__header">
        <h2 id={headingId} className="create-panel__title">
          {title}
        </h2>
        <button
          type="button"
          className="icon-btn"
          aria-label={copyLabel}
          title={copyLabel}
          onClick={copy}
          disabled={!text}
        >
          <CopyIcon />
        </button>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll long text. */}
      <section className="create-panel__body" tabIndex={0} aria-labelledby={headingId} aria-busy={busy || undefined}>
        {children ??
          (text.length > PANEL_SHOWN_CHARS ? (
            <>
              {text.slice(0, PANEL_SHOWN_CHARS)}
              <span className="create-panel__more">
                … {(text.length - PANEL_SHOWN_CHARS).toLocaleString()} {STRINGS.panelMoreChars}
              </span>
            </>
          ) : (
            text
          ))}
      </section>
    </div>
  );
}
