import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Guest } from '@karamu/shared';
import { makeEvent, makeGuest } from '../../../../../test/fixtures/event-fixtures';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer } from '../../../../../test/test-server';

const event = makeEvent();
const guestsUrl = `/api/events/${event.id}/guests`;

const guestOf = (name: string, money: Partial<Guest>): Guest =>
  makeGuest({
    id: `00000000-0000-4000-8000-0000000000${name === 'Ann' ? 'a1' : 'a2'}`,
    eventId: event.id,
    eventName: event.name,
    name,
    ...money,
  });

const GUESTS = [
  guestOf('Ann', {
    amountDueMinor: 150_000,
    paidMinor: 50_000,
    paymentStanding: 'part_paid',
    currency: 'KES',
  }),
  guestOf('Ben', { amountDueMinor: 150_000, paymentStanding: 'unpaid', currency: 'KES' }),
];

const server = setupApiServer((request, res) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === `/api/events/${event.id}`) return sendJson(res, 200, event);
  if (url.pathname === `/api/events/${event.id}/stats`) {
    return sendJson(res, 404, { message: 'Not found' });
  }
  if (url.pathname === guestsUrl) {
    const filter = url.searchParams.getAll('filter').join(';');
    const items = filter.includes('paymentStanding:in:unpaid')
      ? GUESTS.filter((g) => g.paymentStanding === 'unpaid')
      : GUESTS;
    return sendJson(res, 200, { items, total: items.length, page: 1, size: 20 });
  }
  return sendJson(res, 404, { message: 'Not found' });
});

describe("an event's guests and what they owe", () => {
  it("shows each guest's amount due and paid, and filters the unpaid", async () => {
    const user = userEvent.setup();
    renderApp({
      path: `/dashboard/events/${event.id}?tab=guests`,
      user: makeUser(['READ_EVENTS', 'READ_ATTENDEES']),
    });
    const table = await screen.findByRole('table', { name: 'Guests' });
    const ann = (await within(table).findByText('Ann')).closest('tr')!;
    expect(ann).toHaveTextContent('KES 1,500.00');
    expect(ann).toHaveTextContent('KES 500.00Part paid');

    await user.click(screen.getByRole('button', { name: 'Payment' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Unpaid' }));
    await waitFor(() => expect(within(table).queryByText('Ann')).not.toBeInTheDocument());
    expect(within(table).getByText('Ben')).toBeVisible();
    const last = server.requests.filter((r) => r.url.startsWith(guestsUrl)).at(-1)!;
    expect(new URL(last.url, 'http://test').searchParams.getAll('filter')).toEqual([
      'paymentStanding:in:unpaid',
    ]);
  });
});
