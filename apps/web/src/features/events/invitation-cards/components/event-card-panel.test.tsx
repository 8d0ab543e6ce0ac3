import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationCard, Privilege } from '@karamu/shared';
import { makeEvent, makeGuest } from '../../../../../test/fixtures/event-fixtures';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
const event = makeEvent({ id: EVENT_ID, name: 'Amina & Baraka' });
const card: InvitationCard = {
  eventId: EVENT_ID,
  artworkType: 'image/webp',
  width: 1000,
  height: 1400,
  fields: [],
  updatedAt: '2026-11-20T09:00:00.000Z',
  version: 2,
};
const neema = makeGuest({ eventName: event.name });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const eventUrl = `/api/events/${EVENT_ID}`;

let hasCard: boolean;
const serve: Handler = (request, res) => {
  const path = request.url.split('?')[0];
  if (path === eventUrl) return sendJson(res, 200, event);
  if (path === `${eventUrl}/stats`) {
    return sendJson(res, 200, {
      guests: 1,
      invited: 0,
      confirmed: 0,
      declined: 0,
      pending: 1,
      admissionsConfirmed: 0,
      checkedIn: 0,
      rsvpsOverTime: [],
    });
  }
  if (path === `${eventUrl}/invitation-card`) {
    return hasCard ? sendJson(res, 200, card) : sendJson(res, 404, { message: 'No card yet' });
  }
  if (path === `${eventUrl}/invitation-card/preview`) {
    res.writeHead(200, { 'content-type': 'image/png' });
    return res.end(PNG);
  }
  if (path === `${eventUrl}/invitation-cards.pdf`) {
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="cards.pdf"',
      'access-control-expose-headers': 'content-disposition',
    });
    return res.end('%PDF-1.7');
  }
  if (path === `${eventUrl}/guests`) {
    return sendJson(res, 200, { items: [neema], total: 1, page: 1, size: 50 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);
beforeEach(() => {
  hasCard = true;
});

const READER: Privilege[] = ['READ_EVENTS', 'READ_ATTENDEES', 'READ_ARTWORK_MAPPINGS'];

function openEvent(privileges: Privilege[], tab: string) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderApp({ path: `/dashboard/events/${EVENT_ID}?tab=${tab}`, user: makeUser(privileges) });
  return user;
}

/** The browser saves a Blob through an object URL and a clicked link: both recorded here. */
function catchSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

const pdfRequests = () =>
  server.requests
    .filter((r) => r.url === `${eventUrl}/invitation-cards.pdf`)
    .map((r) => JSON.parse(r.body) as unknown);

describe('invitation card on the event page', { timeout: 60_000 }, () => {
  it('shows the saved card for the sample guest, links to the design and downloads every card', async () => {
    const saved = catchSaves();
    const user = openEvent([...READER, 'ADD_ATTENDEES'], 'card');
    const image = await screen.findByRole('img', {
      name: 'Invitation card for Amina Wanjiku (sample guest)',
    });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw==');
    const preview = server.requests.find((r) => r.url.endsWith('/invitation-card/preview'));
    expect(JSON.parse(preview!.body)).toEqual({ fields: [] });
    expect(screen.getByRole('link', { name: 'Design the card' })).toHaveAttribute(
      'href',
      `/dashboard/events/${EVENT_ID}/invite`,
    );

    await user.click(screen.getByRole('button', { name: 'Download all cards (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('cards.pdf');
    expect(saved[0]!.blob.size).toBe('%PDF-1.7'.length);
    expect(pdfRequests()).toEqual([{}]);
  });

  it('says when there is no card yet, and offers the design only to those who may open it', async () => {
    hasCard = false;
    openEvent(READER, 'card');
    expect(await screen.findByText('This event has no invitation card yet.')).toBeVisible();
    // The invitations page needs ADD_ATTENDEES too.
    expect(screen.queryByRole('link', { name: 'Design the card' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url.endsWith('/preview'))).toBe(false);
  });

  it('leaves out the downloads without READ_ATTENDEES, which guests’ cards need', async () => {
    openEvent(['READ_EVENTS', 'READ_ARTWORK_MAPPINGS'], 'card');
    expect(
      await screen.findByRole('img', { name: /Invitation card for Amina Wanjiku/ }),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Download all cards (PDF)' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Design the card' })).not.toBeInTheDocument();
  });

  it('downloads one guest’s card from the row menu and the chosen guests’ cards as a PDF', async () => {
    const saved = catchSaves();
    const user = openEvent([...READER, 'ADD_ATTENDEES'], 'guests');
    expect(await screen.findByRole('link', { name: 'Import guests' })).toHaveAttribute(
      'href',
      `/dashboard/events/${EVENT_ID}/guests/import`,
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Neema Otieno' }));
    expect(await screen.findByRole('menuitem', { name: 'Download card' })).toHaveAttribute(
      'href',
      `${server.origin}${eventUrl}/guests/${neema.id}/card.png`,
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('checkbox', { name: 'Select Neema Otieno' }));
    await user.click(await screen.findByRole('button', { name: 'Download cards (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(pdfRequests()).toEqual([{ guestIds: [neema.id] }]);
  });

  it('offers no card downloads while the event has no card', async () => {
    hasCard = false;
    const user = openEvent([...READER, 'DELETE_ATTENDEES'], 'guests');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Neema Otieno' }));
    expect(await screen.findByText('1 guest selected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download cards (PDF)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Neema Otieno' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Download card' })).not.toBeInTheDocument();
  });

  it('has no card tab, and asks for no card, without READ_ARTWORK_MAPPINGS', async () => {
    openEvent(['READ_EVENTS', 'READ_ATTENDEES'], 'card');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Invitation card' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url.includes('invitation-card'))).toBe(false);
  });
});
