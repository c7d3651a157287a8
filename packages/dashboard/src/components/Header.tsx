import { PRODUCT_NAME, STRINGS } from '@botfolio/core';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useUser } from '../context/UserContext';
import { returnHere } from '../loginReturn';
import { SECTION_LINKS } from './sections';
import './Header.css';

// Loaded only when needed, so a visitor's landing page stays within its JS budget.
const AccountControls = lazy(() => import('./AccountControls'));
const MobileMenu = lazy(() => import('./MobileMenu'));

/** The site header: brand, section links, and either 'Log in' or search + avatar menu. */
export function Header() {
  const { token } = useUser();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Focus goes back to the burger once the menu is gone: while it is open, its focus trap keeps focus inside.
  const menuWasOpen = useRef(false);
  useEffect(() => {
    if (menuWasOpen.current && !menuOpen) burger.current?.focus();
    menuWasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <header className="header">
      <div className="header__inner">
        <Link className="header__brand" to="/">
          <span className="header__logo" aria-hidden="true" />
          {PRODUCT_NAME}
        </Link>
        <nav className="header__nav" aria-label="Sections">
          <ul>
            {SECTION_LINKS.map((section) => (
              <li key={section.id}>
                <Link to={`/#${section.id}`}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header__actions">
          {token ? (
            <Suspense fallback={<span className="header__account-placeholder" />}>
              <AccountControls />
            </Suspense>
          ) : (
            <Link className="btn btn--primary header__login" to="/login" state={returnHere(location)}>
              {STRINGS.logIn}
            </Link>
          )}
          <button
            ref={burger}
            type="button"
            className="icon-btn header__burger"
            aria-label={STRINGS.openMenu}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
