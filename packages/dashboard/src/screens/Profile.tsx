import { STRINGS, type User } from '@botfolio/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import './Profile.css';

type ProfileState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; user: User };

/** /profile/:userId — any user's profile via find-user; visitors are sent to /. */
export default function Profile() {
  const { token } = useUser();
  const { userId = '' } = useParams();
  const api = useApi();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    if (!token) return;
    let stale = false;
    setState({ status: 'loading' });
    api.findUser(userId).then(
      (user) => {
        if (!stale) setState({ status: 'ready', user });
      },
      (err: unknown) => {
        if (stale) return;
        console.error('Failed to fetch user data', err);
        setState({ status: 'error', message: STRINGS.fetchUserFailed });
      },
    );
    return () => {
      stale = true;
    };
  }, [api, token, userId]);

  if (!token) return <Navigate to="/" replace />;

  if (state.status === 'loading') {
    return (
      <div className="profile container" role="status">
        <p>{STRINGS.loading}</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="profile container">
        <p className="form-message form-message--error" role="alert">
          {STRINGS.errorPrefix}
          {state.message}
        </p>
      </div>
    );
  }

  const { user } = state;
  return (
    <div className="profile container">
      <h1 className="profile__title">{user.name}</h1>
      <dl className="card profile__facts">
        <div>
          <dt>{STRINGS.profileId}</dt>
          <dd className="profile__id">{user._id}</dd>
        </div>
        <div>
          <dt>{STRINGS.nameLabel}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{STRINGS.emailLabel}</dt>
          <dd>{user.email ?? '—'}</dd>
        </div>
        <div>
          <dt>{STRINGS.totalBotsCreated}</dt>
          <dd>{user.bots.length}</dd>
        </div>
      </dl>
      <h2 className="profile__bots-title">{STRINGS.allBots}</h2>
      {user.bots.length === 0 ? (
        <p className="profile__empty">{STRINGS.noBotsCreated}</p>
      ) : (
        <ul className="profile__bots">
          {user.bots.map((bot) => (
            <li key={bot._id}>
              <Link
                className="card profile__bot"
                to={`/bot/${encodeURIComponent(user._id)}/${encodeURIComponent(bot._id)}`}
              >
                {bot.botName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
