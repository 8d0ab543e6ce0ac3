import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorBooking } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { page, summary, vendor } from '../../../../../test/fixtures/vendor-fixtures';
import { sendJson, setupApiServer, type RecordedRequest } from '../../../../../test/test-server';

const MAMA = vendor();
const bookingsUrl = `/api/vendors/${MAMA.id}/bookings`;

const booking = (overrides: Partial<VendorBooking> = {}): VendorBooking => ({
  eventId: '00000000-0000-4000-8000-0000000000e1',
  eventName: 'Harusi ya Neema',
  startsAt: '2026-12-05T14:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  venue: 'Safari Park',
  organiserName: 'Neema Achieng',
  serviceTitle: 'Wedding buffet',
  status: 'requested',
  requested: '2026-11-20T09:00:00.000Z',
  respondedAt: null,
  ...overrides,
});
const SEND_OFF = booking({
  eventId: '00000000-0000-4000-8000-0000000000e2',
  eventName: 'Send-off ya Baraka',
  venue: null,
  serviceTitle: null,
});

let requests: VendorBooking[] = [];
/** Until released, the list does not answer: the loading state stays on screen. */
let holdList: Promise<void> | undefined;

const server = setupApiServer((request, res) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === '/api/vendors') return sendJson(res, 200, page([MAMA]));
  if (url.pathname === '/api/vendor-dashboard/summary') return sendJson(res, 200, summary());
  if (url.pathname === bookingsUrl) {
    const answer = () => sendJson(res, 200, page(requests, requests.length, 1, 10));
    return holdList ? void holdList.then(answer) : answer();
  }
  const answered = requests.find((b) => url.pathname === `${bookingsUrl}/${b.eventId}/answer`);
  if (answered && request.method === 'POST') {
    const { answer } = JSON.parse(request.body) as { answer: string };
    requests = requests.filter((b) => b !== answered);
    return sendJson(res, 200, {
      ...answered,
      status: answer === 'confirm' ? 'confirmed' : 'declined',
      respondedAt: '2026-11-21T09:00:00.000Z',
    });
  }
  return sendJson(res, 404, { message: 'Not found' });
});
beforeEach(() => {
  requests = [booking(), SEND_OFF];
  holdList = undefined;
});

const answers = (eventId: string): RecordedRequest[] =>
  server.requests.filter(
    (request) =>
      request.method === 'POST' &&
      new URL(request.url, 'http://test').pathname === `${bookingsUrl}/${eventId}/answer`,
  );

function renderHome() {
  const user = userEvent.setup();
  renderApp({ path: '/vendor-dashboard/home', user: makeUser([]) });
  return user;
}

const requestList = () => screen.findByRole('list', { name: 'Booking requests' });

describe('booking requests on the vendor dashboard', () => {
  it('shows a loading state, then each request with its event, date, venue and organiser', async () => {
    let release!: () => void;
    holdList = new Promise((resolve) => (release = resolve));
    renderHome();
    expect(await screen.findByRole('status', { name: 'Loading booking requests' })).toBeVisible();
    release();
    const items = within(await requestList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // The date as the venue's clocks show it.
    expect(items[0]).toHaveTextContent('Harusi ya Neema');
    expect(items[0]).toHaveTextContent('Sat 5 Dec 2026, 17:00 · Safari Park');
    expect(items[0]).toHaveTextContent('Booked by Neema Achieng · Wedding buffet');
    expect(screen.getByRole('heading', { name: /Booking requests/ })).toHaveTextContent('(2)');
  });

  it('confirms a request, which then leaves the list', async () => {
    const user = renderHome();
    const list = await requestList();
    await user.click(within(list).getByRole('button', { name: 'Confirm Harusi ya Neema' }));
    await waitFor(() => expect(answers(booking().eventId)).toHaveLength(1));
    expect(JSON.parse(answers(booking().eventId)[0]!.body)).toEqual({ answer: 'confirm' });
    expect(await screen.findByText('Booking for Harusi ya Neema confirmed')).toBeVisible();
    await waitFor(() =>
      expect(within(list).queryByText('Harusi ya Neema')).not.toBeInTheDocument(),
    );
    expect(within(list).getByText('Send-off ya Baraka')).toBeVisible();
  });

  it('declines only once asked, by keyboard, and says when nothing is left', async () => {
    requests = [SEND_OFF];
    const user = renderHome();
    const decline = within(await requestList()).getByRole('button', {
      name: 'Decline Send-off ya Baraka',
    });
    decline.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Decline Send-off ya Baraka?' });
    expect(dialog).toHaveTextContent(
      `Neema Achieng will see the booking as declined and cannot review ${MAMA.businessName} for this event.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(answers(SEND_OFF.eventId)).toHaveLength(0);

    await user.click(decline);
    dialog = await screen.findByRole('alertdialog', { name: 'Decline Send-off ya Baraka?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    await waitFor(() => expect(answers(SEND_OFF.eventId)).toHaveLength(1));
    expect(JSON.parse(answers(SEND_OFF.eventId)[0]!.body)).toEqual({ answer: 'decline' });
    expect(await screen.findByText('No booking requests are waiting for an answer.')).toBeVisible();
  });
});
