import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation } from '@karamu/shared';
import { setApiOrigin } from '@/lib/http';
import { renderApp } from '../../../../test/render-app';
import { startTestServer, type TestServer } from '../../../../test/test-server';

const TOKEN = 'abcdefghijklmnopqrstuv';
let invitation: Invitation;
let server: TestServer;

beforeEach(async () => {
  invitation = {
    guest: {
      name: 'Baraka',
      cardType: 'family',
      admissions: 3,
      rsvpStatus: 'pending',
      rsvpCount: null,
    },
    event: {
      name: 'Harusi ya Amina',
      status: 'active',
      startsAt: '2031-06-06T11:00:00.000Z',
      endsAt: '2031-06-06T17:00:00.000Z',
      timeZone: 'Africa/Nairobi',
      venue: 'Safari Park',
      mapLink: 'https://maps.example.org/safari-park',
      hosts: 'The Otieno family',
    },
    card: { width: 1200, height: 1800 },
  };
  server = await startTestServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (!request.url.includes(TOKEN)) {
      response.writeHead(404).end(JSON.stringify({ message: 'This invitation link is not valid' }));
      return;
    }
    if (request.method === 'POST') {
      const answer = JSON.parse(request.body) as { attending: boolean; count?: number };
      invitation = {
        ...invitation,
        guest: {
          ...invitation.guest,
          rsvpStatus: answer.attending ? 'accepted' : 'declined',
          rsvpCount: answer.attending ? (answer.count ?? 3) : 0,
        },
      };
    }
    response.writeHead(200).end(JSON.stringify(invitation));
  });
  setApiOrigin(server.origin);
});
afterEach(async () => server.close());

describe('invitation page', () => {
  it('shows the event in its own zone and records an answer with a head count', async () => {
    renderApp({ path: `/i/${TOKEN}`, user: null });
    expect(await screen.findByRole('heading', { name: 'Harusi ya Amina' })).toBeInTheDocument();
    expect(screen.getByText(/Africa\/Nairobi time|Africa\/Nairobi/)).toBeInTheDocument();
    expect(screen.getByText(/2:00\s?PM|14:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /add to calendar/i })).toHaveAttribute(
      'href',
      `${server.origin}/api/invitations/${TOKEN}/calendar.ics`,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Yes, I will attend' }));
    await user.selectOptions(screen.getByLabelText('How many of you will come?'), '2');
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));

    await waitFor(() =>
      expect(screen.getByText('Your answer: attending, 2 of 3.')).toBeInTheDocument(),
    );
    const posted = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(posted!.body)).toEqual({ attending: true, count: 2 });
  });

  it("keeps the card's place at its size, and takes a card that fails to draw away", async () => {
    renderApp({ path: `/i/${TOKEN}`, user: null });
    const card = await screen.findByRole('img', { name: /Invitation card for Baraka/ });
    // The screen's copy; the print-size PNG is the download.
    expect(card).toHaveAttribute('src', `${server.origin}/api/invitations/${TOKEN}/card.webp`);
    expect(screen.getByRole('link', { name: 'Save the card' })).toHaveAttribute(
      'href',
      `${server.origin}/api/invitations/${TOKEN}/card.png`,
    );
    expect(card).toHaveAttribute('width', '1200');
    expect(card).toHaveAttribute('height', '1800');
    fireEvent.error(card);
    expect(screen.queryByRole('img', { name: /Invitation card/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harusi ya Amina' })).toBeInTheDocument();
  });

  it('shows no card when the event has no card design', async () => {
    invitation = { ...invitation, card: null };
    renderApp({ path: `/i/${TOKEN}`, user: null });
    expect(await screen.findByRole('heading', { name: 'Harusi ya Amina' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Invitation card/ })).not.toBeInTheDocument();
  });

  it('says plainly when a link is not valid', async () => {
    renderApp({ path: '/i/revoked-or-unknown-token', user: null });
    expect(await screen.findByText('This invitation link is not valid')).toBeInTheDocument();
    expect(screen.getByText(/ask your host to send it again/i)).toBeInTheDocument();
  });
});
