import { STRINGS } from '@botfolio/core';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { SECTION_LINKS } from './sections';
import './MobileMenu.css';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  id: string;
}

/**
 * The phone slide-over with the section links; closes after a link is chosen, on Escape or the backdrop.
 * It is rendered into document.body: the header it belongs to has a backdrop-filter, which makes the header
 * the containing block of `position: fixed` descendants, so inside it the overlay would only cover the header.
 */
export default function MobileMenu({ open, onClose, id }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);

  useFocusTrap(panel, open, onClose);

  if (!open) return null;
  return createPortal(
    <div className="mobile-menu" id={id}>
      <button
        type="button"
        className="mobile-menu__backdrop"
        aria-label={STRINGS.closeMenu}
        tabIndex={-1}
        onClick={onClose}
      />
      <div className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Menu" ref={panel}>
        <button type="button" className="icon-btn mobile-menu__close" aria-label={STRINGS.closeMenu} onClick={onClose}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <nav aria-label="Sections">
          <ul className="mobile-menu__list">
            {SECTION_LINKS.map((section) => (
              <li key={section.id}>
                <Link className="mobile-menu__link" to={`/#${section.id}`} onClick={onClose}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
