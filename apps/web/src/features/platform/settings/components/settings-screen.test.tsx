import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile, SendingStatus } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import {
  sendJson,
  setupApiServer,
  type Handler,
  type RecordedRequest,
} from '../../../../../test/test-server';

// Toasts are asserted present, not visible: sonner fades them in, and under load an entering
// toast can still be at opacity 0 when the assertion runs.

const server = setupApiServer();

const amina = makeUser([], { name: 'Amina Njeri', username: 'amina' });

const savedProfile: Profile = {
  id: amina.id,
  username: 'amina',
  name: 'Amina Njeri',
  phone: '+254712345678',
  email: null,
  defaultCountry: 'KE',
  dp: null,
  version: 3,
  updated: '2026-11-01T08:00:00.000Z',
};

let profile: Profile;
/** A new account's standing for SMS: its phone not yet proven. */
let sending: SendingStatus;
/** Answers for calls the test does not handle itself: the profile and the me call. */
let override: (request: RecordedRequest, res: Parameters<Handler>[1]) => boolean;

beforeEach(() => {
  // Sonner keeps toasts in a module-wide store and shows the active ones to every new Toaster.
  toast.dismiss();
  profile = { ...savedProfile };
  sending = {
    phone: savedProfile.phone,
    verificationRequired: true,
    phoneVerified: false,
    codeExpiresAt: null,
    smsAllowance: { perDay: 50, usedToday: 0, left: 50, resetsAt: '2026-11-02T00:00:00.000Z' },
    channelUse: { sms: { usedToday: 0, perDay: 50 }, email: { usedToday: 0, perDay: 5000 } },
    delivery: {
      providers: { sms: true, email: false },
      publicBaseUrl: 'https://karamu.example',
      publicBaseUrlIsLocal: false,
      smsPriceCurrency: null,
    },
  };
  override = () => false;
  server.route = (request, res) => {
    if (override(request, res)) return;
    if (request.method === 'GET' && request.url === '/api/profile')
      return sendJson(res, 200, profile);
    if (request.method === 'GET' && request.url === '/api/profile/sending')
      return sendJson(res, 200, sending);
    if (request.method === 'GET' && request.url === '/api/installation')
      return sendJson(res, 200, {
        defaultCountry: 'KE',
        defaultCurrency: 'KES',
        defaultTimeZone: 'Africa/Nairobi',
      });
    if (request.method === 'GET' && request.url.startsWith('/api/me?'))
      return sendJson(res, 200, { ...amina, name: profile.name, dp: profile.dp });
    sendJson(res, 404, { message: `No fake for ${request.method} ${request.url}` });
  };
});

const requestsTo = (method: string, url: string) =>
  server.requests.filter((r) => r.method === method && r.url === url);
const section = (name: string) => screen.getByRole('region', { name });

async function openSettings(user = amina) {
  const app = renderApp({ path: '/dashboard/settings', user });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return app;
}

