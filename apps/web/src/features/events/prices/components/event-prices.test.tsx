import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bundle, Price, Privilege } from '@karamu/shared';
import { makeEvent } from '../../../../../test/fixtures/event-fixtures';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type RecordedRequest } from '../../../../../test/test-server';

const event = makeEvent();
const eventUrl = `/api/events/${event.id}`;
const meta = {
  eventId: event.id,
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
  createdBy: 'admin',
  version: 1,
};

let prices: Price[] = [];
let bundles: Bundle[] = [];
let failPrices = false;
let serial = 0;

const newId = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

const server = setupApiServer((request, res) => {
  const path = new URL(request.url, 'http://test').pathname;
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (path === eventUrl) return sendJson(res, 200, event);
  if (path === `${eventUrl}/stats`) return sendJson(res, 404, { message: 'Not found' });
  if (path === `${eventUrl}/prices` && request.method === 'GET') {
    if (failPrices) return sendJson(res, 500, { message: 'Something went wrong' });
    return sendJson(res, 200, { items: prices, total: prices.length, page: 1, size: 100 });
  }
  if (path === `${eventUrl}/prices` && request.method === 'POST') {
    if (body.currency !== 'KES') {
      return sendJson(res, 400, {
        message: "This event's prices are in KES",
        fieldErrors: { currency: ["This event's prices are in KES"] },
      });
    }
    const price = { ...meta, id: newId(), ...body } as Price;
    prices = [...prices, price];
    return sendJson(res, 201, price);
  }
  if (path === `${eventUrl}/bundles` && request.method === 'GET') {
    return sendJson(res, 200, { items: bundles, total: bundles.length, page: 1, size: 100 });
  }
  if (path === `${eventUrl}/bundles` && request.method === 'POST') {
    const bundle = { ...meta, id: newId(), guestCount: 0, notes: null, ...body } as Bundle;
    bundles = [...bundles, bundle];
    return sendJson(res, 201, bundle);
  }
  if (path.startsWith(`${eventUrl}/bundles/`) && request.method === 'DELETE') {
    const id = path.slice(`${eventUrl}/bundles/`.length);
    bundles = bundles.filter((b) => b.id !== id);
    return sendJson(res, 200, { message: 'Bundle deleted' });
  }
  return sendJson(res, 404, { message: 'Not found' });
});
beforeEach(() => {
  prices = [];
  bundles = [];
  failPrices = false;
});

const requestsTo = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter(
    (request) => request.method === method && new URL(request.url, 'http://test').pathname === path,
  );

const ORGANISER: Privilege[] = [
  'READ_EVENTS',
  'READ_PRICES',
  'ADD_PRICES',
  'UPDATE_PRICES',
  'DELETE_PRICES',
  'READ_BUNDLES',
  'ADD_BUNDLES',
  'UPDATE_BUNDLES',
  'DELETE_BUNDLES',
];

function renderPrices(privileges: Privilege[] = ORGANISER) {
  const user = userEvent.setup();
  renderApp({ path: `/dashboard/events/${event.id}?tab=prices`, user: makeUser(privileges) });
  return user;
}

const priceList = () => screen.findByRole('list', { name: 'Price of each card type' });

describe("an event's prices", () => {
  it('sets a card price in the chosen currency, refusing a fractional amount on the field first', async () => {
    const user = renderPrices();
    expect(await screen.findByRole('tab', { name: 'Prices', selected: true })).toBeVisible();
    expect(await screen.findByLabelText('Currency')).toHaveValue('KES');
    const single = within(await priceList()).getAllByRole('listitem')[0]!;
    expect(single).toHaveTextContent('No price set');
    await user.click(within(single).getByRole('button', { name: 'Set price of a single card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Price of a single card' });
    const amount = within(dialog).getByLabelText('Price (KES)');
    await user.type(amount, '1500.555');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText('KES amounts have at most 2 decimals')).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', `${eventUrl}/prices`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1,500');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(requestsTo('POST', `${eventUrl}/prices`)[0]!.body)).toEqual({
      cardType: 'single',
      currency: 'KES',
      amountMinor: 150_000,
    });
    expect(await within(await priceList()).findByText('KES 1,500.00')).toBeVisible();
    // The first price fixed the currency: no picker any more.
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
    expect(screen.getByText(/Amounts are in KES/)).toBeVisible();
  });

  it("puts the server's refusal of another currency on the amount field", async () => {
    const user = renderPrices();
    await user.selectOptions(await screen.findByLabelText('Currency'), 'UGX');
    const double = within(await priceList()).getAllByRole('listitem')[1]!;
    await user.click(within(double).getByRole('button', { name: 'Set price of a double card' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Price (UGX)'), '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText("This event's prices are in KES")).toBeVisible();
  });

  it('adds a bundle, and deletes it after asking', async () => {
    prices = [{ ...meta, id: newId(), cardType: 'single', amountMinor: 100_000, currency: 'KES' }];
    const user = renderPrices();
    expect(await screen.findByText('No bundles yet.', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add bundle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bundle' });
    await user.type(within(dialog).getByLabelText('Name'), 'Family of 4');
    await user.type(within(dialog).getByLabelText('Price (KES)'), '3000');
    const admissions = within(dialog).getByLabelText('Admissions');
    await user.clear(admissions);
    await user.type(admissions, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save bundle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(requestsTo('POST', `${eventUrl}/bundles`)[0]!.body)).toEqual({
      name: 'Family of 4',
      amountMinor: 300_000,
      admissions: 4,
      notes: null,
      currency: 'KES',
    });
    const list = await screen.findByRole('list', { name: 'Bundles of this event' });
    expect(list).toHaveTextContent('KES 3,000.00 · 4 admissions');

    await user.click(within(list).getByRole('button', { name: 'Delete Family of 4' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Family of 4?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No bundles yet.', { exact: false })).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a reader the prices without buttons or bundles', async () => {
    prices = [{ ...meta, id: newId(), cardType: 'double', amountMinor: 180_000, currency: 'KES' }];
    renderPrices(['READ_EVENTS', 'READ_PRICES']);
    const list = await priceList();
    expect(list).toHaveTextContent('KES 1,800.00');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bundles' })).not.toBeInTheDocument();
  });

  it('says when the prices could not be loaded, and loads them on retry', async () => {
    failPrices = true;
    renderPrices();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the prices');
    failPrices = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await priceList()).toHaveTextContent('No price set');
  });
});
