import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Member } from '@karamu/shared';
import { phoneRulesKeys } from '@/entities/installation';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { MemberFormDialog, type MemberOccasion } from './member-form-dialog';

const KES_OCCASION: MemberOccasion = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Harusi ya Amina',
  currency: 'KES',
  defaultCountry: 'KE',
};
const membersUrl = `/api/occasions/${KES_OCCASION.id}/members`;

const neema: Member = {
  id: '00000000-0000-4000-8000-0000000000a1',
  occasionId: KES_OCCASION.id,
  occasionName: KES_OCCASION.name,
  currency: 'KES',
  name: 'Neema Otieno',
  phone: '+254712345678',
  email: null,
  pledgedMinor: 1_000_000,
  paidMinor: 400_000,
  balanceMinor: 600_000,
  notes: null,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 2,
};

const serve: Handler = (request, res) => {
  if (request.method === 'POST') {
    return sendJson(res, 201, { ...neema, id: 'new', ...JSON.parse(request.body), version: 1 });
  }
  if (request.method === 'PATCH') {
    return sendJson(res, 200, { ...neema, ...JSON.parse(request.body), version: 3 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

function renderDialog(occasion: MemberOccasion, member?: Member) {
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  // The phone rules already in the cache: nothing else to fetch.
  renderWithProviders(
    <MemberFormDialog open onOpenChange={onOpenChange} occasion={occasion} member={member} />,
    { cached: [[phoneRulesKeys.all, { extraMobilePrefixes: {} }]] },
  );
  return { user, onOpenChange };
}

const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, JSON.parse(r.body)]);

describe('MemberFormDialog', { timeout: 60_000 }, () => {
  it("reads the pledge digit by digit in the occasion's currency, refusing more decimals than it has", async () => {
    const { user, onOpenChange } = renderDialog(KES_OCCASION);
    const dialog = screen.getByRole('dialog', { name: 'Add a member' });
    const pledge = within(dialog).getByLabelText('Pledge (KES)');
    await user.type(within(dialog).getByLabelText('Name'), 'Juma Mwangi');
    await user.type(pledge, '10.555');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() =>
      expect(pledge).toHaveAccessibleDescription(/KES amounts have at most 2 decimals/),
    );

    await user.clear(pledge);
    await user.type(pledge, '1.500,50');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() =>
      expect(pledge).toHaveAccessibleDescription(/Enter an amount such as 1500 or 1,500.50/),
    );
    expect(writes()).toEqual([]);

    await user.clear(pledge);
    await user.type(pledge, '1,500.50');
    await user.type(within(dialog).getByLabelText('Phone'), '0712 345678');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()).toEqual([
      [
        'POST',
        membersUrl,
        {
          name: 'Juma Mwangi',
          phone: '+254712345678',
          email: null,
          pledgedMinor: 150_050,
          notes: null,
        },
      ],
    ]);
  });

  it('takes a blank pledge as nothing pledged yet, and whole units in a currency without decimals', async () => {
    const ugx = { ...KES_OCCASION, currency: 'UGX', defaultCountry: 'UG' };
    const { user, onOpenChange } = renderDialog(ugx);
    const pledge = screen.getByLabelText('Pledge (UGX)');
    await user.type(screen.getByLabelText('Name'), 'Okello');
    await user.type(pledge, '50,000.5');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(pledge).toHaveAccessibleDescription(/UGX amounts have no decimals/));
    await user.clear(pledge);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()[0]?.[2]).toMatchObject({ pledgedMinor: 0 });
  });

  it('edits: shows the pledge as a decimal and sends only what changed, with the version', async () => {
    const { user, onOpenChange } = renderDialog(KES_OCCASION, neema);
    expect(screen.getByRole('dialog', { name: 'Edit Neema Otieno' })).toBeVisible();
    const pledge = screen.getByLabelText('Pledge (KES)');
    expect(pledge).toHaveValue('10000.00');
    await user.clear(pledge);
    await user.type(pledge, '12,000');
    await user.click(screen.getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()).toEqual([
      ['PATCH', `/api/members/${neema.id}`, { pledgedMinor: 1_200_000, version: 2 }],
    ]);
  });

  it("puts the server's message on the field it names", async () => {
    server.route = (request, res) =>
      sendJson(res, 409, {
        message: 'Another member of this occasion has this phone number',
        fieldErrors: { phone: ['Another member of this occasion has this phone number'] },
      });
    const { user, onOpenChange } = renderDialog(KES_OCCASION);
    await user.type(screen.getByLabelText('Name'), 'Imani');
    await user.type(screen.getByLabelText('Phone'), '0712 345678');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
        /Another member of this occasion has this phone number/,
      ),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
