import { STRINGS } from '@botfolio/core';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDismiss } from '../hooks/useDismiss';
import './AvatarMenu.css';

export interface AvatarMenuProps {
  /** The signed-in user's name (may still be loading). */
  name: string | undefined;
  /** The signed-in user's id; the Profile item needs it. */
  userId: string | undefined;
  onLogout: () => void;
}

/**
 * The avatar dropdown: opens on hover (spec) and on click or keyboard, closes on mouse leave, Escape
 * or a click outside. A disclosure (button + list of links), so it works with any screen reader.
 */
export function AvatarMenu({ name, userId, onLogout }: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  // A click that follows the hover which opened the menu keeps it open instead of toggling it shut
  // (a mouse user, or a tap's emulated mouseenter, would otherwise see it flicker closed).
  const openedByHover = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((reason: 'outside' | 'escape' | 'choose') => {
    setOpen(false);
    openedByHover.current = false;
    if (reason === 'escape') button.current?.focus();
  }, []);
  useDismiss(root, open, close);

  const initial = (name?.trim()[0] ?? '?').toUpperCase();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is an extra; the button handles click and keyboard.
    <div
      className="avatar-menu"
      ref={root}
      onMouseEnter={() => {
        if (!open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onMouseLeave={() => {
        if (open) close('outside');
      }}
      onBlur={(event) => {
        // Tabbing past Logout closes the menu, as a click outside does.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close('outside');
      }}
    >
      <button
        ref={button}
        type="button"
        className="avatar-menu__button"
        aria-label={name ? `${STRINGS.accountMenu}: ${name}` : STRINGS.accountMenu}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((value) => !value);
          }
        }}
      >
        <span aria-hidden="true">{initial}</span>
      </button>
      <div className="avatar-menu__popover" id={menuId} hidden={!open}>
        <ul className="avatar-menu__list">
          {name && (
            <li className="avatar-menu__name" aria-hidden="true">
              {name}
            </li>
          )}
          <li>
            <Link className="avatar-menu__item" to="/settings" onClick={() => close('choose')}>
              {STRINGS.menuSettings}
            </Link>
          </li>
          <li>
            <Link className="avatar-menu__item" to="/your-bots" onClick={() => close('choose')}>
              {STRINGS.menuYourBots}
            </Link>
          </li>
          {userId && (
            <li>
              <Link className="avatar-menu__item" to={`/profile/${userId}`} onClick={() => close('choose')}>
                {STRINGS.menuProfile}
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="avatar-menu__item" onClick={onLogout}>
              {STRINGS.menuLogout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
