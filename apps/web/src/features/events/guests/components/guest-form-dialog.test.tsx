import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Guest } from '@karamu/shared';
import { phoneRulesKeys } from '@/entities/installation';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { makeGuest } from '../../../../../test/fixtures/event-fixtures';
import { GuestFormDialog } from './guest-form-dialog';

const EVENT = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Amina & Baraka',
  defaultCountry: 'KE',
};
const guestsUrl = `/api/events/${EVENT.id}/guests`;

const neema = makeGuest({
  eventName: EVENT.name,
  phone: '+254712345678',
  cardType: 'double',
  admissions: 2,
  tableName: 'Table 4',
  version: 2,
});

const FAMILY_BUNDLE = {
  id: '00000000-0000-4000-8000-0000000000b1',
  eventId: EVENT.id,
  name: 'Family of 4',
  amountMinor: 400_000,
  currency: 'KES',
  admissions: 4,
  notes: null,
  guestCount: 0,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 1,
};

const serve: Handler = (request, res) => {
  if (request.url === '/api/phone-rules') return sendJson(res, 200, { extraMobilePrefixes: {} });
  if (request.url.startsWith(`/api/events/${EVENT.id}/bundles`)) {
    return sendJson(res, 200, { items: [FAMILY_BUNDLE], total: 1, page: 1, size: 100 });
  }
  if (request.method === 'POST') {
    return sendJson(res, 201, { ...neema, id: 'new', ...JSON.parse(request.body), version: 1 });
  }
  if (request.method === 'PATCH') {
    return sendJson(res, 200, { ...neema, ...JSON.parse(request.body), version: 3 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

function renderDialog(
  guest?: Guest,
  rules?: { extraMobilePrefixes: Record<string, string[]> },
  mayReadBundles = false,
) {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  // Rules already in the cache: the form checks with them from the first keystroke.
  renderWithProviders(
    <GuestFormDialog
      open
      onOpenChange={onOpenChange}
      event={EVENT}
      guest={guest}
      onSaved={onSaved}
      mayReadBundles={mayReadBundles}
    />,
    { cached: rules ? [[phoneRulesKeys.all, rules]] : [] },
  );
  return { user, onOpenChange, onSaved };
}

const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, JSON.parse(r.body)]);
const phone = () => screen.getByLabelText('Phone');
const phoneRulesLoaded = () =>
  waitFor(() => expect(server.requests.some((r) => r.url === '/api/phone-rules')).toBe(true));

describe('GuestFormDialog', { timeout: 60_000 }, () => {
  it("puts a guest on one of the event's bundles", async () => {
    const { user } = renderDialog(neema, undefined, true);
    const bundle = await screen.findByLabelText('Bundle');
    expect(bundle).toHaveValue('');
    expect(bundle).toHaveTextContent(/Family of 4 · KES\s4,000\.00/);
    await user.selectOptions(bundle, FAMILY_BUNDLE.id);
    await user.click(screen.getByRole('button', { name: 'Save guest' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]![2]).toMatchObject({ bundleId: FAMILY_BUNDLE.id, version: 2 });
  });

  it('does not ask for a bundle without READ_BUNDLES', async () => {
    renderDialog(neema);
    await phoneRulesLoaded();
    expect(screen.queryByLabelText('Bundle')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url.includes('/bundles'))).toBe(false);
  });

  it("reads a national number in the event's country and refuses a landline, as the server would", async () => {
    const { user, onSaved, onOpenChange } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add a guest' })).toBeVisible();
    await phoneRulesLoaded();
    await user.type(screen.getByLabelText('Name'), 'Juma Mwangi');
    // Nairobi's 020 numbers are landlines: no SMS would arrive.
    await user.type(phone(), '020 2222222');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(phone()).toHaveAccessibleDescription(/Not a mobile number/));

    await user.clear(phone());
    await user.type(phone(), '12');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(phone()).toHaveAccessibleDescription(/Invalid phone number/));
    expect(writes()).toEqual([]);

    await user.clear(phone());
    await user.type(phone(), '0712 345678');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(writes()).toEqual([
      [
        'POST',
        guestsUrl,
        {
          name: 'Juma Mwangi',
          phone: '+254712345678',
          email: null,
          cardType: 'single',
          admissions: 1,
          tableName: null,
          notes: null,
          rsvpStatus: 'pending',
          rsvpCount: null,
          bundleId: null,
        },
      ],
    ]);
  });

  it('accepts a prefix the administrator allowed in the phone rules', async () => {
    const { user, onSaved } = renderDialog(undefined, { extraMobilePrefixes: { KE: ['19'] } });
    await user.type(screen.getByLabelText('Name'), 'Baraka');
    await user.type(phone(), '0191 234567');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()[0]?.[2]).toMatchObject({ phone: '+254191234567' });
  });

  it('checks the people coming against the admissions and shows server messages on fields', async () => {
    server.route = (request, res) =>
      request.method === 'POST'
        ? sendJson(res, 409, {
            message: 'Another guest of this event has this phone number',
            fieldErrors: { phone: ['Another guest of this event has this phone number'] },
          })
        : serve(request, res);
    const { user } = renderDialog();
    await phoneRulesLoaded();
    await user.type(screen.getByLabelText('Name'), 'Imani');
    await user.clear(screen.getByLabelText('Admissions'));
    await user.type(screen.getByLabelText('Admissions'), '2');
    await user.type(screen.getByLabelText('People coming'), '3');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() =>
      expect(screen.getByLabelText('People coming')).toHaveAccessibleDescription(
        /People coming must be less than Admissions/,
      ),
    );
    expect(writes()).toEqual([]);

    await user.clear(screen.getByLabelText('People coming'));
    await user.type(phone(), '0712 345678');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() =>
      expect(phone()).toHaveAccessibleDescription(
        /Another guest of this event has this phone number/,
      ),
    );
  });

  it('edits: sends only what changed, with the version', async () => {
    const { user, onSaved } = renderDialog(neema);
    expect(screen.getByRole('dialog', { name: 'Edit Neema Otieno' })).toBeVisible();
    expect(screen.getByLabelText('Table')).toHaveValue('Table 4');
    await user.selectOptions(screen.getByLabelText('RSVP'), 'accepted');
    await user.type(screen.getByLabelText('People coming'), '2');
    await user.click(screen.getByRole('button', { name: 'Save guest' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toEqual([
      [
        'PATCH',
        `${guestsUrl}/${neema.id}`,
        // Table and notes always travel (see the form); only the RSVP changed.
        { rsvpStatus: 'accepted', rsvpCount: 2, tableName: 'Table 4', notes: null, version: 2 },
      ],
    ]);
  });

  it('on a stale version keeps the dialog open with the message and loads the latest on request', async () => {
    const latest = { ...neema, name: 'Neema A. Otieno', version: 3 };
    server.route = (request, res) => {
      if (request.method === 'PATCH') {
        return sendJson(res, 409, {
          message: 'Someone else changed this record since you opened it. Reload it and try again.',
          fieldErrors: { version: ['This record has changed since you loaded it'] },
        });
      }
      if (request.method === 'GET' && request.url === `${guestsUrl}/${neema.id}`) {
        return sendJson(res, 200, latest);
      }
      return serve(request, res);
    };
    const { user, onSaved } = renderDialog(neema);
    await user.clear(screen.getByLabelText('Table'));
    await user.type(screen.getByLabelText('Table'), 'Table 9');
    await user.click(screen.getByRole('button', { name: 'Save guest' }));

    const dialog = screen.getByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record since you opened it');
    expect(onSaved).not.toHaveBeenCalled();
    const load = within(alert).getByRole('button', { name: 'Load the latest version' });
    await waitFor(() => expect(load).toBeEnabled());
    await user.click(load);
    expect(screen.getByLabelText('Name')).toHaveValue('Neema A. Otieno');
    expect(screen.getByLabelText('Table')).toHaveValue('Table 4');

    // Saving again is based on the version just loaded.
    server.route = serve;
    await user.clear(screen.getByLabelText('Table'));
    await user.type(screen.getByLabelText('Table'), 'Table 9');
    await user.click(screen.getByRole('button', { name: 'Save guest' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes().at(-1)).toEqual([
      'PATCH',
      `${guestsUrl}/${neema.id}`,
      { tableName: 'Table 9', notes: null, version: 3 },
    ]);
  });
});
