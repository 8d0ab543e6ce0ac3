import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventRecord, Privilege } from '@karamu/shared';
import { makeUser, renderApp } from '../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../test/test-server';
import type { EventStats } from '@/features/events/events';

const event: EventRecord = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Amina & Baraka',
  categoryId: null,
  categoryName: 'Weddings',
  status: 'draft',
  // 20:00 on 5 Dec to 02:00 on 6 Dec in Nairobi.
  startsAt: '2026-12-05T17:00:00.000Z',
  endsAt: '2026-12-05T23:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  venue: 'Safari Park',
  mapLink: 'https://maps.example.com/safari',
  hosts: 'The families',
  contactPhone: '+254712345678',
  expectedGuests: 300,
  defaultCountry: 'KE',
  templateId: null,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 3,
};

const stats: EventStats = {
  guests: 12,
  invited: 10,
  confirmed: 7,
  declined: 2,
  pending: 3,
  admissionsConfirmed: 15,
  checkedIn: 0,
  rsvpsOverTime: [
    { day: '2026-11-18', accepted: 3, declined: 1 },
    { day: '2026-11-20', accepted: 4, declined: 1 },
  ],
};

const eventUrl = `/api/events/${event.id}`;
const people = [
  { id: 'u1', username: 'juma', name: 'Juma Mwangi' },
  { id: 'u2', username: 'imani', name: 'Imani K' },
];
let team = people.slice(0, 1);
/** The event's guests as its counts have them: none for a new event. */
let guestCount = stats.guests;

