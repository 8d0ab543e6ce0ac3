import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Occasion } from '@karamu/shared';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { OccasionFormDialog } from './occasion-form-dialog';

const harusi: Occasion = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Harusi ya Amina',
  // 14:00 on 5 Dec in Nairobi.
  startsAt: '2026-12-05T11:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  currency: 'KES',
  targetMinor: 50_000_000,
  defaultCountry: 'KE',
  description: null,
  allowOverpayment: false,
  memberCount: 0,
  pledgedMinor: 0,
  paidMinor: 0,
  balanceMinor: 0,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 3,
};

const serve: Handler = (request, res) => {
  if (request.url === '/api/installation') {
    return sendJson(res, 200, {
      defaultCountry: 'TZ',
      defaultCurrency: 'TZS',
      defaultTimeZone: 'Africa/Dar_es_Salaam',
    });
  }
  if (request.method === 'POST') {
    return sendJson(res, 201, { ...harusi, ...JSON.parse(request.body), id: 'new', version: 1 });
  }
  if (request.method === 'PATCH') {
    return sendJson(res, 200, { ...harusi, ...JSON.parse(request.body), version: 4 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

/** The dialog once its form is drawn: a new occasion's waits for the installation's defaults. */
async function renderDialog(occasion?: Occasion) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <OccasionFormDialog open onOpenChange={vi.fn()} occasion={occasion} onSaved={onSaved} />,
  );
  await screen.findByLabelText(/^Name/);
  return { user, onSaved };
}

const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, JSON.parse(r.body)]);
const setValue = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function chooseTimeZone(user: ReturnType<typeof userEvent.setup>, search: string) {
  await user.click(screen.getByRole('button', { name: /^Time zone/ }));
  await user.type(await screen.findByRole('combobox', { name: 'Search time zones' }), search);
  await user.keyboard('{Enter}');
}

describe('OccasionFormDialog', { timeout: 60_000 }, () => {
  it("starts a new occasion on the installation's zone, currency and country (issue 29)", async () => {
    await renderDialog();
    expect(screen.getByRole('button', { name: /^Time zone/ })).toHaveTextContent(
      'Africa/Dar_es_Salaam',
    );
    expect(screen.getByLabelText('Currency')).toHaveValue('TZS');
    expect(screen.getByLabelText("Country of members' phone numbers")).toHaveValue('TZ');
  });

  it('says what is missing and what is wrong, and sends nothing', async () => {
    const { user } = await renderDialog();
    setValue('Currency', '');
    await user.click(screen.getByRole('button', { name: 'Create occasion' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Time')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(/Currency is required/);

    setValue('Currency', 'KES');
    await user.type(screen.getByLabelText('Target (KES, optional)'), '10.555');
    await user.click(screen.getByRole('button', { name: 'Create occasion' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Target (KES, optional)')).toHaveAccessibleDescription(
        /KES amounts have at most 2 decimals/,
      ),
    );
    // The same text is whole shillings in a currency without decimals: only the message changes.
    setValue('Currency', 'UGX');
    await user.click(screen.getByRole('button', { name: 'Create occasion' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Target (UGX, optional)')).toHaveAccessibleDescription(
        /UGX amounts have no decimals/,
      ),
    );
    expect(writes()).toEqual([]);
  });

  it("creates: the date at the occasion's zone and the target in minor units of its currency", async () => {
    const { user, onSaved } = await renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Harusi ya Amina');
    setValue('Date', '2026-12-05');
    setValue('Time', '14:00');
    await chooseTimeZone(user, 'Nairobi');
    setValue('Currency', 'KES');
    await user.type(screen.getByLabelText('Target (KES, optional)'), '1,500.50');
    setValue("Country of members' phone numbers", 'TZ');
    await user.click(screen.getByRole('button', { name: 'Create occasion' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toEqual([
      [
        'POST',
        '/api/occasions',
        {
          name: 'Harusi ya Amina',
          startsAt: '2026-12-05T11:00:00.000Z',
          timeZone: 'Africa/Nairobi',
          currency: 'KES',
          targetMinor: 150_050,
          defaultCountry: 'TZ',
          description: null,
          allowOverpayment: false,
        },
      ],
    ]);
  });

  it('edits: lets members pay more than they pledged when the box is ticked', async () => {
    const { user, onSaved } = await renderDialog(harusi);
    const box = screen.getByRole('checkbox', { name: 'Members may pay more than they pledged' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/at most what they still owe/);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save occasion' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toEqual([
      ['PATCH', `/api/occasions/${harusi.id}`, { allowOverpayment: true, version: 3 }],
    ]);
  });

  it('edits: shows the target as a decimal, sends only what changed with the version', async () => {
    const { user, onSaved } = await renderDialog(harusi);
    expect(screen.getByRole('dialog', { name: 'Edit Harusi ya Amina' })).toBeVisible();
    expect(screen.getByLabelText('Time')).toHaveValue('14:00');
    expect(screen.getByLabelText('Target (KES, optional)')).toHaveValue('500000.00');
    setValue('Time', '16:30');
    await user.clear(screen.getByLabelText('Target (KES, optional)'));
    await user.click(screen.getByRole('button', { name: 'Save occasion' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toEqual([
      [
        'PATCH',
        `/api/occasions/${harusi.id}`,
        { startsAt: '2026-12-05T13:30:00.000Z', targetMinor: null, version: 3 },
      ],
    ]);
  });

  it("puts the server's refusal of a currency change on the Currency field", async () => {
    const message = 'The currency cannot change once money is recorded';
    server.route = (_request, res) =>
      sendJson(res, 400, { message, fieldErrors: { currency: [message] } });
    const { user, onSaved } = await renderDialog(harusi);
    setValue('Currency', 'TZS');
    await user.click(screen.getByRole('button', { name: 'Save occasion' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(new RegExp(message)),
    );
    // The target's text reads the same in TZS, so only the currency travels.
    expect(writes()[0]?.[2]).toEqual({ currency: 'TZS', version: 3 });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
