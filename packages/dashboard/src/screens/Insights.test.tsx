import { DEFAULT_BOT_SETTINGS, STRINGS } from '@botfolio/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Insights, { topQuestions } from './Insights';
import { ADA, fakeServer, json, renderPage } from './pagesTestKit';

const BOT = {
  _id: 'b1',
  botName: 'Resume bot',
  sources: [],
  settings: { ...DEFAULT_BOT_SETTINGS, keepQuestions: true, acceptContact: true },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const DAYS = Array.from({ length: 30 }, (_, i) => ({
  date: day(i + 1),
  conversations: i === 29 ? 2 : 0,
  questions: i === 29 ? 3 : 0,
  answers: i === 29 ? 2 : 0,
  declined: i === 29 ? 1 : 0,
}));
const INSIGHTS = {
  success: true,
  totals: { conversations: 2, questions: 3, answers: 2, declined: 1, contacts: 1 },
  days: DAYS,
  origins: [{ origin: 'https://ada.example', questions: 3 }],
};
const QUESTIONS = [
  { _id: 'q3', text: 'Does Ada speak Japanese?', day: day(30), answered: false },
  { _id: 'q2', text: 'Where did Ada study?', day: day(30), answered: true },
  { _id: 'q1', text: 'where did ada study', day: day(30), answered: true },
];
const CONTACT = {
  _id: 'c1',
  name: 'Rita Recruiter',
  email: 'rita@example.com',
  message: 'Can we talk on Monday?',
  createdAt: '2026-11-30T10:00:00.000Z',
  read: false,
};

afterEach(() => vi.restoreAllMocks());

function open(overrides: Record<string, (request: { body: unknown }) => Response> = {}) {
  const api = fakeServer({
    'GET /api/auth/getuser': () => json(200, ADA),
    'GET /api/bots/b1': () => json(200, { success: true, bot: BOT }),
    'GET /api/bots/b1/insights': () => json(200, INSIGHTS),
    'GET /api/bots/b1/questions': () => json(200, { success: true, questions: QUESTIONS }),
    'GET /api/bots/b1/contacts': () => json(200, { success: true, contacts: [CONTACT] }),
    ...overrides,
  });
  renderPage(<Insights />, { at: '/your-bots/b1/insights', path: '/your-bots/:botId/insights', fetch: api.fetch });
  return api;
}

describe('Insights screen', () => {
  it('shows the totals, the origins, the top questions and the declined ones with a way to add a source', async () => {
    open();
    expect(await screen.findByRole('heading', { name: `${STRINGS.insightsTitle}: Resume bot` })).toBeInTheDocument();
    const range = screen.getByRole('region', { name: STRINGS.insightsRange });
    expect(within(range).getByText(STRINGS.insightsConversations, { selector: 'dt' }).nextSibling).toHaveTextContent(
      '2',
    );
    expect(within(range).getByText(STRINGS.insightsDeclined, { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(within(range).getByText('https://ada.example')).toBeInTheDocument();
    // the same numbers as a table beside the chart
    expect(within(range).getByRole('rowheader', { name: day(30) }).parentElement).toHaveTextContent(`${day(30)}231`);
    const questions = screen.getByRole('region', { name: STRINGS.insightsTopQuestions });
    const top = within(questions).getAllByRole('list')[0]!;
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('Where did Ada study? 2');
    const unanswered = within(questions).getAllByRole('list')[1]!;
    expect(within(unanswered).getAllByRole('listitem')).toHaveLength(1);
    expect(within(unanswered).getByRole('listitem')).toHaveTextContent('Does Ada speak Japanese?');
    expect(within(questions).getByRole('link', { name: STRINGS.insightsAddSource })).toHaveAttribute(
      'href',
      '/your-bots/b1#sources',
    );
  });

  it('marks a contact read, exports the inbox as CSV and deletes a contact after asking', async () => {
    const api = open({
      'PATCH /api/bots/b1/contacts/c1': () => json(200, { success: true, contact: { ...CONTACT, read: true } }),
      'DELETE /api/bots/b1/contacts/c1': () => json(200, { success: true }),
      'GET /api/bots/b1/contacts.csv': () =>
        new Response('name,email,message,createdAt,read\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const user = userEvent.setup();
    const inbox = await screen.findByRole('region', { name: STRINGS.insightsInbox });
    expect(within(inbox).getByText(STRINGS.insightsUnread)).toBeInTheDocument();
    expect(within(inbox).getByRole('link', { name: 'rita@example.com' })).toHaveAttribute(
      'href',
      'mailto:rita@example.com',
    );
    await user.click(within(inbox).getByRole('button', { name: STRINGS.insightsMarkRead }));
    expect(await within(inbox).findByRole('button', { name: STRINGS.insightsMarkUnread })).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/bots/b1/contacts/c1')[0]?.body).toEqual({ read: true });

    const created = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(inbox).getByRole('button', { name: STRINGS.insightsExportCsv }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls('GET', '/api/bots/b1/contacts.csv')[0]?.headers.authorization).toBe('tok-ada');

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(inbox).getByRole('button', { name: `${STRINGS.insightsDeleteContact}: Rita Recruiter` }));
    expect(await within(inbox).findByText(STRINGS.insightsInboxEmpty)).toBeInTheDocument();
  });

  it('keeps focus on the toggled button, and moves it to the next row (else the heading) when a row goes', async () => {
    const RAY = { ...CONTACT, _id: 'c2', name: 'Ray Recruiter', email: 'ray@example.com' };
    const DECLINED = { _id: 'q4', text: 'Does Ada paint?', day: day(30), answered: false };
    open({
      'GET /api/bots/b1/questions': () => json(200, { success: true, questions: [...QUESTIONS, DECLINED] }),
      'GET /api/bots/b1/contacts': () => json(200, { success: true, contacts: [CONTACT, RAY] }),
      'PATCH /api/bots/b1/contacts/c1': () => json(200, { success: true, contact: { ...CONTACT, read: true } }),
      'DELETE /api/bots/b1/contacts/c1': () => json(200, { success: true }),
      'DELETE /api/bots/b1/contacts/c2': () => json(200, { success: true }),
      'DELETE /api/bots/b1/questions/q3': () => json(200, { success: true, deleted: 1 }),
      'DELETE /api/bots/b1/questions/q4': () => json(200, { success: true, deleted: 1 }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    const inbox = await screen.findByRole('region', { name: STRINGS.insightsInbox });
    await user.click(within(inbox).getAllByRole('button', { name: STRINGS.insightsMarkRead })[0]!);
    const unread = await within(inbox).findByRole('button', { name: STRINGS.insightsMarkUnread });
    await waitFor(() => expect(unread).toHaveFocus());

    await user.click(within(inbox).getByRole('button', { name: `${STRINGS.insightsDeleteContact}: Rita Recruiter` }));
    const deleteRay = within(inbox).getByRole('button', { name: `${STRINGS.insightsDeleteContact}: Ray Recruiter` });
    await waitFor(() => expect(deleteRay).toHaveFocus());
    await user.click(deleteRay);
    expect(await within(inbox).findByText(STRINGS.insightsInboxEmpty)).toBeInTheDocument();
    await waitFor(() => expect(within(inbox).getByRole('heading', { name: STRINGS.insightsInbox })).toHaveFocus());

    const questions = screen.getByRole('region', { name: STRINGS.insightsTopQuestions });
    await user.click(
      within(questions).getByRole('button', { name: `${STRINGS.insightsDeleteQuestion}: Does Ada speak Japanese?` }),
    );
    const deletePaint = within(questions).getByRole('button', {
      name: `${STRINGS.insightsDeleteQuestion}: Does Ada paint?`,
    });
    await waitFor(() => expect(deletePaint).toHaveFocus());
    await user.click(deletePaint);
    await waitFor(() =>
      expect(within(questions).getByRole('heading', { name: STRINGS.insightsTopQuestions })).toHaveFocus(),
    );
  });

  it('saves the retention and deletes all kept questions', async () => {
    const api = open({
      'PATCH /api/bots/b1': () =>
        json(200, { success: true, bot: { ...BOT, settings: { ...BOT.settings, retentionDays: 7 } } }),
      'DELETE /api/bots/b1/questions': () => json(200, { success: true, deleted: 3 }),
    });
    const user = userEvent.setup();
    const retention = await screen.findByLabelText(STRINGS.insightsRetention);
    await user.clear(retention);
    await user.type(retention, '7');
    await user.click(screen.getByRole('button', { name: STRINGS.insightsSaveRetention }));
    await waitFor(() =>
      expect(api.calls('PATCH', '/api/bots/b1')[0]?.body).toEqual({ settings: { retentionDays: 7 } }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: STRINGS.insightsDeleteAllQuestions }));
    expect(await screen.findByText(STRINGS.insightsNoQuestions)).toBeInTheDocument();
  });

  it("refuses an empty or out-of-range retention with the Edit page's sentence, marks and focuses the box", async () => {
    const api = open({
      'PATCH /api/bots/b1': () =>
        json(400, { success: false, error: 'settings.retentionDays must be a whole number of days from 1 to 365.' }),
    });
    const user = userEvent.setup();
    const retention = await screen.findByLabelText(STRINGS.insightsRetention);
    await user.clear(retention);
    await user.click(screen.getByRole('button', { name: STRINGS.insightsSaveRetention }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STRINGS.settingsProblemRetentionDays);
    expect(retention).toHaveAttribute('aria-invalid', 'true');
    expect(retention).toHaveAccessibleDescription(STRINGS.settingsProblemRetentionDays);
    expect(retention).toHaveFocus();
    await user.type(retention, '400');
    await user.click(screen.getByRole('button', { name: STRINGS.insightsSaveRetention }));
    expect(screen.getByRole('alert')).toHaveTextContent(STRINGS.settingsProblemRetentionDays);
    expect(api.calls('PATCH', '/api/bots/b1')).toHaveLength(0);
    // the server's refusal (API words) reads as the same sentence
    await user.clear(retention);
    await user.type(retention, '7');
    await user.click(screen.getByRole('button', { name: STRINGS.insightsSaveRetention }));
    await waitFor(() => expect(api.calls('PATCH', '/api/bots/b1')).toHaveLength(1));
    await waitFor(() => expect(retention).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(STRINGS.settingsProblemRetentionDays);
    expect(screen.queryByText(/settings\.retentionDays/)).not.toBeInTheDocument();
  });

  it('explains what will appear when there is nothing yet', async () => {
    open({
      'GET /api/bots/b1': () => json(200, { success: true, bot: { ...BOT, settings: { ...DEFAULT_BOT_SETTINGS } } }),
      'GET /api/bots/b1/insights': () =>
        json(200, {
          ...INSIGHTS,
          totals: { conversations: 0, questions: 0, answers: 0, declined: 0, contacts: 0 },
          days: DAYS.map((d) => ({ ...d, conversations: 0, questions: 0, answers: 0, declined: 0 })),
          origins: [],
        }),
      'GET /api/bots/b1/questions': () => json(200, { success: true, questions: [] }),
      'GET /api/bots/b1/contacts': () => json(200, { success: true, contacts: [] }),
    });
    expect(await screen.findByText(STRINGS.insightsNoChats)).toBeInTheDocument();
    expect(screen.getByText(STRINGS.insightsNoOrigins)).toBeInTheDocument();
    expect(screen.getByText(STRINGS.insightsQuestionsOff)).toBeInTheDocument();
    expect(screen.getByText(STRINGS.insightsInboxOff)).toBeInTheDocument();
  });

  it("says the bot does not exist when it is someone else's", async () => {
    open({ 'GET /api/bots/b1': () => json(404, { success: false, error: STRINGS.botNotFound }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.botNotFound);
  });
});

describe('topQuestions', () => {
  it('counts the same question asked in different case and punctuation once, most asked first', () => {
    expect(topQuestions(QUESTIONS)).toEqual([
      { text: 'Where did Ada study?', count: 2 },
      { text: 'Does Ada speak Japanese?', count: 1 },
    ]);
  });
});
