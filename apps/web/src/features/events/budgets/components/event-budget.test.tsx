import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Budget, BudgetItem, EventVendor, Privilege } from '@karamu/shared';
import { makeEvent } from '../../../../../test/fixtures/event-fixtures';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { page, publicVendor } from '../../../../../test/fixtures/vendor-fixtures';
import { sendJson, setupApiServer, type RecordedRequest } from '../../../../../test/test-server';

const event = makeEvent({ categoryName: 'Weddings' });

const MAMA = publicVendor();
const eventUrl = `/api/events/${event.id}`;
const budgetUrl = `${eventUrl}/budget`;
const itemsUrl = `${budgetUrl}/items`;

const zeros = {
  itemCount: 0,
  estimatedMinor: 0,
  actualMinor: 0,
  actualKnownCount: 0,
  paidMinor: 0,
  dueMinor: 0,
};
const CATEGORIES = [
  'venue',
  'catering',
  'decoration',
  'photography',
  'mc',
  'attire',
  'transport',
  'other',
] as const;

const HALL: BudgetItem = {
  id: '00000000-0000-4000-8000-0000000000c1',
  eventId: event.id,
  category: 'venue',
  name: 'Hall',
  estimatedMinor: 5_000_000,
  actualMinor: 4_500_000,
  paidMinor: 1_000_000,
  dueMinor: 3_500_000,
  dueOn: '2020-01-01',
  notes: null,
  vendorId: null,
  vendorName: null,
  serviceId: null,
  serviceTitle: null,
  payments: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      amountMinor: 1_000_000,
      paidOn: '2026-01-10',
      method: 'bank',
      note: 'Deposit',
      created: '2026-01-10T09:00:00.000Z',
      createdBy: 'amina',
    },
  ],
  created: '2026-01-01T09:00:00.000Z',
  updated: '2026-01-01T09:00:00.000Z',
  createdBy: 'amina',
  version: 1,
};

const BUDGET: Budget = {
  eventId: event.id,
  currency: 'KES',
  totalMinor: 10_000_000,
  notes: null,
  created: '2026-01-01T09:00:00.000Z',
  updated: '2026-01-01T09:00:00.000Z',
  createdBy: 'amina',
  version: 1,
  totals: {
    itemCount: 1,
    estimatedMinor: 5_000_000,
    actualMinor: 4_500_000,
    actualKnownCount: 1,
    paidMinor: 1_000_000,
    dueMinor: 3_500_000,
    costMinor: 4_500_000,
    moneyInMinor: 2_000_000,
    otherCurrencyPayments: 0,
  },
  categories: CATEGORIES.map((category) =>
    category === 'venue'
      ? {
          category,
          itemCount: 1,
          estimatedMinor: 5_000_000,
          actualMinor: 4_500_000,
          actualKnownCount: 1,
          paidMinor: 1_000_000,
          dueMinor: 3_500_000,
        }
      : { category, ...zeros },
  ),
};

const eventVendor: EventVendor = {
  vendorId: MAMA.id,
  businessName: MAMA.businessName,
  city: MAMA.city,
  phone: MAMA.phone,
  whatsapp: MAMA.whatsapp,
  serviceId: null,
  serviceTitle: null,
  servicePricing: null,
  servicePriceMinor: null,
  serviceCurrency: null,
  serviceUnit: null,
  status: 'confirmed',
  review: 'not-started',
  created: '2026-11-20T09:00:00.000Z',
};

let budget: Budget | null;
let items: BudgetItem[];
let failBudget: boolean;

