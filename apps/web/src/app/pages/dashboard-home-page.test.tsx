import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeliverySetup, PublicInstallation } from '@karamu/shared';
import { makeUser, renderApp } from '../../../test/render-app';
import { sendJson, setupApiServer } from '../../../test/test-server';

const fresh: DeliverySetup = {
  providers: { sms: false, email: false },
  publicBaseUrl: 'http://127.0.0.1:3000',
  publicBaseUrlIsLocal: true,
  smsPriceCurrency: null,
};
let delivery: DeliverySetup;
const NO_DEFAULTS: PublicInstallation = {
  defaultCountry: null,
  defaultCurrency: null,
  defaultTimeZone: null,
};
let installation: PublicInstallation;
let outboundUseCalls = 0;

setupApiServer((request, res) => {
  if (request.method === 'GET' && request.url === '/api/profile/sending') {
    return sendJson(res, 200, {
      phone: null,
      verificationRequired: false,
      phoneVerified: false,
      codeExpiresAt: null,
      smsAllowance: { perDay: 50, usedToday: 0, left: 50, resetsAt: '2026-11-27T00:00:00.000Z' },
      channelUse: { sms: { usedToday: 0, perDay: 50 }, email: { usedToday: 0, perDay: 5000 } },
      delivery,
    });
  }
  if (request.method === 'GET' && request.url === '/api/outbound-use') {
    outboundUseCalls += 1;
    return sendJson(res, 200, {
      channels: [
        { channel: 'sms', usedToday: 4_600, budget: 5_000 },
        { channel: 'email', usedToday: 120, budget: 20_000 },
      ],
      recipientDailyCap: 10,
      resetsAt: '2026-11-27T00:00:00.000Z',
    });
  }
  if (request.method === 'GET' && request.url === '/api/installation') {
    return sendJson(res, 200, installation);
  }
  return sendJson(res, 404, { message: 'Not found' });
});
beforeEach(() => {
  delivery = fresh;
  installation = NO_DEFAULTS;
});

/** After two reads and the page's lazy chunk: seconds on a busy machine. */
const checklist = () =>
  screen.findByRole('region', { name: 'Before your messages reach anyone' }, { timeout: 25_000 });

describe('the dashboard home setup checklist', { timeout: 60_000 }, () => {
  it('lists for a super administrator what a fresh installation lacks, each saying how to fix it', async () => {
    renderApp({ path: '/dashboard/home', user: makeUser(['SUPER_ADMIN']) });
    const region = await checklist();
    // Headings in order: the page's h1, the checklist's h2, its items' h3.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'To do: SMS provider',
      'To do: E-mail server',
      'To do: Public address',
      'To do: SMS price and currency',
      'To do: Default country, currency and time zone',
    ]);
    expect(region).toHaveTextContent('5 of 5 still to do.');
    expect(items[0]).toHaveTextContent('text messages wait in the queue and nothing is delivered');
    expect(items[0]).toHaveTextContent('SMS_PROVIDER');
    expect(items[2]).toHaveTextContent('Links in messages point at http://127.0.0.1:3000');
    expect(items[4]).toHaveTextContent('Choose the country, currency and time zone in Settings');
    expect(within(items[4]!).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('ticks what is done, the defaults as Settings saved them', async () => {
    delivery = {
      providers: { sms: true, email: false },
      publicBaseUrl: 'https://karamu.example',
      publicBaseUrlIsLocal: false,
      smsPriceCurrency: 'KES',
    };
    installation = {
      defaultCountry: 'KE',
      defaultCurrency: 'KES',
      defaultTimeZone: 'Africa/Nairobi',
    };
    renderApp({ path: '/pledges-dashboard/home', user: makeUser(['SUPER_ADMIN']) });
    const region = await checklist();
    expect(region).toHaveTextContent('1 of 5 still to do.');
    expect(within(region).getByRole('heading', { name: 'Done: SMS provider' })).toBeVisible();
    expect(within(region).getByRole('heading', { name: 'To do: E-mail server' })).toBeVisible();
    expect(
      within(region).getByRole('heading', {
        name: 'Done: Default country, currency and time zone',
      }),
    ).toBeVisible();
    expect(region).toHaveTextContent('start on Kenya, KES, Africa/Nairobi');
  });

  it("shows who may change settings only the defaults, not the server operator's tasks", async () => {
    installation = { ...NO_DEFAULTS, defaultCountry: 'KE' };
    renderApp({
      path: '/dashboard/home',
      user: makeUser(['UPDATE_ATTENDEES', 'READ_SETTINGS', 'UPDATE_SETTINGS']),
    });
    const region = await checklist();
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('start on Kenya');
    expect(items[0]).toHaveTextContent('Choose the currency and time zone in Settings');
    expect(region).not.toHaveTextContent('SMS_PROVIDER');
    expect(region).not.toHaveTextContent('README');
  });

  it('is not shown to an organiser, who can act on none of it', async () => {
    renderApp({ path: '/dashboard/home', user: makeUser(['UPDATE_ATTENDEES']) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    // The home is drawn; give the reads a moment they would need to show it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      screen.queryByRole('region', { name: 'Before your messages reach anyone' }),
    ).not.toBeInTheDocument();
  });

  it('is not shown to someone who sends nothing', async () => {
    renderApp({ path: '/dashboard/home', user: makeUser(['READ_EVENTS']) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    expect(
      screen.queryByRole('region', { name: 'Before your messages reach anyone' }),
    ).not.toBeInTheDocument();
  });
});

describe("the installation's sending today (decision 0059)", { timeout: 60_000 }, () => {
  it('shows a super administrator each channel against its budget', async () => {
    renderApp({ path: '/dashboard/home', user: makeUser(['SUPER_ADMIN']) });
    const region = await screen.findByRole(
      'region',
      { name: 'Sent today by the whole installation' },
      { timeout: 25_000 },
    );
    const sms = within(region).getByRole('meter', { name: 'SMS budget used' });
    expect(sms).toHaveAttribute('aria-valuetext', 'SMS: 4,600 of 5,000 today');
    expect(sms).toHaveAttribute('aria-valuenow', '4600');
    expect(within(region).getByRole('meter', { name: 'E-mail budget used' })).toHaveAttribute(
      'aria-valuetext',
      'E-mail: 120 of 20,000 today',
    );
    expect(region).toHaveTextContent('SMS_DAILY_BUDGET');
    expect(region).toHaveTextContent('at most 10 messages a day');
  });

  it('is neither shown nor asked for without SUPER_ADMIN', async () => {
    outboundUseCalls = 0;
    renderApp({
      path: '/dashboard/home',
      user: makeUser(['UPDATE_ATTENDEES', 'READ_SETTINGS', 'UPDATE_SETTINGS']),
    });
    await checklist();
    expect(
      screen.queryByRole('region', { name: 'Sent today by the whole installation' }),
    ).not.toBeInTheDocument();
    expect(outboundUseCalls).toBe(0);
  });
});
