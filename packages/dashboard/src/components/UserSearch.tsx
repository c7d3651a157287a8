import { STRINGS } from '@botfolio/core';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDismiss } from '../hooks/useDismiss';
import { useUserSearch } from '../hooks/useUserSearch';
import './UserSearch.css';

/** The header's 'Search User' box and its results panel (signed-in users only). */
export function UserSearch() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const { status, results } = useUserSearch(query);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape' && root.current?.contains(document.activeElement)) input.current?.focus();
  }, []);
  useDismiss(root, open, dismiss);

  const hasQuery = query.trim() !== '';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only focusout from the box or a result; the wrapper itself takes no input.
    <div
      className="user-search"
      ref={root}
      onBlur={(event) => {
        // Keyboard users tabbing past the last result close the panel, as a click outside does.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <input
        ref={input}
        className="user-search__input"
        type="search"
        placeholder={STRINGS.searchPlaceholder}
        aria-label={STRINGS.searchPlaceholder}
        aria-controls={open ? panelId : undefined}
        autoComplete="off"
        value={query}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
      />
      {open && (
        <section className="user-search__panel" id={panelId} aria-label={STRINGS.searchResultsHeading}>
          <h2 className="user-search__heading">{STRINGS.searchResultsHeading}</h2>
          {results.length > 0 ? (
            <ul className="user-search__list" aria-busy={status === 'pending'}>
              {results.map((result) => (
                <li key={result._id}>
                  <Link className="user-search__result" to={`/profile/${result._id}`} onClick={() => setOpen(false)}>
                    <span className="user-search__name">{result.name}</span>
                    <span className="user-search__email">@{result.email}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            hasQuery && status === 'done' && <p className="user-search__empty">{STRINGS.noResults}</p>
          )}
        </section>
      )}
    </div>
  );
}
