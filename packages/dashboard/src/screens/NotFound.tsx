import { STRINGS } from '@botfolio/core';
import { Link } from 'react-router-dom';

/** Any route the app does not know. */
export default function NotFound() {
  return (
    <div className="page not-found">
      <h1>{STRINGS.notFoundTitle}</h1>
      <p>{STRINGS.notFoundBody}</p>
      <Link className="btn btn--primary" to="/">
        {STRINGS.goHome}
      </Link>
    </div>
  );
}