describe('the settings screen', () => {
  it('shows the profile sections to anyone signed in, phone numbers only with READ_SETTINGS', async () => {
    await openSettings(makeUser(['ALL']));
    for (const name of ['Profile', 'Display picture', 'Password', 'Sessions', 'Appearance']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Phone numbers' })).not.toBeInTheDocument();
    expect(document.title).toBe('Settings · Karamu');
    expect(requestsTo('GET', '/api/settings')).toHaveLength(0);
  });

  it('shows a loader while the profile loads, and an error with Retry when it fails', async () => {
    let answer: 'hold' | 'fail' | 'ok' = 'hold';
    override = (request, res) => {
      if (request.url !== '/api/profile') return false;
      if (answer === 'fail') sendJson(res, 500, { message: 'boom' });
      if (answer === 'ok') sendJson(res, 200, profile);
      return true;
    };
    const user = userEvent.setup();
    const app = await openSettings();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();

    answer = 'fail';
    await app.queryClient.refetchQueries({ queryKey: ['profile'] });
    const alerts = await within(section('Profile')).findAllByText(
      'Something Went Wrong, please try again',
    );
    expect(alerts.length).toBeGreaterThan(0);

    answer = 'ok';
    await user.click(within(section('Profile')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Amina Njeri');
  });
});

describe('Profile', () => {
  it('starts from the saved profile, the phone written nationally', async () => {
    await openSettings();
    const form = section('Profile');
    expect(await within(form).findByLabelText(/^Name/)).toHaveValue('Amina Njeri');
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('0712 345678');
    expect(within(form).getByText('+254 712 345678')).toBeInTheDocument();
    // One default country, the installation's (issue 29): none of the profile's own.
    expect(within(form).queryByRole('group', { name: 'Default country' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Country: Kenya, +254' })).toBeVisible();
    expect(within(form).getByText('amina')).toBeInTheDocument();
  });

  it('saves a number typed nationally as E.164, with the version, and refreshes the header', async () => {
    override = (request, res) => {
      if (request.method !== 'PATCH') return false;
      const body = JSON.parse(request.body) as Partial<Profile>;
      profile = { ...profile, ...body, version: profile.version + 1 };
      sendJson(res, 200, profile);
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const form = section('Profile');
    const name = await within(form).findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Amina Wanjiru');

    const phoneGroup = within(form).getByRole('group', { name: 'Phone' });
    await user.click(within(phoneGroup).getByRole('button', { name: 'Country: Kenya, +254' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search countries' }), 'TZ');
    await user.keyboard('{Enter}');
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '0754123456');
    expect(phone).toHaveValue('0754 123 456');

    const meCallsBefore = server.requests.filter((r) => r.url.startsWith('/api/me?')).length;
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(requestsTo('PATCH', '/api/profile')).toHaveLength(1));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(JSON.parse(requestsTo('PATCH', '/api/profile')[0]?.body ?? '')).toEqual({
      name: 'Amina Wanjiru',
      phone: '+255754123456',
      email: null,
      version: 3,
    });
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url.startsWith('/api/me?')).length).toBeGreaterThan(
        meCallsBefore,
      ),
    );
    expect(await within(form).findByText('+255 754 123 456')).toBeInTheDocument();
  });

  it("says 'Invalid phone number' and 'This field is required' without calling the server", async () => {
    const user = userEvent.setup();
    await openSettings();
    const form = section('Profile');
    await user.clear(await within(form).findByLabelText(/^Name/));
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '0712');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Invalid phone number')).toBeVisible();
    expect(within(form).getByText('This field is required')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('PATCH', '/api/profile')).toHaveLength(0);
  });

  it('saves an e-mail address, refuses one that is not, and clears it when blank', async () => {
    override = (request, res) => {
      if (request.method !== 'PATCH') return false;
      const body = JSON.parse(request.body) as Partial<Profile>;
      profile = { ...profile, ...body, version: profile.version + 1 };
      sendJson(res, 200, profile);
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const form = section('Profile');
    const email = await within(form).findByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('');
    await user.type(email, 'amina@example');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Invalid e-mail address')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('PATCH', '/api/profile')).toHaveLength(0);

    await user.type(email, '.com');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(requestsTo('PATCH', '/api/profile')).toHaveLength(1));
    expect(JSON.parse(requestsTo('PATCH', '/api/profile')[0]?.body ?? '')).toMatchObject({
      email: 'amina@example.com',
      version: 3,
    });
    // The form starts again from the saved profile (version 4), e-mail included: the save
    // ends (its toast) once the profile is read again, so the field is the new form's.
    await screen.findByText('Profile saved');
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
        'amina@example.com',
      ),
    );

    const saved = within(form).getByRole('textbox', { name: 'E-mail' });
    await user.clear(saved);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(requestsTo('PATCH', '/api/profile')).toHaveLength(2));
    expect(JSON.parse(requestsTo('PATCH', '/api/profile')[1]?.body ?? '')).toMatchObject({
      email: null,
      version: 4,
    });
  });

  it('clears the phone, sending no country of its own', async () => {
    override = (request, res) => {
      if (request.method !== 'PATCH') return false;
      sendJson(res, 200, { ...profile, version: 4 });
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const form = section('Profile');
    await user.clear(await within(form).findByRole('textbox', { name: 'Phone' }));
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    // The request first: a toast from the test before can still be on screen.
    await waitFor(() => expect(requestsTo('PATCH', '/api/profile')).toHaveLength(1));
    await screen.findByText('Profile saved');
    const body = JSON.parse(requestsTo('PATCH', '/api/profile')[0]?.body ?? '');
    expect(body).toMatchObject({ phone: null });
    expect(body).not.toHaveProperty('defaultCountry');
  });

  it("puts the server's field errors on the fields and disables Save while saving", async () => {
    let release = () => {};
    override = (request, res) => {
      if (request.method !== 'PATCH') return false;
      release = () =>
        sendJson(res, 400, {
          message: "Invalid 'name' in request body: Name must be at most 200 characters",
          fieldErrors: { name: ['Name must be at most 200 characters'] },
        });
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const form = section('Profile');
    await within(form).findByLabelText(/^Name/);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await waitFor(() => expect(requestsTo('PATCH', '/api/profile')).toHaveLength(1));
    release();
    expect(await within(form).findByText('Name must be at most 200 characters')).toBeVisible();
    expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('on a stale version says so and starts again from the saved profile', async () => {
    override = (request, res) => {
      if (request.method !== 'PATCH') return false;
      profile = { ...profile, name: 'Renamed elsewhere', version: 4 };
      sendJson(res, 409, {
        message: 'Someone else changed this record since you opened it. Reload it and try again.',
        fieldErrors: { version: ['This record has changed since you loaded it'] },
      });
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const form = section('Profile');
    await user.type(await within(form).findByLabelText(/^Name/), ' X');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/Someone else changed this record/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Name/)).toHaveValue('Renamed elsewhere'),
    );
  });
});

describe('Display picture', () => {
  const png = () =>
    new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'me.png', { type: 'image/png' });

  it('previews a chosen picture, uploads it as the raw body and refreshes', async () => {
    override = (request, res) => {
      if (request.method !== 'PUT') return false;
      profile = { ...profile, dp: `/api/users/${profile.id}/picture?v=1` };
      sendJson(res, 200, profile);
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const area = section('Display picture');
    expect(await within(area).findByText('No picture yet')).toBeInTheDocument();
    await user.upload(within(area).getByLabelText('New picture'), png());
    expect(
      await within(area).findByRole('img', { name: 'Preview of your new picture' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(within(area).getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('Picture updated')).toBeInTheDocument();
    const [put] = requestsTo('PUT', '/api/profile/picture');
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(await within(area).findByRole('button', { name: 'Remove picture' })).toBeEnabled();
    expect(within(area).queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
  });

  it('refuses another file type before uploading, and shows a server refusal', async () => {
    override = (request, res) => {
      if (request.method !== 'PUT') return false;
      sendJson(res, 400, {
        message: 'The file is not a PNG, JPEG or WebP image',
        fieldErrors: { picture: ['Choose a PNG, JPEG or WebP image'] },
      });
      return true;
    };
    const user = userEvent.setup({ applyAccept: false });
    await openSettings();
    const area = section('Display picture');
    const input = await within(area).findByLabelText('New picture');
    await user.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(within(area).getByText('Choose a PNG, JPEG or WebP image')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(area).queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();

    await user.upload(input, png());
    await user.click(await within(area).findByRole('button', { name: 'Upload picture' }));
    expect(await within(area).findByText('Choose a PNG, JPEG or WebP image')).toBeVisible();
    expect(
      await screen.findByText('The file is not a PNG, JPEG or WebP image'),
    ).toBeInTheDocument();
  });

  it('removes the picture', async () => {
    profile = { ...profile, dp: `/api/users/${profile.id}/picture?v=1` };
    override = (request, res) => {
      if (request.method !== 'DELETE') return false;
      profile = { ...profile, dp: null };
      sendJson(res, 200, profile);
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const area = section('Display picture');
    await user.click(await within(area).findByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Picture removed')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/profile/picture')).toHaveLength(1);
    expect(await within(area).findByText('No picture yet')).toBeInTheDocument();
  });
});

describe('SMS', () => {
  it('sends a code, checks it as typed, puts a wrong one on its field and shows the phone verified', async () => {
    override = (request, res) => {
      if (request.method !== 'POST') return false;
      if (request.url === '/api/profile/phone-verification') {
        sending = { ...sending, codeExpiresAt: '2026-11-01T08:10:00.000Z' };
        sendJson(res, 200, { sentTo: sending.phone, expiresAt: sending.codeExpiresAt });
        return true;
      }
      if (request.url !== '/api/profile/phone-verification/confirm') return false;
      const { code } = JSON.parse(request.body) as { code: string };
      if (code === '123456') {
        sending = { ...sending, phoneVerified: true, codeExpiresAt: null };
        sendJson(res, 200, sending);
      } else {
        const message = 'Wrong code: 4 tries left';
        sendJson(res, 400, { message, fieldErrors: { code: [message] } });
      }
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const sms = section('SMS');
    expect(await within(sms).findByRole('heading', { name: 'Verify your phone' })).toBeVisible();
    expect(
      within(sms).getByText(
        'You may send 50 SMS a day; 50 left today. An administrator can raise it.',
      ),
    ).toBeVisible();
    // What was sent today per channel against what may be (decision 0059).
    const today = within(sms).getByRole('region', { name: 'Sent today' });
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'SMS: 0 of 50 (your SMS allowance)',
      'E-mail: 0 of 5,000 (your daily limit, which SMS count towards too)',
    ]);
    await user.click(within(sms).getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Code sent to +254712345678')).toBeInTheDocument();

    const code = await within(sms).findByRole('textbox', { name: 'Code' });
    await user.type(code, '12');
    await user.click(within(sms).getByRole('button', { name: 'Verify' }));
    expect(await within(sms).findByText('The code is 6 digits')).toBeVisible();
    expect(requestsTo('POST', '/api/profile/phone-verification/confirm')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(sms).getByRole('button', { name: 'Verify' }));
    expect(await within(sms).findByText('Wrong code: 4 tries left')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(sms).getByRole('button', { name: 'Verify' }));
    expect(
      await within(sms).findByText('Your phone +254712345678 is verified: you may send SMS.'),
    ).toBeVisible();
  });
});

describe('Password', () => {
  it('checks the confirmation and the length before calling the server', async () => {
    const user = userEvent.setup();
    await openSettings();
    const form = section('Password');
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The passwords do not match')).toBeVisible();
    expect(requestsTo('POST', '/api/profile/password')).toHaveLength(0);
  });

  it('shows a wrong current password on its field', async () => {
    override = (request, res) => {
      if (request.url !== '/api/profile/password') return false;
      sendJson(res, 400, {
        message: 'Current password is incorrect',
        fieldErrors: { currentPassword: ['Current password is incorrect'] },
      });
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const form = section('Password');
    await user.type(within(form).getByLabelText('Current password'), 'wrong-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeVisible();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("changes it, shows the server's message and empties the fields", async () => {
    override = (request, res) => {
      if (request.url !== '/api/profile/password') return false;
      sendJson(res, 200, {
        message: 'Your password has been changed; 2 other sessions signed out.',
        ended: 2,
      });
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    const form = section('Password');
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed; 2 other sessions signed out.'),
    ).toBeInTheDocument();
    expect(JSON.parse(requestsTo('POST', '/api/profile/password')[0]?.body ?? '')).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
  });
});

describe('Sessions', () => {
  it('signs out the other sessions after confirmation', async () => {
    override = (request, res) => {
      if (request.url !== '/api/profile/sessions/sign-out-others') return false;
      sendJson(res, 200, { message: '1 other session signed out', ended: 1 });
      return true;
    };
    const user = userEvent.setup();
    await openSettings();
    await user.click(
      within(section('Sessions')).getByRole('button', { name: 'Sign out other sessions' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out of every other session?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('POST', '/api/profile/sessions/sign-out-others')).toHaveLength(0);

    await user.click(
      within(section('Sessions')).getByRole('button', { name: 'Sign out other sessions' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sign out others',
      }),
    );
    expect(await screen.findByText('1 other session signed out')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/profile/sessions/sign-out-others')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('Appearance', () => {
  it('switches the theme', async () => {
    const user = userEvent.setup();
    await openSettings();
    await user.click(within(section('Appearance')).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
  });
});
