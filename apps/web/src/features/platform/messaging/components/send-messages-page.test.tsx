import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EstimateBatchInput } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { BATCH_ID, makeBatch, makeEstimate } from '../../../../../test/fixtures/messaging-fixtures';

const OCCASION_ID = '00000000-0000-4000-8000-0000000000d1';
const OTHER_OCCASION_ID = '00000000-0000-4000-8000-0000000000d2';
const REMINDER_ID = '00000000-0000-4000-8000-0000000000a2';
const MEMBERS = [
  { id: '00000000-0000-4000-8000-0000000000c7', name: 'Juma Mwangi', phone: '+254722000111' },
  { id: '00000000-0000-4000-8000-0000000000c8', name: 'Neema Achieng', phone: '+254722000222' },
];

const api: Handler = (request, res) => {
  const url = new URL(request.url, server.origin);
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (request.method === 'GET' && url.pathname === '/api/occasions') {
    return sendJson(res, 200, {
      items: [
        {
          id: OCCASION_ID,
          name: 'Michango ya Harusi ya Neema',
          startsAt: '2026-12-12T11:00:00.000Z',
          timeZone: 'Africa/Nairobi',
        },
        {
          id: OTHER_OCCASION_ID,
          name: 'Send-off ya Mzee',
          startsAt: '2026-12-19T11:00:00.000Z',
          timeZone: 'Africa/Nairobi',
        },
      ],
      total: 2,
      page: 1,
      size: 1000,
    });
  }
  if (request.method === 'GET' && url.pathname === '/api/templates') {
    return sendJson(res, 200, {
      items: [{ id: REMINDER_ID, name: 'Kumbusho la michango', channel: 'sms' }],
      total: 1,
      page: 1,
      size: 1000,
    });
  }
  if (request.method === 'GET' && url.pathname === `/api/occasions/${OCCASION_ID}/members`) {
    const search = (
      url.searchParams.getAll('filter').find((f) => f.startsWith('name:ilike:')) ?? ''
    )
      .slice('name:ilike:'.length)
      .toLowerCase();
    const items = MEMBERS.filter((m) => m.name.toLowerCase().includes(search));
    return sendJson(res, 200, { items, total: items.length, page: 1, size: 50 });
  }
  if (request.method === 'POST' && url.pathname === '/api/message-batches/estimate') {
    const { filter } = body as EstimateBatchInput;
    return sendJson(res, 200, makeEstimate(filter.name === 'selected' ? filter.ids!.length : 2));
  }
  if (request.method === 'POST' && url.pathname === '/api/message-batches') {
    return sendJson(res, 201, { id: BATCH_ID, total: 2, skipped: [] });
  }
  if (request.method === 'GET' && url.pathname === `/api/message-batches/${BATCH_ID}`) {
    return sendJson(res, 200, makeBatch({ queued: 2 }, { audience: 'occasion-members' }));
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(api);

const posts = (path: string) =>
  server.requests
    .filter((r) => r.method === 'POST' && new URL(r.url, server.origin).pathname === path)
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

const gets = (path: string) =>
  server.requests
    .filter((r) => r.method === 'GET' && new URL(r.url, server.origin).pathname === path)
    .map((r) => new URL(r.url, server.origin).searchParams);

function renderSendMessages(search = '') {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = renderApp({
    path: `/pledges-dashboard/send-messages${search}`,
    user: makeUser(['UPDATE_MEMBERS', 'READ_OCCASIONS', 'READ_TEMPLATES', 'READ_MESSAGES']),
  });
  return { user, ...view };
}

async function chooseReminder(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Kumbusho la michango (SMS)' });
  await user.selectOptions(screen.getByLabelText('Template'), REMINDER_ID);
}

describe('SendMessagesPage', { timeout: 30_000 }, () => {
  it('starts on the occasion in the URL and on the members who still owe', async () => {
    const { user, router } = renderSendMessages(`?occasion=${OCCASION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Send messages' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Occasion')).toHaveValue(OCCASION_ID));
    // The member filters, starting on those with a balance.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'with_balance',
      'nothing_paid',
      'paid_in_full',
      'selected',
    ]);
    expect(screen.getByRole('radio', { name: 'Balance above 0' })).toBeChecked();
    // Only the members' templates are offered.
    expect(gets('/api/templates')[0]?.getAll('filter')).toEqual(['audience:in:occasion-members']);
    expect(gets('/api/occasions')[0]?.get('fields')).toBe('id,name,startsAt,timeZone');

    await chooseReminder(user);
    const summary = await screen.findByLabelText('Estimate');
    expect(within(summary).getByText('2 members')).toBeVisible();
    expect(screen.getByText('5 members left out')).toBeVisible();
    expect(posts('/api/message-batches/estimate').at(-1)).toEqual({
      templateId: REMINDER_ID,
      contextId: OCCASION_ID,
      filter: { name: 'with_balance' },
    });

    await user.click(screen.getByRole('button', { name: 'Send to 2 members' }));
    await waitFor(() => expect(posts('/api/message-batches')).toHaveLength(1));
    expect(posts('/api/message-batches')[0]).toEqual({
      templateId: REMINDER_ID,
      contextId: OCCASION_ID,
      filter: { name: 'with_balance' },
    });
    expect(await screen.findByText('Sending to 2 members')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Sending progress' })).toBeVisible();
    expect(router.state.location.search).toBe(`?batch=${BATCH_ID}`);
  });

  it('lists the occasions to choose from and hand-picks members of the chosen one', async () => {
    const { user } = renderSendMessages();
    await screen.findByRole('option', { name: /^Send-off ya Mzee/ });
    expect(screen.getByLabelText('Occasion')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose the occasion' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Hand-picked members' }));
    expect(screen.getByText('Choose the occasion to pick its members.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Occasion'), OCCASION_ID);
    await chooseReminder(user);
    const members = await screen.findByRole('list', { name: 'Members' });
    await user.type(screen.getByLabelText('Search members'), 'neema');
    await waitFor(() => expect(within(members).getAllByRole('checkbox')).toHaveLength(1));
    await user.click(within(members).getByRole('checkbox', { name: /Neema Achieng/ }));
    expect(screen.getByText('1 member chosen')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Send to 1 member' }));
    await waitFor(() => expect(posts('/api/message-batches')).toHaveLength(1));
    expect(posts('/api/message-batches')[0]).toEqual({
      templateId: REMINDER_ID,
      contextId: OCCASION_ID,
      filter: { name: 'selected', ids: [MEMBERS[1]?.id] },
    });
  });

  it('ignores an occasion in the URL that is not among the sender’s', async () => {
    renderSendMessages('?occasion=00000000-0000-4000-8000-0000000000ff');
    await screen.findByRole('option', { name: /^Send-off ya Mzee/ });
    expect(screen.getByLabelText('Occasion')).toHaveValue('');
    expect(posts('/api/message-batches/estimate')).toEqual([]);
  });
});