const server = setupApiServer((request, res) => {
  const path = new URL(request.url, 'http://test').pathname;
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (path === eventUrl) return sendJson(res, 200, event);
  if (path === `${eventUrl}/stats`) return sendJson(res, 404, { message: 'Not found' });
  if (path === `${eventUrl}/vendors`) return sendJson(res, 200, { items: [eventVendor] });
  if (path === '/api/public/vendors') {
    return sendJson(res, 200, page([]));
  }
  if (path === `/api/public/vendors/${MAMA.id}`) return sendJson(res, 200, MAMA);
  if (path === budgetUrl && request.method === 'GET') {
    if (failBudget) return sendJson(res, 503, { message: 'The database is not reachable' });
    return sendJson(res, 200, { budget });
  }
  if (path === budgetUrl && request.method === 'POST') {
    budget = {
      ...BUDGET,
      totalMinor: body.totalMinor as number,
      totals: { ...BUDGET.totals, ...zeros },
    };
    return sendJson(res, 201, budget);
  }
  if (path === budgetUrl && request.method === 'PATCH') {
    if (budget && body.version !== budget.version) {
      return sendJson(res, 409, {
        message: 'Someone else changed the budget',
        fieldErrors: { version: ['Someone else changed the budget'] },
      });
    }
    budget = { ...BUDGET, ...body, version: BUDGET.version + 1 };
    return sendJson(res, 200, budget);
  }
  if (path === itemsUrl && request.method === 'GET') return sendJson(res, 200, { items });
  if (path === itemsUrl && request.method === 'POST') {
    if ((body.estimatedMinor as number) > 1_000_000_000) {
      return sendJson(res, 400, {
        message: 'Estimated cost is too large',
        fieldErrors: { estimatedMinor: ['Estimated cost is too large'] },
      });
    }
    return sendJson(res, 201, { ...HALL, ...body, id: '00000000-0000-4000-8000-0000000000c2' });
  }
  if (path === `${itemsUrl}/${HALL.id}/payments` && request.method === 'POST') {
    if (body.method === 'other') {
      return sendJson(res, 400, {
        message: 'Method is not allowed',
        fieldErrors: { method: ['Method is not allowed'] },
      });
    }
    return sendJson(res, 201, HALL);
  }
  if (path === `${itemsUrl}/${HALL.id}` && request.method === 'PATCH') {
    return sendJson(res, 200, { ...HALL, ...body, version: HALL.version + 1 });
  }
  if (path === `${itemsUrl}/${HALL.id}` && request.method === 'DELETE') {
    items = [];
    return sendJson(res, 200, { message: 'Budget item deleted' });
  }
  return sendJson(res, 404, { message: 'Not found' });
});
beforeEach(() => {
  budget = BUDGET;
  items = [HALL];
  failBudget = false;
});

const ALL: Privilege[] = [
  'READ_EVENTS',
  'READ_BUDGETS',
  'ADD_BUDGETS',
  'UPDATE_BUDGETS',
  'DELETE_BUDGETS',
  'READ_BUDGET_ITEMS',
  'ADD_BUDGET_ITEMS',
  'UPDATE_BUDGET_ITEMS',
  'DELETE_BUDGET_ITEMS',
];

function renderBudget(privileges: Privilege[] = ALL) {
  const user = userEvent.setup();
  renderApp({ path: `/dashboard/events/${event.id}?tab=budget`, user: makeUser(privileges) });
  return user;
}

const writes = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter(
    (r) => r.method === method && new URL(r.url, 'http://test').pathname === path,
  );

