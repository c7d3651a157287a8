import { STRINGS } from '@botfolio/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Profile from './Profile';
import { ADA, deferred, fakeServer, json, renderPage } from './pagesTestKit';

const ME = { _id: 'me', name: 'Me', email: 'me@example.com', bots: [] };

function server(findUser: () => Response | Promise<Response>) {
  return fakeServer({
    'GET /api/auth/getuser': () => json(200, ME),
    'GET /api/auth/find-user/u1': findUser,
  });
}

/** The value shown beside a label of the facts list. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Profile screen', () => {
  it('sends a visitor to / without asking for the user', async () => {
    const api = server(() => json(200, ADA));
    renderPage(<Profile />, { at: '/profile/u1', path: '/profile/:userId', fetch: api.fetch, token: null });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(api.calls('GET', '/api/auth/find-user/u1')).toHaveLength(0);
  });

  it("shows 'Loading...' until find-user answers, then the user's facts and bots", async () => {
    const answer = deferred<Response>();
    const api = server(() => answer.promise);
    renderPage(<Profile />, { at: '/profile/u1', path: '/profile/:userId', fetch: api.fetch });
    expect(await screen.findByText(STRINGS.loading)).toBeInTheDocument();

    answer.resolve(json(200, ADA));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByText(STRINGS.loading)).not.toBeInTheDocument();
    expect(fact(STRINGS.profileId)).toHaveTextContent('u1');
    expect(fact(STRINGS.nameLabel)).toHaveTextContent('Ada Lovelace');
    expect(fact(STRINGS.emailLabel)).toHaveTextContent('ada@example.com');
    expect(fact(STRINGS.totalBotsCreated)).toHaveTextContent('2');
    expect(screen.getByRole('heading', { name: STRINGS.allBots })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume bot' })).toHaveAttribute('href', '/bot/u1/b1');
    expect(screen.getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/bot/u1/b2');
    // The profile call carries the raw token.
    expect(api.calls('GET', '/api/auth/find-user/u1')[0]?.headers.authorization).toBe('tok-ada');
  });

  it("says 'No bots created' for a user without bots", async () => {
    const api = server(() => json(200, { ...ADA, bots: [] }));
    renderPage(<Profile />, { at: '/profile/u1', path: '/profile/:userId', fetch: api.fetch });
    expect(await screen.findByText(STRINGS.noBotsCreated)).toBeInTheDocument();
    expect(fact(STRINGS.totalBotsCreated)).toHaveTextContent('0');
  });

  it("shows 'Error: Failed to fetch user data' when the user cannot be loaded", async () => {
    const api = server(() => json(404, { success: false, error: 'User not found.' }));
    renderPage(<Profile />, { at: '/profile/u1', path: '/profile/:userId', fetch: api.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent(`${STRINGS.errorPrefix}${STRINGS.fetchUserFailed}`);
  });
});
