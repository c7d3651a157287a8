import { createApiClient, TOKEN_STORAGE_KEY, type User, type UserSummary } from '@botfolio/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../AppProviders';

export const STORY_USER: User = {
  _id: 'story-user',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  bots: [{ _id: 'b1', botName: 'Resume bot', botText: 'Mathematician and writer.' }],
};

const PEOPLE: UserSummary[] = [
  { _id: 'u2', name: 'Alan Turing', email: 'alan@example.com' },
  { _id: 'u3', name: 'Grace Hopper', email: 'grace@example.com' },
];

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A small in-browser stand-in for the server, so stories render signed-in states without a backend. */
const storyFetch: typeof fetch = async (input, init) => {
  const path = new URL(String(input), 'http://story.test').pathname;
  if (path === '/api/auth/getuser') return answer(STORY_USER);
  if (path === '/api/auth/search') {
    const query = String((JSON.parse(String(init?.body ?? '{}')) as { query?: string }).query ?? '').toLowerCase();
    return answer({ success: true, users: PEOPLE.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(query)) });
  }
  return answer({ success: true });
};

export interface StoryAppProps {
  children: ReactNode;
  signedIn?: boolean;
  at?: string;
}

/** Router + the app's providers over a fake API; `signedIn` places a session token first. */
export function StoryApp({ children, signedIn = false, at = '/' }: StoryAppProps) {
  if (signedIn) localStorage.setItem(TOKEN_STORAGE_KEY, 'story-token');
  else localStorage.removeItem(TOKEN_STORAGE_KEY);
  return (
    <MemoryRouter initialEntries={[at]}>
      <AppProviders api={createApiClient({ baseUrl: '', fetch: storyFetch })} reload={() => {}}>
        {children}
      </AppProviders>
    </MemoryRouter>
  );
}