describe("an event's budget tab", () => {
  it('starts a budget in the currency of the event’s country, the total in minor units', async () => {
    budget = null;
    const user = renderBudget();
    expect(await screen.findByText(/This event has no budget yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start the budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the budget' });
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('KES');
    await user.type(within(dialog).getByLabelText(/Total budget/), '1,000,000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Start the budget' }));
    await waitFor(() => expect(writes('POST', budgetUrl)).toHaveLength(1));
    expect(JSON.parse(writes('POST', budgetUrl)[0]!.body)).toEqual({
      currency: 'KES',
      totalMinor: 100_000_050,
      notes: null,
    });
    expect(await screen.findByRole('heading', { name: 'Totals' })).toBeVisible();
  });

  it('shows the totals, the chart with its table, and each item with its payments', async () => {
    renderBudget();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Estimated').nextSibling).toHaveTextContent('50,000.00');
    expect(within(totals).getByText('Paid to vendors').nextSibling).toHaveTextContent('10,000.00');
    expect(within(totals).getByText('Still due').nextSibling).toHaveTextContent('35,000.00');
    expect(within(totals).getByText('Left in the budget')).toBeVisible();
    expect(within(totals).getByText('Money in from guests').nextSibling).toHaveTextContent(
      '20,000.00',
    );
    // The bars are hidden from assistive technology; the table says the same.
    expect(screen.getByTestId('budget-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: /Estimated, actual and paid per category/ });
    const row = within(table).getByRole('row', { name: /Venue/ });
    expect(row).toHaveTextContent('50,000.00');
    expect(row).toHaveTextContent('45,000.00');
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    const list = await screen.findByRole('list', { name: 'Budget items' });
    const hall = within(list).getByRole('listitem', { name: 'Hall' });
    expect(hall).toHaveTextContent('Overdue');
    expect(hall).toHaveTextContent('Deposit');
  });

  it('says a cost not known yet is not known, not KES 0.00', async () => {
    const unknown = { actualMinor: 0, actualKnownCount: 0 };
    budget = {
      ...BUDGET,
      totals: { ...BUDGET.totals, ...unknown },
      categories: BUDGET.categories.map((row) =>
        row.category === 'venue' ? { ...row, ...unknown } : row,
      ),
    };
    renderBudget();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Actual').nextSibling).toHaveTextContent('Not known yet');
    const table = screen.getByRole('table', { name: /Estimated, actual and paid per category/ });
    const row = within(table).getByRole('row', { name: /Venue/ });
    expect(row).toHaveTextContent('Not known yet');
  });

  it('records a payment to the vendor in minor units, and deletes an item after asking', async () => {
    const user = renderBudget();
    const list = await screen.findByRole('list', { name: 'Budget items' });
    await user.click(within(list).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    const amount = within(dialog).getByLabelText('Amount (KES)');
    expect(amount).toHaveValue('35000.00');
    await user.clear(amount);
    await user.type(amount, '2,500.5');
    await user.clear(within(dialog).getByLabelText('Paid on'));
    await user.type(within(dialog).getByLabelText('Paid on'), '2026-03-01');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'Mobile money');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(writes('POST', `${itemsUrl}/${HALL.id}/payments`)).toHaveLength(1));
    expect(JSON.parse(writes('POST', `${itemsUrl}/${HALL.id}/payments`)[0]!.body)).toEqual({
      amountMinor: 250_050,
      paidOn: '2026-03-01',
      method: 'mobile_money',
      note: null,
    });

    // The dialog closes once the answer is in; until then it hides the page behind it.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record a payment' })).not.toBeInTheDocument(),
    );
    await user.click(await within(list).findByRole('button', { name: 'Delete Hall' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Hall?' });
    expect(writes('DELETE', `${itemsUrl}/${HALL.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete item' }));
    await waitFor(() => expect(writes('DELETE', `${itemsUrl}/${HALL.id}`)).toHaveLength(1));
    expect(await screen.findByText(/No items yet/)).toBeVisible();
  });

  it("adds an item linked to one of the event's vendors, the server's refusal on its field", async () => {
    const user = renderBudget();
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a budget item' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Catering');
    await user.type(within(dialog).getByLabelText('Name'), 'Food');
    await user.type(within(dialog).getByLabelText('Estimated cost (KES)'), '20,000,000');
    const vendor = within(dialog).getByLabelText('Vendor');
    const group = within(vendor).getByRole('group', { name: "This event's vendors" });
    expect(within(group).getByRole('option', { name: MAMA.businessName })).toBeInTheDocument();
    await user.selectOptions(vendor, MAMA.businessName);
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    const field = await within(dialog).findByLabelText('Estimated cost (KES)');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Estimated cost is too large'));
    expect(JSON.parse(writes('POST', itemsUrl)[0]!.body)).toMatchObject({
      category: 'catering',
      name: 'Food',
      estimatedMinor: 2_000_000_000,
      actualMinor: null,
      vendorId: MAMA.id,
      serviceId: null,
    });
    await user.clear(field);
    await user.type(field, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText(/Enter an amount such as/)).toBeVisible();
    expect(writes('POST', itemsUrl)).toHaveLength(1);
  });

  it('shows what is wrong on each field before sending, and the server’s refusal on its field', async () => {
    const user = renderBudget();
    const list = await screen.findByRole('list', { name: 'Budget items' });
    await user.click(within(list).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    const amount = within(dialog).getByLabelText('Amount (KES)');
    const paidOn = within(dialog).getByLabelText('Paid on');
    const record = within(dialog).getByRole('button', { name: 'Record payment' });
    await user.clear(amount);
    await user.clear(paidOn);
    await user.click(record);
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter the amount paid'));
    expect(paidOn).toHaveAccessibleDescription('Enter the day it was paid');
    expect(amount).toHaveFocus();
    // Read digit by digit: a third decimal is refused, never rounded; 0 is no payment.
    await user.type(amount, '10.005');
    await user.type(paidOn, '2026-03-01');
    await user.click(record);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/at most 2 decimals/));
    expect(paidOn).not.toHaveAccessibleDescription();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(record);
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Amount must be more than 0'));
    expect(writes('POST', `${itemsUrl}/${HALL.id}/payments`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'Other');
    await user.click(record);
    const method = within(dialog).getByLabelText('Method');
    await waitFor(() => expect(method).toHaveAccessibleDescription('Method is not allowed'));
    expect(method).toHaveFocus();
    expect(amount).not.toHaveAccessibleDescription();
    expect(writes('POST', `${itemsUrl}/${HALL.id}/payments`)).toHaveLength(1);
  });

  it('refuses an item without a name, and an edit sends only what changed with its version', async () => {
    const user = renderBudget();
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const add = await screen.findByRole('dialog', { name: 'Add a budget item' });
    await user.type(within(add).getByLabelText('Actual cost (KES, optional)'), '1.2.3');
    await user.click(within(add).getByRole('button', { name: 'Add item' }));
    const name = within(add).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(within(add).getByLabelText('Actual cost (KES, optional)')).toHaveAccessibleDescription(
      /Enter an amount such as/,
    );
    expect(writes('POST', itemsUrl)).toHaveLength(0);
    await user.click(within(add).getByRole('button', { name: 'Cancel' }));

    const list = screen.getByRole('list', { name: 'Budget items' });
    await user.click(within(list).getByRole('button', { name: /Edit Hall/ }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Hall' });
    expect(within(edit).getByLabelText('Estimated cost (KES)')).toHaveValue('50000.00');
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Garden hall');
    await user.click(within(edit).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(writes('PATCH', `${itemsUrl}/${HALL.id}`)).toHaveLength(1));
    expect(JSON.parse(writes('PATCH', `${itemsUrl}/${HALL.id}`)[0]!.body)).toEqual({
      name: 'Garden hall',
      version: 1,
    });
  });

  it('changes the total in the fixed currency; a save based on an old version offers the latest', async () => {
    budget = { ...BUDGET, version: 2, notes: 'Agreed with the family' };
    const user = renderBudget();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Budget settings' });
    expect(within(dialog).getByLabelText('Currency')).toBeDisabled();
    const total = within(dialog).getByLabelText('Total budget (KES, optional)');
    expect(total).toHaveValue('100000.00');
    await user.clear(total);
    await user.type(total, '150,000.505');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(total).toHaveAccessibleDescription(/at most 2 decimals/));
    await user.clear(total);
    await user.type(total, '150,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('PATCH', budgetUrl)).toHaveLength(1));
    expect(JSON.parse(writes('PATCH', budgetUrl)[0]!.body)).toEqual({
      totalMinor: 15_000_000,
      version: 2,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Budget settings' })).not.toBeInTheDocument(),
    );

    // Someone else saves in between: the refusal keeps what was typed and offers their version.
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    dialog = await screen.findByRole('dialog', { name: 'Budget settings' });
    budget = { ...budget!, version: 4, notes: 'Their notes' };
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed the budget');
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveValue('Mine');
    const load = within(alert).getByRole('button', { name: 'Load the latest version' });
    await waitFor(() => expect(load).toBeEnabled());
    await user.click(load);
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveValue('Their notes');
  });

  it('offers no changes to a reader, and a retry when the budget fails to load', async () => {
    failBudget = true;
    const user = renderBudget(['READ_EVENTS', 'READ_BUDGETS', 'READ_BUDGET_ITEMS']);
    expect(await screen.findByText('We could not load the budget')).toBeVisible();
    failBudget = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Budget items' });
    expect(screen.getByRole('button', { name: 'Print summary' })).toBeVisible();
    for (const name of ['Settings', 'Delete budget', 'Add item', 'Record payment']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
