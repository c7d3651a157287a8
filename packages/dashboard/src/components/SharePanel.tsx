import { chatUrl, emailShareUrl, embedSnippet, facebookShareUrl, STRINGS, whatsappShareUrl } from '@botfolio/core';
import { useId } from 'react';
import { useAlert } from '../context/AlertContext';
import { CodeIcon, EmailIcon, FacebookIcon, InstagramIcon, LinkIcon, WhatsAppIcon } from './CreateBotIcons';
import { copyToClipboard } from './copyToClipboard';
import './SharePanel.css';

export interface SharePanelProps {
  userId: string;
  botId: string;
  /** The origin the chat link and embed tag point at; the page's own origin by default. */
  origin?: string;
  id?: string;
}

/**
 * Share a bot: WhatsApp, Email, Facebook links to its chat page, the Instagram note, its chat link and its embed tag
 * (both shown read-only, so they can be selected by hand where copying is refused), and buttons that copy them.
 */
export function SharePanel({ userId, botId, origin = window.location.origin, id }: SharePanelProps) {
  const { showAlert } = useAlert();
  const linkId = useId();
  const url = chatUrl(origin, userId, botId);
  const snippet = embedSnippet(origin, userId, botId);

  async function copy(text: string, done: string) {
    showAlert((await copyToClipboard(text)) ? done : STRINGS.copyFailed);
  }

  return (
    <section id={id} className="share-panel" aria-label={STRINGS.sharePanelLabel}>
      <ul className="share-panel__targets">
        <li>
          <a className="share-panel__target" href={whatsappShareUrl(url)} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon />
            <span>{STRINGS.shareWhatsApp}</span>
          </a>
        </li>
        <li>
          <a className="share-panel__target" href={emailShareUrl(url)}>
            <EmailIcon />
            <span>{STRINGS.shareEmail}</span>
          </a>
        </li>
        <li>
          <a className="share-panel__target" href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer">
            <FacebookIcon />
            <span>{STRINGS.shareFacebook}</span>
          </a>
        </li>
        <li>
          <button type="button" className="share-panel__target" onClick={() => showAlert(STRINGS.instagramUnsupported)}>
            <InstagramIcon />
            <span>{STRINGS.shareInstagram}</span>
          </button>
        </li>
      </ul>
      <label className="share-panel__link-label" htmlFor={linkId}>
        {STRINGS.chatLinkLabel}
      </label>
      <input
        id={linkId}
        className="share-panel__link"
        type="text"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <p className="share-panel__link-label">{STRINGS.embedHint}</p>
      <pre className="share-panel__snippet">{snippet}</pre>
      <div className="share-panel__copy">
        <button type="button" onClick={() => copy(url, STRINGS.linkCopied)}>
          <LinkIcon />
          <span>{STRINGS.copyLink}</span>
        </button>
        <button type="button" onClick={() => copy(snippet, STRINGS.embedCopied)}>
          <CodeIcon />
          <span>{STRINGS.copyEmbed}</span>
        </button>
      </div>
    </section>
  );
}
