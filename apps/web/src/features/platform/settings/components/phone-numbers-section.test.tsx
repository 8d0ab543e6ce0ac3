import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { findCountry, type InstallationSettings, type Privilege } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import {
  sendJson,
  setupApiServer,
  type Handler,
  type RecordedRequest,
} from '../../../../../test/test-server';
import { checkNewPrefix } from './phone-numbers-section';

const server = setupApiServer();

let settings: InstallationSettings;
let onPut: (request: RecordedRequest, res: Parameters<Handler>[1]) => void;
let failGet = false;

beforeEach(() => {
  toast.dismiss();
  failGet = false;
  settings = {
    extraMobilePrefixes: { KE: ['10'] },
    defaultCountry: null,
    defaultCurrency: null,
    defaultTimeZone: null,
    smsCountries: null,
    version: 2,
    updated: '2026-11-20T10:00:00.000Z',
    updatedBy: 'admin',
  };
  onPut = (request, res) => {
    const body = JSON.parse(request.body) as InstallationSettings;
    settings = { ...settings, extraMobilePrefixes: body.extraMobilePrefixes, version: 3 };
    sendJson(res, 200, settings);
  };
  server.route = (request, res) => {
    if (request.url === '/api/settings' && request.method === 'GET') {
      return failGet ? sendJson(res, 500, { message: 'boom' }) : sendJson(res, 200, settings);
    }
    if (request.url === '/api/settings' && request.method === 'PUT') return onPut(request, res);
    if (request.url === '/api/profile') {
      return sendJson(res, 200, {
        id: 'u1',
        username: 'amina',
        name: 'Amina',
        phone: null,
        defaultCountry: null,
        dp: null,
        version: 1,
        updated: '2026-11-01T00:00:00.000Z',
      });
    }
    sendJson(res, 404, { message: 'Not found' });
  };
});

const puts = () => server.requests.filter((r) => r.method === 'PUT' && r.url === '/api/settings');

async function openPhoneNumbers(privileges: Privilege[]) {
  renderApp({ path: '/pledges-dashboard/settings', user: makeUser(privileges) });
  const region = await screen.findByRole('region', { name: 'Phone numbers' });
  return region;
}

async function chooseCountry(region: HTMLElement, code: string) {
  const user = userEvent.setup();
  const group = within(region).getByRole('group', { name: 'Country' });
  await user.click(within(group).getByRole('button'));
  await user.type(await screen.findByRole('combobox', { name: 'Search countries' }), code);
  await user.keyboard('{Enter}');
}

