import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation, InvitationPayment, PayLinkPayment } from '@karamu/shared';
import { renderApp } from '../../../../../test/render-app';
import { setupApiServer } from '../../../../../test/test-server';

const TOKEN = 'abcdefghijklmnopqrstuv';
const PAYMENT_ID = '00000000-0000-4000-8000-0000000000bb';
let invitation: Invitation;
const server = setupApiServer();

/** A family card of KES 12,000, KES 2,000 of it paid, M-Pesa offered. */
const MONEY: InvitationPayment = {
  currency: 'KES',
  amountDueMinor: 1_200_000,
  paidMinor: 200_000,
  balanceMinor: 1_000_000,
  provider: 'mpesa',
  phone: '+254722000111',
  defaultCountry: 'KE',
  minAmountMinor: 100,
  // What the card still owes (decision 0059).
  maxAmountMinor: 1_000_000,
  stepMinor: 100,
};
const pendingPayment: PayLinkPayment = {
  id: PAYMENT_ID,
  status: 'pending',
  amountMinor: 1_000_000,
  currency: 'KES',
  providerReceipt: null,
  failureReason: null,
  paidMinor: 200_000,
  balanceMinor: 1_000_000,
};
/** What following the payment answers now; what starting one was sent. */
let paymentNow: PayLinkPayment;
let payments: { phone: string; amountMinor: number }[];

beforeEach(() => {
  paymentNow = pendingPayment;
  payments = [];
  invitation = {
    guest: {
      name: 'Baraka',
      cardCode: 'AB2C9XYZ',
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
    payment: null,
  };
  server.route = (request, response) => {
    response.setHeader('content-type', 'application/json');
    if (!request.url.includes(TOKEN)) {
      response.writeHead(404).end(JSON.stringify({ message: 'This invitation link is not valid' }));
      return;
    }
    if (request.method === 'POST' && request.url.endsWith('/payments')) {
      const body = JSON.parse(request.body) as { phone: string; amountMinor: number };
      payments.push(body);
      response
        .writeHead(201)
        .end(JSON.stringify({ ...pendingPayment, amountMinor: body.amountMinor }));
      return;
    }
    if (request.url.endsWith(`/payments/${PAYMENT_ID}`)) {
      response.writeHead(200).end(JSON.stringify(paymentNow));
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
  };
});

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
    // The door's QR on its own, large, and the short code the door types (issue 29).
    const door = screen.getByRole('img', { name: 'QR code for the door, card code AB2C-9XYZ' });
    expect(door).toHaveAttribute('src', `${server.origin}/api/invitations/${TOKEN}/door-qr.svg`);
    expect(Number(door.getAttribute('width'))).toBeGreaterThanOrEqual(160);
    expect(screen.getByText('AB2C-9XYZ')).toBeVisible();
    expect(card).toHaveAttribute('height', '1800');
    fireEvent.error(card);
    expect(screen.queryByRole('img', { name: /Invitation card/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harusi ya Amina' })).toBeInTheDocument();
  });

  it('shows no card when the event has no card design, but the door QR all the same', async () => {
    invitation = { ...invitation, card: null };
    renderApp({ path: `/i/${TOKEN}`, user: null });
    expect(await screen.findByRole('heading', { name: 'Harusi ya Amina' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Invitation card/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^QR code for the door/ })).toBeVisible();
  });

  it('says plainly when a link is not valid', async () => {
    renderApp({ path: '/i/revoked-or-unknown-token', user: null });
    expect(await screen.findByText('This invitation link is not valid')).toBeInTheDocument();
    expect(screen.getByText(/ask your host to send it again/i)).toBeInTheDocument();
  });
});

describe("the answer page's money", { timeout: 60_000 }, () => {
  const figure = (term: string) =>
    within(screen.getByRole('region', { name: 'What your card costs' }))
      .getByText(term)
      .closest('div')!;

  it('says nothing of money when the card has no price', async () => {
    renderApp({ path: `/i/${TOKEN}`, user: null });
    expect(await screen.findByRole('heading', { name: 'Harusi ya Amina' })).toBeInTheDocument();
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
  });

  it('shows what is owed, opens the payment on request and follows it to the end', async () => {
    invitation = { ...invitation, payment: MONEY };
    renderApp({ path: `/i/${TOKEN}`, user: null });
    expect(await screen.findByText('Amount due')).toBeInTheDocument();
    expect(figure('Amount due')).toHaveTextContent(/12,000\.00/);
    expect(figure('Paid')).toHaveTextContent(/2,000\.00/);
    expect(figure('Balance')).toHaveTextContent(/10,000\.00/);
    // The form is not there until the guest asks for it.
    expect(screen.queryByLabelText('M-Pesa phone number')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    const phone = await screen.findByLabelText('M-Pesa phone number');
    // The panel takes the keyboard: the button that opened it is gone.
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('+254722000111');
    const amount = screen.getByLabelText('Amount (KES)');
    expect(amount).toHaveValue('10000.00');

    await user.clear(amount);
    await user.type(amount, '250,000');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(
      await screen.findByText(/^You can pay at most KES\s10,000\.00: what is still owed$/),
    ).toBeVisible();
    expect(payments).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '4,000');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    const status = await screen.findByText(/Check your phone: approve the payment of/);
    expect(status.closest('[aria-live]')).toHaveAttribute('role', 'status');
    expect(payments).toEqual([{ phone: '+254722000111', amountMinor: 400_000 }]);
    expect(
      server.requests.find((r) => r.method === 'POST' && r.url.endsWith('/payments'))!.url,
    ).toBe(`/api/invitations/${TOKEN}/payments`);

    // Approved on the phone: the figures move without a reload.
    paymentNow = {
      ...pendingPayment,
      amountMinor: 400_000,
      status: 'succeeded',
      providerReceipt: 'QKJ3XYZ12B',
      paidMinor: 600_000,
      balanceMinor: 600_000,
    };
    expect(await screen.findByText(/Thank you! Receipt QKJ3XYZ12B\./)).toBeVisible();
    expect(figure('Paid')).toHaveTextContent(/6,000\.00/);
    expect(figure('Balance')).toHaveTextContent(/6,000\.00/);
  });

  it('offers no pay button when nothing is owed, or no provider collects the currency', async () => {
    invitation = { ...invitation, payment: { ...MONEY, paidMinor: 1_200_000, balanceMinor: 0 } };
    const first = renderApp({ path: `/i/${TOKEN}`, user: null });
    expect(await screen.findByText('Amount due')).toBeInTheDocument();
    expect(figure('Balance')).toHaveTextContent(/0\.00/);
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
    first.unmount();

    invitation = { ...invitation, payment: { ...MONEY, provider: null } };
    renderApp({ path: `/i/${TOKEN}`, user: null });
    expect(await screen.findByText('Amount due')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
  });
});