const serve: Handler = (request, res) => {
  const path = request.url.split('?')[0];
  if (request.method === 'GET' && path === eventUrl) return sendJson(res, 200, event);
  if (path === `${eventUrl}/stats`) return sendJson(res, 200, { ...stats, guests: guestCount });
  if (path === `${eventUrl}/check-ins/summary`) {
    return sendJson(res, 200, {
      guests: 12,
      admissions: 20,
      checkedIn: 4,
      guestsArrived: 3,
      overAdmitted: 0,
      lastCheckInAt: null,
      overAdmissions: [],
      // 21:18 in Nairobi, whatever zone the test machine's clock is in.
      serverTime: '2026-12-05T18:18:00.000Z',
    });
  }
  if (request.method === 'GET' && path === `${eventUrl}/team`) return sendJson(res, 200, team);
  if (request.method === 'PUT' && path === `${eventUrl}/team`) {
    const { userIds } = JSON.parse(request.body) as { userIds: string[] };
    team = people.filter((person) => userIds.includes(person.id));
    return sendJson(res, 200, team);
  }
  if (path === '/api/users') {
    return sendJson(res, 200, {
      items: people,
      total: 2,
      page: 1,
      size: 10000,
    });
  }
  if (path === `${eventUrl}/guests`) {
    return sendJson(res, 200, { items: [], total: 0, page: 1, size: 50 });
  }
  if (request.method === 'PATCH' && path === eventUrl) {
    return sendJson(res, 200, { ...event, ...JSON.parse(request.body), version: 4 });
  }
  if (request.method === 'DELETE' && path === eventUrl) {
    return sendJson(res, 200, { message: 'Event deleted' });
  }
  if (path === '/api/events') return sendJson(res, 200, { items: [], total: 0, page: 1, size: 20 });
  if (path === '/api/categories') {
    return sendJson(res, 200, { items: [], total: 0, page: 1, size: 1000 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);
beforeEach(() => {
  team = people.slice(0, 1);
  guestCount = stats.guests;
});

function renderEvent(privileges: Privilege[], search = '') {
  const user = userEvent.setup();
  const app = renderApp({
    path: `/dashboard/events/${event.id}${search}`,
    user: makeUser(privileges),
  });
  return { user, app };
}

const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, r.body ? JSON.parse(r.body) : undefined]);

describe('EventPage', { timeout: 60_000 }, () => {
  it("shows the event at the venue's time, its counts and the RSVP chart with its numbers", async () => {
    renderEvent(['READ_EVENTS']);
    expect(await screen.findByRole('heading', { level: 1, name: event.name })).toBeVisible();
    expect(screen.getAllByText('Sat 5 Dec 2026, 20:00 – Sun 6 Dec 2026, 02:00')[0]).toBeVisible();
    expect(screen.getByText('(Africa/Nairobi time)')).toBeVisible();

    const counts = await screen.findByText('People coming');
    expect(counts.nextElementSibling).toHaveTextContent('15 of 300 expected');
    expect(screen.getByText('Accepted', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '7',
    );
    expect(
      screen.getByRole('img', { name: /RSVPs per day from Wed 18 Nov 2026 to Fri 20 Nov 2026/ }),
    ).toBeInTheDocument();
    const numbers = screen.getByRole('table', { name: 'RSVPs per day' });
    expect(within(numbers).getAllByRole('row')).toHaveLength(3);
    expect(within(numbers).getByRole('rowheader', { name: 'Fri 20 Nov 2026' })).toBeInTheDocument();

    // A reader only: no actions, no guests tab without READ_ATTENDEES, no card tab
    // without READ_ARTWORK_MAPPINGS and no check-in tab without VERIFY_ATTENDEES.
    expect(screen.queryByRole('group', { name: 'Event actions' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Team',
      'Vendors',
    ]);
  });

  it("dates the door counters by the venue's clock, not the viewer's", async () => {
    renderEvent(['READ_EVENTS', 'READ_ATTENDEES']);
    expect(
      await screen.findByRole('heading', { name: 'At the door (as of 21:18 Africa/Nairobi time)' }),
    ).toBeVisible();
  });

  it('keeps the tab in the URL', async () => {
    const { user, app } = renderEvent(
      ['READ_EVENTS', 'READ_ATTENDEES', 'VERIFY_ATTENDEES'],
      '?tab=team',
    );
    expect(await screen.findByRole('tab', { name: 'Team', selected: true })).toBeVisible();
    expect(await screen.findByText('Juma Mwangi')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Guests' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?tab=guests'));
    expect(await screen.findByText('No guests yet')).toBeVisible();
    // The door view of this event (app/pages composes the check-in feature in).
    await user.click(screen.getByRole('tab', { name: 'Check-in' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?tab=check-in'));
    expect(await screen.findByRole('button', { name: 'Download guest list' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });

  it('leads a new event without guests with its first steps, not the door', async () => {
    guestCount = 0;
    renderEvent([
      'READ_EVENTS',
      'READ_ATTENDEES',
      'ADD_ATTENDEES',
      'UPDATE_ATTENDEES',
      'READ_ARTWORK_MAPPINGS',
    ]);
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(
      within(start)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add guests', `/dashboard/events/${event.id}?tab=guests`],
      ['Open the card', `/dashboard/events/${event.id}?tab=card`],
      ['Send invitations', `/dashboard/send-invitations?event=${event.id}`],
    ]);
    expect(screen.queryByText('At the door')).not.toBeInTheDocument();
  });

  it('offers only the first steps the user may take', async () => {
    guestCount = 0;
    renderEvent(['READ_EVENTS', 'READ_ATTENDEES', 'ADD_ATTENDEES']);
    expect(await screen.findByRole('heading', { name: 'Get started' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add guests' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open the card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send invitations' })).not.toBeInTheDocument();
  });

  it('offers the status changes the event allows, cancelling behind a menu and asking', async () => {
    const { user } = renderEvent(['READ_EVENTS', 'UPDATE_EVENTS']);
    const actions = await screen.findByRole('group', { name: 'Event actions' });
    // Cancelling is not a button beside Activate: it waits in the menu, and there is no Delete.
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['Activate', 'More event actions']);
    expect(within(actions).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/events/${event.id}/edit`,
    );
    // What the draft means, where the organiser chooses to activate.
    expect(screen.getByText(/^Draft is a label for your team/)).toBeVisible();

    const openMenu = async () => {
      await user.click(within(actions).getByRole('button', { name: 'More event actions' }));
      return screen.findByRole('menu');
    };
    expect(
      within(await openMenu())
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Cancel event']);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel event' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(writes()).toEqual([]);

    await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Cancel event' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel event' }),
    );
    await waitFor(() =>
      expect(writes()).toEqual([['PATCH', eventUrl, { status: 'cancelled', version: 3 }]]),
    );
  });

  it('deletes an event with guests only once its name is typed', async () => {
    const { user, app } = renderEvent(['READ_EVENTS', 'DELETE_EVENTS']);
    await screen.findByText('People coming');
    await user.click(screen.getByRole('button', { name: 'More event actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${event.name}?` });
    expect(dialog).toHaveTextContent('The event and its 12 guests are deleted');
    const confirm = within(dialog).getByRole('button', { name: 'Delete event' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type the event's name to confirm"), 'Amina');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type the event's name to confirm"), ' & Baraka');
    await user.click(confirm);
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/events'));
    expect(writes()).toEqual([['DELETE', eventUrl, undefined]]);
  });

  it('shows the team read-only without READ_USERS, and edits it with', async () => {
    const readOnly = renderEvent(['READ_EVENTS', 'UPDATE_EVENTS'], '?tab=team');
    expect(await screen.findByText('Juma Mwangi')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit team' })).not.toBeInTheDocument();
    expect(screen.getByText(/needs the privilege to read users/)).toBeVisible();
    readOnly.app.unmount();

    const { user } = renderEvent(['READ_EVENTS', 'UPDATE_EVENTS', 'READ_USERS'], '?tab=team');
    await user.click(await screen.findByRole('button', { name: 'Edit team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the team' });
    const imani = await within(dialog).findByRole('checkbox', { name: /Imani K/ });
    expect(within(dialog).getByRole('checkbox', { name: /Juma Mwangi/ })).toBeChecked();
    await user.click(imani);
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    await waitFor(() =>
      expect(writes()).toEqual([['PUT', `${eventUrl}/team`, { userIds: ['u1', 'u2'] }]]),
    );
    expect(await screen.findByText('Imani K')).toBeVisible();
  });

  it('says so when the event is not there', async () => {
    server.route = (request, res) => sendJson(res, 404, { message: 'Event not found' });
    renderEvent(['READ_EVENTS']);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find the event');
  });
});
