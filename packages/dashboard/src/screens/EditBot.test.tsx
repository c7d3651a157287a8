import { DEFAULT_BOT_SETTINGS, STRINGS } from '@botfolio/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EditBot from './EditBot';
import { ADA, fakeServer, json, renderPage } from './pagesTestKit';

const BOT = {
  _id: 'b1',
  botName: 'Resume bot',
  settings: { ...DEFAULT_BOT_SETTINGS },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function open(patch: (body: unknown) => Response) {
  const api = fakeServer({
    'GET /api/auth/getuser': () => json(200, ADA),
    'GET /api/bots/b1': () => json(200, { success: true, bot: BOT }),
    'PATCH /api/bots/b1': (request) => patch(request.body),
  });
  renderPage(<EditBot />, { at: '/your-bots/b1', path: '/your-bots/:botId', fetch: api.fetch });
  return api;
}

describe('Edit bot screen', () => {
  it('sends only what changed and says what was saved', async () => {
    const api = open(() =>
      json(200, {
        success: true,
        bot: {
          ...BOT,
          botName: 'Ada in short',
          settings: { ...BOT.settings, greeting: 'Hello!', starters: ['When?'] },
        },
      }),
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText(STRINGS.botNameField);
    expect(name).toHaveValue('Resume bot');
    await user.clear(name);
    await user.type(name, 'Ada in short');
    await user.type(screen.getByLabelText(STRINGS.greetingLabel), 'Hello!');
    await user.type(screen.getByRole('textbox', { name: `${STRINGS.starterLabel} 1` }), 'When?');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByText(`${STRINGS.savedChanges} name, greeting, starters.`)).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/bots/b1')[0]?.body).toEqual({
      botName: 'Ada in short',
      settings: { greeting: 'Hello!', starters: ['When?'] },
    });
  });

  it("shows the server's sentence for a setting it refuses, and sends nothing when nothing changed", async () => {
    const api = open(() =>
      json(400, { success: false, error: 'settings.accent must be a colour written #rrggbb, or null.' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: STRINGS.saveChanges }));
    expect(screen.getByText(STRINGS.nothingChanged)).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/bots/b1')).toHaveLength(0);
    await user.type(screen.getByLabelText(STRINGS.accentLabel), 'purple');
    await user.click(screen.getByRole('button', { name: STRINGS.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent('settings.accent must be a colour written #rrggbb');
  });

  it('shows the embed tag of this bot with a copy button', async () => {
    open(() => json(500, {}));
    await screen.findByLabelText(STRINGS.botNameField);
    await waitFor(() => expect(screen.getByText(/data-bot-id="b1"/)).toHaveTextContent('data-user-id="u1"'));
    expect(screen.getByRole('button', { name: STRINGS.copyEmbed })).toBeInTheDocument();
  });

  it("says the bot does not exist when it is someone else's", async () => {
    const api = fakeServer({
      'GET /api/auth/getuser': () => json(200, ADA),
      'GET /api/bots/b1': () => json(404, { success: false, error: STRINGS.botNotFound }),
    });
    renderPage(<EditBot />, { at: '/your-bots/b1', path: '/your-bots/:botId', fetch: api.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.botNotFound);
  });
});
