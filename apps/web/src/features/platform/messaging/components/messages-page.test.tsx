import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message, Privilege } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer } from '../../../../../test/test-server';
import {
  BATCH_ID,
  makeBatch,
  makeDelivery,
  makeMessage,
  makeSendingStatus,
} from '../../../../../test/fixtures/messaging-fixtures';

const messages: Message[] = [
  makeMessage(1),
  makeMessage(2, {
    status: 'failed',
    error: 'InvalidPhoneNumber: the number is not a mobile line',
    attempts: 1,
    deliveredAt: null,
  }),
  makeMessage(3, {
    status: 'not_sent',
    error: 'no provider configured',
    attempts: 0,
    sentAt: null,
    deliveredAt: null,
  }),
  makeMessage(4, { status: 'queued', attempts: 0, sentAt: null, deliveredAt: null }),
];

const server = setupApiServer((request, res) => {
  const url = new URL(request.url, server.origin);
  if (request.method === 'GET' && url.pathname === '/api/profile/sending') {
    // A fresh installation: no SMS provider, so queued SMS wait for one.
    return sendJson(res, 200, makeSendingStatus({ delivery: makeDelivery() }));
  }
  if (request.method === 'GET' && url.pathname === '/api/messages') {
    return sendJson(res, 200, { items: messages, total: messages.length, page: 1, size: 50 });
  }
  if (request.method === 'GET' && url.pathname === `/api/message-batches/${BATCH_ID}`) {
    return sendJson(res, 200, makeBatch({ delivered: 1, failed: 1, not_sent: 1 }));
  }
  if (request.method === 'GET' && url.pathname === '/api/message-batches') {
    const items = [makeBatch({ delivered: 1, failed: 1, not_sent: 1 })];
    return sendJson(res, 200, { items, total: 1, page: 1, size: 50 });
  }
  const retry = /^\/api\/messages\/([^/]+)\/retry$/.exec(url.pathname);
  if (request.method === 'POST' && retry) {
    const message = messages.find((m) => m.id === retry[1]);
    return sendJson(res, 200, { ...message, status: 'queued', error: null });
  }
  return sendJson(res, 404, { message: 'Not found' });
});

function renderMessages(path: string, privileges: Privilege[]) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = renderApp({ path, user: makeUser(privileges) });
  return { user, ...view };
}

const table = () => screen.getByRole('table', { name: 'Messages' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const retries = () =>
  server.requests.filter((r) => r.method === 'POST').map((r) => r.url.split('/')[3]);

describe('MessagesPage', { timeout: 30_000 }, () => {
  it('narrows the list to guests or members with the "To" filter', async () => {
    const { user } = renderMessages('/pledges-dashboard/messages', ['READ_MESSAGES']);
    await screen.findByRole('table', { name: 'Messages' });
    await user.click(screen.getByRole('button', { name: 'To' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Occasion members' }));
    await waitFor(() =>
      expect(
        server.requests
          .filter((r) => r.url.startsWith('/api/messages?'))
          .map((r) => new URL(r.url, server.origin).searchParams.getAll('filter'))
          .at(-1),
      ).toEqual(['audience:in:occasion-members']),
    );
  });

  it('shows one batch: its chip, its progress and its messages with statuses and reasons', async () => {
    const { user, router } = renderMessages(`/dashboard/messages?batch=${BATCH_ID}`, [
      'READ_MESSAGES',
    ]);
    await within(await screen.findByRole('table', { name: 'Messages' })).findByText('Mgeni 1');
    const list = server.requests.find((r) => r.url.startsWith('/api/messages?'));
    const query = new URL(list?.url ?? '', server.origin).searchParams;
    expect(query.getAll('filter')).toEqual([`batchId:in:${BATCH_ID}`]);
    expect(query.get('sort')).toBe('-createdAt');

    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText(/^Batch: Harusi invitation/)).toBeVisible();
    expect(within(rowOf('Mgeni 1')).getByText('Delivered')).toBeVisible();
    expect(within(rowOf('Mgeni 1')).getByText('+254 712 000001')).toBeVisible();
    const failed = rowOf('Mgeni 2');
    expect(within(failed).getByText('Failed')).toBeVisible();
    expect(
      within(failed).getByText('InvalidPhoneNumber: the number is not a mobile line'),
    ).toBeVisible();
    expect(within(rowOf('Mgeni 3')).getByText('Not sent')).toBeVisible();
    expect(within(rowOf('Mgeni 3')).getByText('no provider configured')).toBeVisible();
    // Reading only: nothing to retry with.
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the messages of every send' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        server.requests.some(
          (r) => r.url.startsWith('/api/messages?') && !r.url.includes('batchId'),
        ),
      ).toBe(true),
    );
  });

  it('retries a failed message from its row, and offers it only where it makes sense', async () => {
    const { user } = renderMessages('/dashboard/messages', ['READ_MESSAGES', 'UPDATE_MESSAGES']);
    await within(await screen.findByRole('table', { name: 'Messages' })).findByText('Mgeni 1');
    expect(
      within(rowOf('Mgeni 1')).queryByRole('button', { name: /^Retry/ }),
    ).not.toBeInTheDocument();

    await user.click(
      within(rowOf('Mgeni 2')).getByRole('button', { name: 'Retry the message to Mgeni 2' }),
    );
    expect(await screen.findByText('1 message queued again')).toBeInTheDocument();
    expect(retries()).toEqual([messages[1]?.id]);
  });

  it('retries the chosen messages in bulk, leaving out those that went out', async () => {
    const { user } = renderMessages('/dashboard/messages', ['READ_MESSAGES', 'UPDATE_MESSAGES']);
    await within(await screen.findByRole('table', { name: 'Messages' })).findByText('Mgeni 1');
    for (const n of [1, 2, 3]) {
      await user.click(screen.getByRole('checkbox', { name: `Select the message to Mgeni ${n}` }));
    }
    expect(screen.getByText('3 messages selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('2 messages queued again')).toBeInTheDocument();
    expect(retries().sort()).toEqual([messages[1]?.id, messages[2]?.id].sort());
  });

  it('shows a queued SMS as waiting for a provider when none is configured', async () => {
    renderMessages('/dashboard/messages', ['READ_MESSAGES']);
    await within(await screen.findByRole('table', { name: 'Messages' })).findByText('Mgeni 4');
    const row = rowOf('Mgeni 4');
    expect(await within(row).findByText('Waiting for a provider')).toBeVisible();
    expect(
      within(row).getByText('No SMS provider is configured; it goes out once one is'),
    ).toBeVisible();
    expect(within(row).queryByText('Queued')).not.toBeInTheDocument();
  });
});
