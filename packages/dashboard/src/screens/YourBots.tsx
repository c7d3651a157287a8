import { STRINGS } from '@botfolio/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BotRow } from '../components/BotRow';
import { useAlert } from '../context/AlertContext';
import { useUser } from '../context/UserContext';
import { errorMessage } from '../errors';
import { returnHere } from '../loginReturn';
import './YourBots.css';

/** /your-bots — the signed-in user's bots with preview, delete, Chat and share; visitors go to /login. */
export default function YourBots() {
  const { token, user, loading, error, deleteBot } = useUser();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const redirected = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLAnchorElement>(null);
  // Where focus goes once a bot is deleted (its row, and the focused delete button in it, are gone): the row
  // that took its place (else the one before it), or the 'Create bot' link when none is left. A delete that
  // failed keeps its row, and focus stays on its delete button.
  const [afterDelete, setAfterDelete] = useState<{ botId: string; index: number } | null>(null);
  const bots = user?.bots;
  // A delete says how it went in the alert banner, worked or not (the list is fetched again either way).
  const remove = useCallback(
    async (botId: string) => {
      const index = bots?.findIndex((bot) => bot._id === botId) ?? -1;
      await deleteBot(botId).then(
        () => showAlert(STRINGS.botDeleted),
        (err: unknown) => showAlert(errorMessage(err, STRINGS.deleteFailed)),
      );
      setAfterDelete({ botId, index });
    },
    [bots, deleteBot, showAlert],
  );

  useEffect(() => {
    if (!afterDelete || loading) return;
    setAfterDelete(null);
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
    if (rows.some((row) => row.dataset.botId === afterDelete.botId)) return;
    const next = rows[Math.min(afterDelete.index, rows.length - 1)];
    (next?.querySelector<HTMLElement>('h2') ?? emptyRef.current)?.focus();
  }, [afterDelete, loading]);

  useEffect(() => {
    if (token || redirected.current) return;
    redirected.current = true;
    showAlert(STRINGS.loginFirst);
    navigate('/login', { replace: true, state: returnHere(location) });
  }, [token, showAlert, navigate, location]);

  if (!token) return null;

  if (!user) {
    return (
      <div className="your-bots container">
        {loading || !error ? (
          <p role="status">{STRINGS.loading}</p>
        ) : (
          <p className="form-message form-message--error" role="alert">
            {STRINGS.errorPrefix}
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="your-bots container">
      <h1 className="your-bots__welcome">
        {STRINGS.welcome} {user.name || STRINGS.defaultUserName}
      </h1>
      <div className="your-bots__bar">
        <p className="your-bots__lead">{STRINGS.hereAreYourBots}</p>
        {/* with bots there is no empty-list link: the next bot starts here */}
        {user.bots.length > 0 && (
          <Link className="btn btn--primary" to="/create-own-bot">
            {STRINGS.createNewBot}
          </Link>
        )}
      </div>
      {user.bots.length === 0 ? (
        <div className="card your-bots__empty">
          <p>{STRINGS.noBotsYet}</p>
          <Link ref={emptyRef} className="btn btn--primary" to="/create-own-bot">
            {STRINGS.createBotLink}
          </Link>
        </div>
      ) : (
        <ul ref={listRef} className="your-bots__list" aria-busy={loading || undefined}>
          {user.bots.map((bot) => (
            <BotRow key={bot._id} userId={user._id} bot={bot} onDelete={remove} />
          ))}
        </ul>
      )}
    </div>
  );
}
