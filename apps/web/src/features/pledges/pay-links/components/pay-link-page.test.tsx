import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayLink, PayLinkPayment } from '@karamu/shared';
import { renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const TOKEN = 'abcdefghijklmnopqrstuv';
const PAYMENT_ID = '00000000-0000-4000-8000-0000000000aa';

const LINK: PayLink = {
  occasionName: 'Michango ya Harusi ya Neema',
  occasionStartsAt: '2026-12-11T22:30:00.000Z',
  occasionTimeZone: 'Africa/Nairobi',
  currency: 'KES',
  memberName: 'Juma Mwangi',
  phone: '+254722000111',
  defaultCountry: 'KE',
  pledgedMinor: 1_000_000,
  paidMinor: 400_000,
  balanceMinor: 600_000,
  provider: 'mpesa',
  paybill: '174379',
  accountCode: 'K7QX4M2',
  minAmountMinor: 100,
  // The balance: the occasion allows no overpayment (decision 0059).
  maxAmountMinor: 600_000,
  stepMinor: 100,
};

const pending: PayLinkPayment = {
  id: PAYMENT_ID,
  status: 'pending',
  amountMinor: 250_000,
  currency: 'KES',
  providerReceipt: null,
  failureReason: null,
  paidMinor: 400_000,
  balanceMinor: 600_000,
};

/** A number whose prompt the provider's answer was lost for (202 with a notice). */
const UNCONFIRMED_PHONE = '+254722000999';
/** A number that had its five prompts this hour, and one whose event's allowance is used up. */
const BUSY_PHONE = '+254722000555';
const PAUSED_PHONE = '+254722000666';
const BUSY =
  'This number has had 5 payment prompts in the last hour: to protect it from unwanted prompts, no more are sent to it for now. Try again in 42 minutes.';
const PAUSED =
  'Many payments for this occasion were started in the last hour, and prompts for it are paused for now: nothing was charged. Try again in 7 minutes.';

/** The pay link's API as the server answers it; `payment` is what the poll answers now. */
function payLinkApi(link: PayLink, payment: { current: PayLinkPayment }): Handler {
  return (request, res) => {
    if (!request.url.includes(TOKEN)) {
      return sendJson(res, 404, { message: 'This pay link is not valid' });
    }
    if (request.method === 'POST') {
      const body = JSON.parse(request.body) as { phone: string };
      if (body.phone.startsWith('+255')) {
        return sendJson(res, 400, {
          message: 'Use a mobile number of Kenya',
          fieldErrors: { phone: ['Use a mobile number of Kenya'] },
        });
      }
      if (body.phone === BUSY_PHONE) {
        return sendJson(res, 429, { message: BUSY, fieldErrors: { phone: [BUSY] } });
      }
      if (body.phone === PAUSED_PHONE) return sendJson(res, 429, { message: PAUSED });
      return body.phone === UNCONFIRMED_PHONE
        ? sendJson(res, 202, { ...pending, notice: 'We could not confirm the prompt was sent.' })
        : sendJson(res, 201, pending);
    }
    if (request.url.endsWith(`/payments/${PAYMENT_ID}`)) return sendJson(res, 200, payment.current);
    return sendJson(res, 200, link);
  };
}

const server = setupApiServer();

const figure = (term: string) =>
  within(screen.getByRole('region', { name: 'Your pledge' }))
    .getByText(term)
    .closest('div')!;

describe('the pay-link page', { timeout: 60_000 }, () => {
  it('shows the figures, pays the balance by default and follows the payment to the end', async () => {
    const payment = { current: pending };
    server.route = payLinkApi(LINK, payment);
    renderApp({ path: `/p/${TOKEN}`, user: null });

    expect(
      await screen.findByRole('heading', { name: 'Michango ya Harusi ya Neema' }),
    ).toBeVisible();
    expect(figure('Pledged')).toHaveTextContent(/10,000\.00/);
    expect(figure('Paid')).toHaveTextContent(/4,000\.00/);
    expect(figure('Still owed')).toHaveTextContent(/6,000\.00/);
    // For paying from the phone's menu.
    expect(screen.getByText('174379')).toBeVisible();
    expect(screen.getByText('K7QX4M2')).toBeVisible();

    const phone = screen.getByLabelText('M-Pesa phone number');
    const amount = screen.getByLabelText('Amount (KES)');
    expect(phone).toHaveValue('+254722000111');
    expect(amount).toHaveValue('6000.00');
    const user = userEvent.setup();

    // Out of the provider's limits: said under the field, nothing sent.
    await user.clear(amount);
    await user.type(amount, '0.50');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByText(/The smallest payment is/)).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);

    // More than the pledge still owes: the page says the most it takes, nothing sent.
    await user.clear(amount);
    await user.type(amount, '6,001');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(
      await screen.findByText(/^You can pay at most KES\s6,000\.00: what is still owed$/),
    ).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '2,500.50');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByText('Use a whole amount: M-Pesa takes no cents')).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);

    // A number of another country: the server's word lands under the phone.
    await user.clear(amount);
    await user.type(amount, '2,500');
    await user.clear(phone);
    await user.type(phone, '+255754000111');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByText('Use a mobile number of Kenya')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.clear(phone);
    await user.type(phone, '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    const status = await screen.findByText(/Check your phone: approve the payment of/);
    expect(status.closest('[aria-live]')).toHaveAttribute('role', 'status');
    const posted = server.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(posted.url).toBe(`/api/pay/${TOKEN}/payments`);
    expect(JSON.parse(posted.body)).toEqual({ phone: '0722 000 111', amountMinor: 250_000 });

    // Approved on the phone: the next check shows it, and the figures move without a reload.
    payment.current = {
      ...pending,
      status: 'succeeded',
      providerReceipt: 'QKJ3XYZ12A',
      paidMinor: 650_000,
      balanceMinor: 350_000,
    };
    expect(await screen.findByText(/Thank you! Receipt QKJ3XYZ12A\./)).toBeVisible();
    expect(figure('Paid')).toHaveTextContent(/6,500\.00/);
    expect(figure('Still owed')).toHaveTextContent(/3,500\.00/);
    const polls = server.requests.filter((r) => r.url.endsWith(`/payments/${PAYMENT_ID}`));
    expect(polls.length).toBeGreaterThan(0);
    expect(server.requests.filter((r) => r.url === `/api/pay/${TOKEN}`)).toHaveLength(1);
  });

  it('says a prompt that could not be confirmed as sent may still come, and follows it', async () => {
    const payment = { current: pending };
    server.route = payLinkApi(LINK, payment);
    renderApp({ path: `/p/${TOKEN}`, user: null });
    const phone = await screen.findByLabelText('M-Pesa phone number');
    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, UNCONFIRMED_PHONE);
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    const status = await screen.findByText(/We could not confirm the prompt for/);
    expect(status).toHaveTextContent(
      /for KES 2,500.00 was sent. If it reaches your phone, approve it with your M-Pesa PIN/,
    );
    expect(screen.queryByText(/nothing was charged: try again/)).toBeNull();

    // Approved after all: the page follows it to the end like any other.
    payment.current = {
      ...pending,
      status: 'succeeded',
      providerReceipt: 'QKJ3XYZ99B',
      paidMinor: 650_000,
      balanceMinor: 350_000,
    };
    expect(await screen.findByText(/Thank you! Receipt QKJ3XYZ99B\./)).toBeVisible();
  });

  it('offers no pay button when no provider is configured, only the figures', async () => {
    server.route = payLinkApi(
      {
        ...LINK,
        provider: null,
        paybill: null,
        minAmountMinor: 0,
        maxAmountMinor: 0,
        stepMinor: 1,
      },
      { current: pending },
    );
    renderApp({ path: `/p/${TOKEN}`, user: null });
    expect(
      await screen.findByText('Paying online is not available for this occasion'),
    ).toBeVisible();
    expect(figure('Still owed')).toHaveTextContent(/6,000\.00/);
    expect(screen.queryByRole('button', { name: /Pay with/ })).toBeNull();
    expect(screen.queryByText('Account number')).toBeNull();
  });

  it("puts the server's refusals of too many prompts where the payer reads them", async () => {
    server.route = payLinkApi(LINK, { current: pending });
    renderApp({ path: `/p/${TOKEN}`, user: null });
    const phone = await screen.findByLabelText('M-Pesa phone number');
    const user = userEvent.setup();
    // Five prompts to this number this hour: under the phone, with when to try again.
    await user.clear(phone);
    await user.type(phone, BUSY_PHONE);
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByText(BUSY)).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    // The occasion's allowance used up: an alert for the whole form.
    await user.clear(phone);
    await user.type(phone, PAUSED_PHONE);
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAUSED);
  });

  it('says a paid pledge owes nothing, with no pay button, when the occasion takes no more', async () => {
    server.route = payLinkApi(
      { ...LINK, paidMinor: 1_000_000, balanceMinor: 0, maxAmountMinor: 0 },
      { current: pending },
    );
    renderApp({ path: `/p/${TOKEN}`, user: null });
    expect(await screen.findByText('Your pledge is paid: nothing is owed')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay with/ })).toBeNull();
  });

  it('starts at the balance rounded up to whole shillings', async () => {
    server.route = payLinkApi(
      { ...LINK, balanceMinor: 600_050, paidMinor: 399_950, maxAmountMinor: 600_100 },
      { current: pending },
    );
    renderApp({ path: `/p/${TOKEN}`, user: null });
    expect(await screen.findByLabelText('Amount (KES)')).toHaveValue('6001.00');
  });

  it('says a link that is not valid is not valid', async () => {
    server.route = payLinkApi(LINK, { current: pending });
    renderApp({ path: '/p/zzzzzzzzzzzzzzzzzzzzzz', user: null });
    expect(await screen.findByText('This pay link is not valid')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
