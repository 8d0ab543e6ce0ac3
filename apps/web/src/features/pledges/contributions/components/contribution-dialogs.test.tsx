import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Contribution, Member } from '@karamu/shared';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { EditContributionDialog, RecordContributionDialog } from './contribution-dialogs';

// 14:30 in Nairobi (UTC+3).
const NOW = () => new Date('2026-11-21T11:30:00.000Z');
const OCCASION = { currency: 'KES', timeZone: 'Africa/Nairobi' };

const neema: Member = {
  id: '00000000-0000-4000-8000-0000000000a1',
  occasionId: '00000000-0000-4000-8000-0000000000c1',
  occasionName: 'Harusi ya Amina',
  currency: 'KES',
  name: 'Neema Otieno',
  phone: null,
  email: null,
  pledgedMinor: 1_000_000,
  paidMinor: 0,
  balanceMinor: 1_000_000,
  notes: null,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 1,
};

const contribution: Contribution = {
  id: '00000000-0000-4000-8000-0000000000b1',
  occasionId: neema.occasionId,
  occasionName: neema.occasionName,
  memberId: neema.id,
  memberName: neema.name,
  currency: 'KES',
  amountMinor: 400_000,
  // 09:15 in Nairobi.
  paidAt: '2026-11-20T06:15:00.000Z',
  method: 'cash',
  reference: null,
  notes: null,
  created: '2026-11-20T06:20:00.000Z',
  updated: '2026-11-20T06:20:00.000Z',
  createdBy: 'admin',
  version: 4,
};

const serve: Handler = (request, res) => {
  if (request.method === 'POST') {
    const body = JSON.parse(request.body) as Partial<Contribution>;
    return sendJson(res, 201, { ...contribution, ...body, id: 'new', version: 1 });
  }
  if (request.method === 'PATCH') {
    return sendJson(res, 200, { ...contribution, ...JSON.parse(request.body), version: 5 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

function renderWith(ui: ReactNode) {
  const user = userEvent.setup();
  renderWithProviders(ui);
  return { user };
}

const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, JSON.parse(r.body)]);

describe('RecordContributionDialog', { timeout: 60_000 }, () => {
  it("posts the member, the amount in minor units and the date paid in the occasion's zone", async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWith(
      <RecordContributionDialog
        member={neema}
        occasion={OCCASION}
        onOpenChange={onOpenChange}
        now={NOW}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Record a contribution' });
    expect(dialog).toHaveTextContent('From Neema Otieno towards Harusi ya Amina');
    expect(dialog).toHaveTextContent('Balance before this: KES 10,000.00');
    // Paid now, as clocks in Nairobi read it.
    expect(within(dialog).getByLabelText('Date paid')).toHaveValue('2026-11-21');
    expect(within(dialog).getByLabelText('Time paid')).toHaveValue('14:30');

    await user.click(within(dialog).getByRole('button', { name: 'Record contribution' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount (KES)')).toHaveAccessibleDescription(
        /This field is required/,
      ),
    );
    // Later today is still the future.
    fireEvent.change(within(dialog).getByLabelText('Time paid'), { target: { value: '15:00' } });
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '4,000');
    await user.click(within(dialog).getByRole('button', { name: 'Record contribution' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Date paid')).toHaveAccessibleDescription(
        /Date paid cannot be in the future/,
      ),
    );
    expect(writes()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Time paid'), { target: { value: '09:05' } });
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'mobile_money');
    await user.type(within(dialog).getByLabelText('Reference'), 'QKT4X9');
    await user.click(within(dialog).getByRole('button', { name: 'Record contribution' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()).toEqual([
      [
        'POST',
        '/api/contributions',
        {
          memberId: neema.id,
          amountMinor: 400_000,
          paidAt: '2026-11-21T06:05:00.000Z',
          method: 'mobile_money',
          reference: 'QKT4X9',
          notes: null,
        },
      ],
    ]);
  });

  it('shows a reference already used in the occasion on the Reference field and stays open', async () => {
    const duplicate = 'This reference is already recorded for this occasion';
    server.route = (_request, res) =>
      sendJson(res, 409, { message: duplicate, fieldErrors: { reference: [duplicate] } });
    const onOpenChange = vi.fn();
    const { user } = renderWith(
      <RecordContributionDialog
        member={neema}
        occasion={OCCASION}
        onOpenChange={onOpenChange}
        now={NOW}
      />,
    );
    await user.type(screen.getByLabelText('Amount (KES)'), '1500.50');
    await user.type(screen.getByLabelText('Reference'), 'QKT4X9');
    await user.click(screen.getByRole('button', { name: 'Record contribution' }));
    const reference = screen.getByLabelText('Reference');
    await waitFor(() => expect(reference).toHaveAccessibleDescription(duplicate));
    expect(reference).toHaveFocus();
    expect(writes()[0]?.[2]).toMatchObject({ amountMinor: 150_050, reference: 'QKT4X9' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('refuses more decimals than the currency has, with the message parseAmount gives', async () => {
    const { user } = renderWith(
      <RecordContributionDialog member={neema} occasion={OCCASION} onOpenChange={vi.fn()} />,
    );
    await user.type(screen.getByLabelText('Amount (KES)'), '10.555');
    await user.click(screen.getByRole('button', { name: 'Record contribution' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Amount (KES)')).toHaveAccessibleDescription(
        /KES amounts have at most 2 decimals/,
      ),
    );
    expect(writes()).toEqual([]);
  });
});

describe('EditContributionDialog', { timeout: 60_000 }, () => {
  it('shows the contribution in the occasion zone and sends only what changed', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWith(
      <EditContributionDialog
        contribution={contribution}
        timeZone="Africa/Nairobi"
        onOpenChange={onOpenChange}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit contribution' });
    expect(within(dialog).getByLabelText('Amount (KES)')).toHaveValue('4000.00');
    expect(within(dialog).getByLabelText('Date paid')).toHaveValue('2026-11-20');
    expect(within(dialog).getByLabelText('Time paid')).toHaveValue('09:15');
    await user.clear(within(dialog).getByLabelText('Amount (KES)'));
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '4500');
    await user.type(within(dialog).getByLabelText('Reference'), 'R-17');
    await user.click(within(dialog).getByRole('button', { name: 'Save contribution' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()).toEqual([
      [
        'PATCH',
        `/api/contributions/${contribution.id}`,
        { amountMinor: 450_000, reference: 'R-17', version: 4 },
      ],
    ]);
  });
});
