import { STRINGS } from '@botfolio/core';

/** The fallback while a route's chunk loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{STRINGS.loading}</span>
    </div>
  );
}