describe('Phone numbers', () => {
  it('lists the saved prefixes with the built-in ones and who saved last', async () => {
    const region = await openPhoneNumbers(['READ_SETTINGS']);
    const kenya = await within(region).findByRole('list', { name: 'Extra prefixes of Kenya' });
    expect(within(kenya).getByText('10')).toBeInTheDocument();
    expect(within(region).getByText('Built in: 7, 1')).toBeInTheDocument();
    expect(within(region).getByText(/Last saved by admin/)).toBeInTheDocument();
  });

  it('is read-only without UPDATE_SETTINGS: no adding, removing or saving', async () => {
    const region = await openPhoneNumbers(['READ_SETTINGS']);
    await within(region).findByRole('list', { name: 'Extra prefixes of Kenya' });
    expect(within(region).queryByRole('form', { name: 'Add a prefix' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Remove prefix/ })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(within(region).getByText(/changing them needs the privilege/)).toBeInTheDocument();
  });

  it('is open to a SUPER_ADMIN, who may edit (decision 0006)', async () => {
    const region = await openPhoneNumbers(['SUPER_ADMIN']);
    expect(await within(region).findByRole('form', { name: 'Add a prefix' })).toBeInTheDocument();
  });

  it('adds a prefix for a country, then saves the whole setting with its version', async () => {
    const user = userEvent.setup();
    const region = await openPhoneNumbers(['READ_SETTINGS', 'UPDATE_SETTINGS']);
    const save = await within(region).findByRole('button', { name: 'Save phone number settings' });
    expect(save).toBeDisabled();

    await chooseCountry(region, 'UG');
    await user.type(within(region).getByLabelText('Prefix digits'), '20');
    await user.click(within(region).getByRole('button', { name: 'Add prefix' }));
    const uganda = within(region).getByRole('list', { name: 'Extra prefixes of Uganda' });
    expect(within(uganda).getByText('20')).toBeInTheDocument();
    expect(within(region).getByLabelText('Prefix digits')).toHaveValue('');

    await user.click(save);
    // The toast is in the page at once and visible once sonner has mounted it.
    const saved = await screen.findByText('Phone number settings saved');
    await waitFor(() => expect(saved).toBeVisible());
    expect(JSON.parse(puts()[0]?.body ?? '')).toEqual({
      extraMobilePrefixes: { KE: ['10'], UG: ['20'] },
      version: 2,
    });
    // Refetched after saving: version 3, nothing left to save.
    await waitFor(() =>
      expect(
        within(region).getByRole('button', { name: 'Save phone number settings' }),
      ).toBeDisabled(),
    );
  });

  it('explains a prefix it will not add', async () => {
    const user = userEvent.setup();
    const region = await openPhoneNumbers(['READ_SETTINGS', 'UPDATE_SETTINGS']);
    const add = await within(region).findByRole('button', { name: 'Add prefix' });
    const digits = within(region).getByLabelText('Prefix digits');

    await user.type(digits, '20');
    await user.click(add);
    expect(within(region).getByText('Choose a country')).toBeVisible();

    await chooseCountry(region, 'KE');
    await user.clear(digits);
    await user.type(digits, '1x');
    await user.click(add);
    expect(within(region).getByText('A mobile prefix is 1 to 6 digits')).toBeVisible();
    expect(digits).toHaveAttribute('aria-invalid', 'true');

    await user.clear(digits);
    await user.type(digits, '712');
    await user.click(add);
    expect(
      within(region).getByText('Already allowed: mobile numbers of Kenya may start with 7'),
    ).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it('removes a prefix, and can discard the change', async () => {
    const user = userEvent.setup();
    const region = await openPhoneNumbers(['READ_SETTINGS', 'UPDATE_SETTINGS']);
    await user.click(
      await within(region).findByRole('button', { name: 'Remove prefix 10 of Kenya' }),
    );
    expect(within(region).getByText(/No extra prefixes/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Discard changes' }));
    expect(within(region).getByRole('list', { name: 'Extra prefixes of Kenya' })).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Remove prefix 10 of Kenya' }));
    await user.click(within(region).getByRole('button', { name: 'Save phone number settings' }));
    await screen.findByText('Phone number settings saved');
    expect(JSON.parse(puts()[0]?.body ?? '')).toEqual({
      extraMobilePrefixes: {},
      version: 2,
    });
  });

  it('on a stale version says so and shows what was saved meanwhile', async () => {
    onPut = (_request, res) => {
      settings = { ...settings, extraMobilePrefixes: { TZ: ['61'] }, version: 3 };
      sendJson(res, 409, {
        message: 'Someone else changed this record since you opened it. Reload it and try again.',
        fieldErrors: { version: ['This record has changed since you loaded it'] },
      });
    };
    const user = userEvent.setup();
    const region = await openPhoneNumbers(['READ_SETTINGS', 'UPDATE_SETTINGS']);
    await user.click(
      await within(region).findByRole('button', { name: 'Remove prefix 10 of Kenya' }),
    );
    await user.click(within(region).getByRole('button', { name: 'Save phone number settings' }));
    // The toast is in the page at once and visible once sonner has mounted it.
    const stale = await screen.findByText(/Someone else changed this record/);
    await waitFor(() => expect(stale).toBeVisible());
    expect(
      await within(region).findByRole('list', { name: /Extra prefixes of Tanzania/ }),
    ).toBeVisible();
  });

  it("shows the server's refusal and keeps the draft", async () => {
    onPut = (_request, res) =>
      sendJson(res, 400, {
        message: "Invalid 'extraMobilePrefixes.KE' in request body: Too big",
        fieldErrors: { 'extraMobilePrefixes.KE': ['Too big: expected at most 50 items'] },
      });
    const user = userEvent.setup();
    const region = await openPhoneNumbers(['READ_SETTINGS', 'UPDATE_SETTINGS']);
    await user.click(
      await within(region).findByRole('button', { name: 'Remove prefix 10 of Kenya' }),
    );
    await user.click(within(region).getByRole('button', { name: 'Save phone number settings' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Too big: expected at most 50 items',
    );
    expect(within(region).getByText(/No extra prefixes/)).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Save phone number settings' }),
    ).toBeEnabled();
  });

  it('shows a load failure with Retry', async () => {
    failGet = true;
    const user = userEvent.setup();
    const region = await openPhoneNumbers(['READ_SETTINGS']);
    expect(
      await within(region).findByText('We could not load the phone number settings'),
    ).toBeVisible();
    failGet = false;
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(
      await within(region).findByRole('list', { name: 'Extra prefixes of Kenya' }),
    ).toBeVisible();
  });
});

describe('checkNewPrefix', () => {
  it('refuses prefixes that would change nothing', () => {
    expect(checkNewPrefix(findCountry('FO'), '2', {})).toMatch(/not checked against mobile/);
    expect(checkNewPrefix(findCountry('MX'), '2', {})).toMatch(/accepted already/);
    expect(checkNewPrefix(findCountry('KE'), '205', { KE: ['20'] })).toBe(
      'Already in the list (20)',
    );
    expect(checkNewPrefix(findCountry('TZ'), '51', { KE: ['51'] })).toBeNull();
  });
});

describe('SMS countries (decision 0059)', () => {
  const openSmsCountries = async (privileges: Privilege[]) => {
    renderApp({ path: '/dashboard/settings', user: makeUser(privileges) });
    return screen.findByRole('region', { name: 'SMS countries' });
  };

  it('lets a super administrator choose the countries and saves them with the version', async () => {
    const region = await openSmsCountries(['SUPER_ADMIN']);
    expect(
      await within(region).findByText(
        'Not chosen, and no default country: every country. Choose the countries you serve.',
      ),
    ).toBeVisible();
    const user = userEvent.setup();
    const group = within(region).getByRole('group', { name: 'Add a country' });
    await user.click(within(group).getByRole('button'));
    await user.type(await screen.findByRole('combobox', { name: 'Search countries' }), 'KE');
    await user.keyboard('{Enter}');
    expect(within(region).getByRole('button', { name: 'Remove Kenya' })).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Save SMS countries' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(puts()[0]!.body)).toEqual({
      extraMobilePrefixes: { KE: ['10'] },
      smsCountries: ['KE'],
      version: 2,
    });
  });

  it('is read-only without SUPER_ADMIN, even with UPDATE_SETTINGS', async () => {
    const region = await openSmsCountries(['READ_SETTINGS', 'UPDATE_SETTINGS']);
    expect(
      await within(region).findByText(/Only a super administrator changes them/),
    ).toBeVisible();
    expect(within(region).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(within(region).queryByRole('group', { name: 'Add a country' })).not.toBeInTheDocument();
  });
});

describe('Defaults (issue 29)', () => {
  const openDefaults = async (privileges: Privilege[]) => {
    renderApp({ path: '/dashboard/settings', user: makeUser(privileges) });
    return screen.findByRole('region', { name: 'Defaults' });
  };

  it('is the one default country: the profile and phone numbers have none', async () => {
    const region = await openDefaults(['READ_SETTINGS', 'UPDATE_SETTINGS']);
    await within(region).findByRole('group', { name: 'Default country' });
    expect(screen.getAllByRole('group', { name: 'Default country' })).toHaveLength(1);
  });

  it('saves the country, its currency and a zone, keeping the other settings as they are', async () => {
    const user = userEvent.setup();
    const region = await openDefaults(['READ_SETTINGS', 'UPDATE_SETTINGS']);
    const country = await within(region).findByRole('group', { name: 'Default country' });
    expect(within(country).getByText('None: each browser decides')).toBeInTheDocument();
    await user.click(within(country).getByRole('button'));
    await user.type(await screen.findByRole('combobox', { name: 'Search countries' }), 'TZ');
    await user.keyboard('{Enter}');
    expect(within(country).getByText(/Tanzania/)).toBeInTheDocument();
    // The country's own currency, chosen with it.
    expect(within(region).getByRole('combobox', { name: 'Default currency' })).toHaveValue('TZS');

    const zone = within(region).getByRole('group', { name: 'Default time zone' });
    await user.click(within(zone).getByRole('button'));
    await user.type(await screen.findByRole('combobox', { name: 'Search time zones' }), 'dar es');
    await user.keyboard('{Enter}');
    expect(within(zone).getAllByText(/Africa\/Dar_es_Salaam/)).toHaveLength(2);

    await user.click(within(region).getByRole('button', { name: 'Save defaults' }));
    await screen.findByText('Defaults saved');
    expect(JSON.parse(puts()[0]?.body ?? '')).toEqual({
      extraMobilePrefixes: { KE: ['10'] },
      defaultCountry: 'TZ',
      defaultCurrency: 'TZS',
      defaultTimeZone: 'Africa/Dar_es_Salaam',
      version: 2,
    });
  });

  it('shows them read-only without UPDATE_SETTINGS', async () => {
    settings = { ...settings, defaultCountry: 'KE', defaultCurrency: 'KES' };
    const region = await openDefaults(['READ_SETTINGS']);
    expect(await within(region).findByText('Kenya')).toBeInTheDocument();
    expect(within(region).getByText('KES')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Save defaults' })).not.toBeInTheDocument();
    expect(within(region).getByText(/Changing them needs the privilege/)).toBeInTheDocument();
  });
});
