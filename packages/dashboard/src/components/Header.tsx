import { Link } from 'react-router-dom';

/** The site header (being written). */
export function Header() {
  return (
    <header className="header">
      <Link to="/">Botfolio</Link>
    </header>
  );
}
