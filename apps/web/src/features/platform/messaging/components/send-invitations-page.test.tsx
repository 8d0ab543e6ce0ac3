import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EstimateBatchInput, SendingStatus } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import {
  BATCH_ID,
  EVENT_ID,
  TEMPLATE_ID,
  makeBatch,
  makeDelivery,
  makeEstimate,
  makeSendingStatus,
} from '../../../../../test/fixtures/messaging-fixtures';

const GUESTS = [
  { id: '00000000-0000-4000-8000-0000000000c1', name: 'Amina Njeri', phone: '+254712000001' },
  { id: '00000000-0000-4000-8000-0000000000c2', name: 'Baraka Otieno', phone: '+254712000002' },
  { id: '00000000-0000-4000-8000-0000000000c3', name: 'Chebet Koech', phone: null },
];
/** How many guests "all" reaches in these tests: above the confirmation threshold. */
const ALL_GUESTS = 500;

/** The sender's standing for SMS (decision 0022); each test may change it. */
const mayAllSend = (): SendingStatus => makeSendingStatus();
let sending: SendingStatus;

const api: Handler = (request, res) => {
  const url = new URL(request.url, server.origin);
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (request.method === 'GET' && url.pathname === '/api/events') {
    return sendJson(res, 200, {
      items: [
        {
          id: EVENT_ID,
          name: 'Harusi ya Amina',
          startsAt: '2026-12-05T12:00:00.000Z',
          timeZone: 'Africa/Nairobi',
        },
      ],
      total: 1,
      page: 1,
      size: 1000,
    });
  }
  if (request.method === 'GET' && url.pathname === '/api/templates') {
    return sendJson(res, 200, {
      items: [{ id: TEMPLATE_ID, name: 'Harusi invitation', channel: 'sms' }],
      total: 1,
      page: 1,
      size: 1000,
    });
  }
  if (request.method === 'GET' && url.pathname === `/api/events/${EVENT_ID}/guests`) {
    const search = (
      url.searchParams.getAll('filter').find((f) => f.startsWith('name:ilike:')) ?? ''
    )
      .slice('name:ilike:'.length)
      .toLowerCase();
    const items = GUESTS.filter((g) => g.name.toLowerCase().includes(search));
    return sendJson(res, 200, { items, total: items.length, page: 1, size: 50 });
  }
  if (request.method === 'POST' && url.pathname === '/api/message-batches/estimate') {
    const { filter } = body as EstimateBatchInput;
    return sendJson(
      res,
      200,
      makeEstimate(filter.name === 'selected' ? (filter.ids?.length ?? 0) : ALL_GUESTS),
    );
  }
  if (request.method === 'POST' && url.pathname === '/api/message-batches/test') {
    return sendJson(res, 201, { id: '00000000-0000-4000-8000-0000000000f1' });
  }
  if (request.method === 'GET' && url.pathname === '/api/profile/sending') {
    return sendJson(res, 200, sending);
  }
  if (request.method === 'POST' && url.pathname === '/api/message-batches') {
    return sendJson(res, 201, { id: BATCH_ID, total: ALL_GUESTS, skipped: [] });
  }
  if (request.method === 'GET' && url.pathname === `/api/message-batches/${BATCH_ID}`) {
    return sendJson(res, 200, makeBatch({ queued: 500 }));
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(api);
beforeEach(() => {
  sending = mayAllSend();
});

const posts = (path: string) =>
  server.requests
    .filter((r) => r.method === 'POST' && new URL(r.url, server.origin).pathname === path)
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

/** The page, with the event and the template chosen. */
async function renderSendPage() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = renderApp({
    path: '/dashboard/send-invitations',
    user: makeUser(['UPDATE_ATTENDEES', 'READ_EVENTS', 'READ_TEMPLATES', 'READ_MESSAGES']),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Send invitations' })).toBeVisible();
  await screen.findByRole('option', { name: /^Harusi ya Amina/ });
  await user.selectOptions(screen.getByLabelText('Event'), EVENT_ID);
  await screen.findByRole('option', { name: 'Harusi invitation (SMS)' });
  await user.selectOptions(screen.getByLabelText('Template'), TEMPLATE_ID);
  expect(screen.getByText('Sent by').parentElement).toHaveTextContent('Sent by SMS');
  return { user, ...view };
}

describe('SendInvitationsPage', { timeout: 30_000 }, () => {
  it('shows the estimate before sending: count, segments, cost, who is left out, a sample', async () => {
    const { user } = await renderSendPage();
    await user.click(screen.getByRole('radio', { name: 'All guests' }));

    const summary = await screen.findByLabelText('Estimate');
    expect(within(summary).getByText('500 guests')).toBeVisible();
    expect(within(summary).getByText('1,000')).toBeVisible();
    // 1,000 segments at 80 cents: KES 800.00, from integer cents.
    expect(within(summary).getByText(/^KES\s800\.00$/)).toBeVisible();
    const leftOut = screen.getByRole('list', { name: 'Left out' });
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No phone number: 3', 'Opted out: 2']);
    expect(screen.getByText('5 guests left out')).toBeVisible();
    expect(screen.getByLabelText('Sample message')).toHaveTextContent(
      'Habari Amina Njeri, karibu kwa harusi yetu tarehe 21 Nov.',
    );
    expect(posts('/api/message-batches/estimate').at(-1)).toEqual({
      templateId: TEMPLATE_ID,
      contextId: EVENT_ID,
      filter: { name: 'all' },
    });
    expect(screen.getByRole('link', { name: 'Schedule it for later instead' })).toHaveAttribute(
      'href',
      '/dashboard/schedules',
    );
  });

  it('reminds the guests still to pay for their card, and points to a weekly reminder', async () => {
    const { user } = await renderSendPage();
    await user.click(screen.getByRole('radio', { name: 'Still to pay for their card' }));
    expect(await screen.findByLabelText('Estimate')).toBeVisible();
    expect(posts('/api/message-batches/estimate').at(-1)).toEqual({
      templateId: TEMPLATE_ID,
      contextId: EVENT_ID,
      filter: { name: 'still_to_pay' },
    });
    expect(screen.getByRole('radio', { name: 'Paid for their card' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Schedule it for later instead' }).parentElement,
    ).toHaveTextContent('or every Monday until every card is paid for');
  });

  it('asks before sending to more than 100, sends confirm: true, then follows the batch', async () => {
    const { user, router } = await renderSendPage();
    await user.click(screen.getByRole('radio', { name: 'All guests' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 500 guests' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Send to 500 guests?' });
    expect(dialog).toHaveTextContent(/500 messages by SMS go out now \(1,000 segments, about KES/);
    expect(posts('/api/message-batches')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    await waitFor(() => expect(posts('/api/message-batches')).toHaveLength(1));
    expect(posts('/api/message-batches')[0]).toEqual({
      templateId: TEMPLATE_ID,
      contextId: EVENT_ID,
      filter: { name: 'all' },
      confirm: true,
    });
    // The progress view, keyed by the batch in the URL so a reload finds it again.
    const bar = await screen.findByRole('progressbar', { name: 'Sending progress' });
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(router.state.location.search).toBe(`?batch=${BATCH_ID}`);
    expect(screen.getByRole('link', { name: 'See the messages' })).toHaveAttribute(
      'href',
      `/dashboard/messages?batch=${BATCH_ID}`,
    );
  });

  it('sends to hand-picked guests at once, without asking, when they are 100 or fewer', async () => {
    const { user } = await renderSendPage();
    await user.click(screen.getByRole('radio', { name: 'Hand-picked guests' }));
    const guests = await screen.findByRole('list', { name: 'Guests' });
    expect(within(guests).getAllByRole('checkbox')).toHaveLength(3);

    await user.type(screen.getByLabelText('Search guests'), 'bar');
    await waitFor(() => expect(within(guests).getAllByRole('checkbox')).toHaveLength(1));
    await user.click(within(guests).getByRole('checkbox', { name: /Baraka Otieno/ }));
    await user.clear(screen.getByLabelText('Search guests'));
    await user.click(await within(guests).findByRole('checkbox', { name: /Amina Njeri/ }));
    expect(screen.getByText('2 guests chosen')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Send to 2 guests' }));
    await waitFor(() => expect(posts('/api/message-batches')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts('/api/message-batches')[0]).toEqual({
      templateId: TEMPLATE_ID,
      contextId: EVENT_ID,
      filter: { name: 'selected', ids: [GUESTS[1]?.id, GUESTS[0]?.id] },
    });
  });

  it('sends a test to the sender and says so, or says why not', async () => {
    const { user } = await renderSendPage();
    await screen.findByLabelText('Estimate');
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(
      await screen.findByText('Test sent to you: check your phone or inbox'),
    ).toBeInTheDocument();
    expect(posts('/api/message-batches/test')).toEqual([
      { templateId: TEMPLATE_ID, contextId: EVENT_ID },
    ]);

    server.route = (request, res) =>
      request.url === '/api/message-batches/test'
        ? sendJson(res, 400, {
            message: 'Add a phone number to your profile to receive a test SMS',
            fieldErrors: { channel: ['Add a phone number to your profile'] },
          })
        : api(request, res);
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(
      await screen.findByText('Add a phone number to your profile to receive a test SMS'),
    ).toBeVisible();
  });

  it('says why SMS cannot go out, with a link to Settings, and offers no send', async () => {
    sending = { ...mayAllSend(), verificationRequired: true };
    const { user } = await renderSendPage();
    await user.click(screen.getByRole('radio', { name: 'All guests' }));
    await screen.findByLabelText('Estimate');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Verify your phone before sending SMS');
    expect(within(refusal).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(screen.getByRole('button', { name: 'Send a test to me' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send to 500 guests' })).toBeDisabled();
  });

  it("says when today's SMS are used up", async () => {
    sending = {
      ...mayAllSend(),
      smsAllowance: { perDay: 50, usedToday: 50, left: 0, resetsAt: '2026-11-21T00:00:00.000Z' },
    };
    await renderSendPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account may send 50 SMS a day and has sent them all.',
    );
  });

  it('says before sending that no SMS provider is configured, and queues without claiming delivery', async () => {
    sending = { ...mayAllSend(), delivery: makeDelivery() };
    const { user } = await renderSendPage();
    await user.click(screen.getByRole('radio', { name: 'All guests' }));
    await screen.findByLabelText('Estimate');
    expect(screen.getByText('Nothing will be delivered yet').parentElement).toHaveTextContent(
      'No SMS provider is configured on this server, so nothing goes out by SMS yet.',
    );
    expect(
      screen.getByText("Links point at this server's own machine").parentElement,
    ).toHaveTextContent('Links in messages start with http://127.0.0.1:3000');

    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(
      await screen.findByText('Test queued for you: it waits until a provider is configured'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Queue for 500 guests' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Queue for 500 guests?' });
    expect(dialog).toHaveTextContent(
      '500 messages by SMS are queued and go out once a provider is configured',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Queue now' }));
    expect(
      await screen.findByText(
        'Queued for 500 guests: nothing is delivered until a provider is configured',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Sending to/)).not.toBeInTheDocument();
    const panel = await screen.findByRole('region', {
      name: 'Waiting for a provider: Harusi invitation',
    });
    expect(within(panel).getByText('Waiting for a provider:')).toBeVisible();
  });

  it('refuses a template with unmapped placeholders and links to its mappings', async () => {
    server.route = (request, res) =>
      request.url === '/api/message-batches/estimate'
        ? sendJson(res, 400, {
            message: 'Map every placeholder before sending: {table}, {card_link}',
            fieldErrors: {
              templateId: ['Map every placeholder before sending: {table}, {card_link}'],
            },
          })
        : api(request, res);
    await renderSendPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This template cannot be sent yet');
    expect(alert).toHaveTextContent('{table}, {card_link}');
    expect(
      within(alert).getByRole('link', { name: 'Map the template’s placeholders' }),
    ).toHaveAttribute('href', `/dashboard/templates/${TEMPLATE_ID}`);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send a test to me' })).toBeDisabled();
  });
});
