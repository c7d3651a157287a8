import { STRINGS } from '@botfolio/core';
import './AlertBanner.css';

export interface AlertBannerProps {
  /** The message to show; null renders the (empty) live region only. */
  message: string | null;
  onClose: () => void;
}

/**
 * The global alert banner. The live region stays mounted even when empty: screen readers only
 * announce changes inside a region that already existed.
 */
export function AlertBanner({ message, onClose }: AlertBannerProps) {
  return (
    <div className="alert-region" role="status" aria-live="polite" aria-atomic="true">
      {message !== null && (
        <div className="alert-banner">
          <p className="alert-banner__text">{message}</p>
          <button type="button" className="alert-banner__close" aria-label={STRINGS.closeAlert} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
