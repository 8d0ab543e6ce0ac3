import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MessageBatch } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer } from '../../../../../test/test-server';
import { BATCH_ID, makeBatch } from '../../../../../test/fixtures/messaging-fixtures';

/** What GET /api/message-batches/:id answers, one after the other (the last repeats). */
let answers: MessageBatch[] = [];

const server = setupApiServer((request, res) => {
  if (request.method === 'GET' && request.url === `/api/message-batches/${BATCH_ID}`) {
    const polls = server.requests.filter((r) => r.url === request.url).length;
    return sendJson(res, 200, answers[Math.min(polls, answers.length) - 1]);
  }
  if (request.method === 'POST' && request.url === `/api/message-batches/${BATCH_ID}/cancel`) {
    const cancelled = makeBatch({ sent: 312, cancelled: 188 }, { status: 'cancelled' });
    answers = [cancelled];
    return sendJson(res, 200, cancelled);
  }
  return sendJson(res, 404, { message: 'Not found' });
});

const polls = () => server.requests.filter((r) => r.method === 'GET').length;

function renderProgress() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderApp({
    path: `/dashboard/send-invitations?batch=${BATCH_ID}`,
    user: makeUser(['UPDATE_ATTENDEES']),
  });
  return { user };
}

describe('BatchProgressPanel', { timeout: 30_000 }, () => {
  it('follows the batch named in the URL every second until everything is out', async () => {
    answers = [
      makeBatch({ queued: 150, sending: 38, sent: 200, delivered: 112 }),
      makeBatch({ delivered: 498, failed: 2 }),
    ];
    renderProgress();

    const bar = await screen.findByRole('progressbar', { name: 'Sending progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(bar).toHaveAttribute('aria-valuenow', '312');
    expect(bar).toHaveAttribute('aria-valuetext', '312 of 500 sent');
    expect(screen.getByText('312 of 500 sent')).toBeVisible();
    const counts = screen.getByRole('list', { name: 'Messages by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Queued: 150', 'Sending: 38', 'Sent: 200', 'Delivered: 112']);
    expect(screen.getByRole('heading', { name: 'Sending Harusi invitation' })).toBeVisible();
    // Without READ_MESSAGES there is no messages page to link to.
    expect(screen.queryByRole('link', { name: 'See the messages' })).not.toBeInTheDocument();

    // The next poll: all out, two failed. The bar is full; 498 were sent.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '500'));
    expect(bar).toHaveAttribute('aria-valuetext', '498 of 500 sent');
    expect(screen.getByRole('heading', { name: 'Finished: Harusi invitation' })).toBeVisible();
    expect(within(counts).getByText('Failed:').parentElement).toHaveTextContent('Failed: 2');
    expect(screen.queryByRole('button', { name: 'Cancel sending' })).not.toBeInTheDocument();

    // Finished: no more asking.
    const asked = polls();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls()).toBe(asked);
  });

  it('cancels what is still queued after asking', async () => {
    answers = [makeBatch({ queued: 188, sent: 312 })];
    const { user } = renderProgress();
    await screen.findByRole('progressbar', { name: 'Sending progress' });

    await user.click(screen.getByRole('button', { name: 'Cancel sending' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel the rest of this send?',
    });
    expect(dialog).toHaveTextContent('The 188 messages still queued are not sent.');
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel sending' }));

    expect(
      await screen.findByText('Sending cancelled: nothing more of this send goes out'),
    ).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      `/api/message-batches/${BATCH_ID}/cancel`,
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Cancelled: Harusi invitation' }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '500');
    expect(screen.getByText('312 of 500 sent')).toBeVisible();
  });
});
