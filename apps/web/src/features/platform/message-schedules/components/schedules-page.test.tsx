import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BatchEstimate, Privilege, Schedule } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
const schedule = (n: number, overrides: Partial<Schedule>): Schedule => ({
  id: `00000000-0000-4000-8000-0000000005${String(n).padStart(2, '0')}`,
  name: `Schedule ${n}`,
  templateId: '00000000-0000-4000-8000-0000000000a1',
  templateName: 'Reminder',
  audience: 'event-guests',
  contextId: EVENT_ID,
  filter: { name: 'all' },
  timing: { kind: 'relative', amount: 1, unit: 'days', direction: 'before', time: '10:00' },
  timeZone: 'Africa/Nairobi',
  status: 'active',
  nextRunAt: '2099-11-20T07:00:00.000Z',
  lastRunAt: null,
  pausedReason: null,
  lastBatchId: null,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'amina',
  version: 2,
  ...overrides,
});

const dayBefore = schedule(1, { name: 'Day before' });
const weekly = schedule(2, {
  name: 'Weekly nudge',
  timing: { kind: 'weekly', weekday: 1, time: '09:00', until: '2099-12-01' },
  status: 'paused',
  lastRunAt: '2099-11-02T06:00:00.000Z',
});
const done = schedule(3, { name: 'Thank you', status: 'completed', nextRunAt: null });
const schedules = [dayBefore, weekly, done];

const estimate: BatchEstimate = {
  channel: 'sms',
  recipients: 42,
  skipped: [{ reason: 'no_phone', label: 'No phone number', count: 3 }],
  segments: 84,
  cost: { minor: 16800, currency: 'KES' },
  sample: { recipientName: 'Neema', subject: null, body: 'Karibu Neema!' },
};

const serve: Handler = (request, res) => {
  const { method, url } = request;
  if (method === 'GET' && url.startsWith('/api/schedules?')) {
    return sendJson(res, 200, { items: schedules, total: 3, page: 1, size: 20 });
  }
  if (method === 'GET' && url.startsWith('/api/events?')) {
    const items = [
      {
        id: EVENT_ID,
        name: 'Harusi ya Amina',
        startsAt: '2099-11-21T11:00:00.000Z',
        timeZone: 'Africa/Nairobi',
      },
    ];
    return sendJson(res, 200, { items, total: 1, page: 1, size: 1000 });
  }
  if (method === 'GET' && url.endsWith('/reach')) return sendJson(res, 200, estimate);
  if (method === 'POST') {
    const [, , , id, action] = url.split('/');
    const status = { pause: 'paused', resume: 'active', cancel: 'cancelled' }[action!];
    const found = schedules.find((s) => s.id === id)!;
    return sendJson(res, 200, { ...found, status, version: found.version + 1 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

function renderSchedules(privileges: Privilege[], dashboard = '/dashboard') {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderApp({ path: `${dashboard}/schedules`, user: makeUser(privileges) });
  return { user };
}

const table = () => screen.getByRole('table', { name: 'Schedules' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const posts = () =>
  server.requests.filter((r) => r.method === 'POST').map((r) => [r.url, JSON.parse(r.body)]);

/** The clock time an instant shows in the reader's own zone, worked out apart from the page. */
const yourClock = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );

describe('SchedulesPage', { timeout: 30_000 }, () => {
  it('lists each schedule’s template, event, timing in words, status and runs in the reader’s zone', async () => {
    renderSchedules(['READ_SCHEDULES', 'READ_EVENTS']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
    await within(table()).findByText('Day before');

    const first = rowOf('Day before');
    expect(within(first).getByText('Reminder')).toBeVisible();
    expect(await within(first).findByText('Harusi ya Amina')).toBeVisible();
    expect(within(first).getByText('1 day before the event at 10:00')).toBeVisible();
    expect(within(first).getByText('Active')).toBeVisible();
    expect(first).toHaveTextContent(`Nov 2099, ${yourClock(dayBefore.nextRunAt!)}`);
    expect(within(first).getByText('Never')).toBeVisible();

    const second = rowOf('Weekly nudge');
    expect(within(second).getByText('Every Monday at 09:00 until 1 Dec 2099')).toBeVisible();
    expect(within(second).getAllByText('Paused')).toHaveLength(2); // status and next run
    expect(second).toHaveTextContent(`2 Nov 2099, ${yourClock(weekly.lastRunAt!)}`);

    expect(within(rowOf('Thank you')).getByText('Completed')).toBeVisible();
    // Reading only: no new schedule.
    expect(screen.queryByRole('button', { name: 'New schedule' })).not.toBeInTheDocument();
  });

  it('offers pause, resume and cancel by status; cancel asks first', async () => {
    const { user } = renderSchedules(['READ_SCHEDULES', 'UPDATE_SCHEDULES', 'READ_EVENTS']);
    await within(table()).findByText('Day before');

    const items = async (name: string) => {
      await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
      const menu = await screen.findByRole('menu');
      return within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    };
    expect(await items('Day before')).toEqual([
      'Edit',
      'Who it would reach now',
      'Pause',
      'Cancel schedule',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Pause' }));
    expect(await screen.findByText('Schedule Day before paused')).toBeInTheDocument();
    expect(posts()).toEqual([[`/api/schedules/${dayBefore.id}/pause`, { version: 2 }]]);

    expect(await items('Weekly nudge')).toEqual([
      'Edit',
      'Who it would reach now',
      'Resume',
      'Cancel schedule',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel schedule' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Cancel schedule Weekly nudge?',
    });
    expect(posts()).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel schedule' }));
    expect(await screen.findByText('Schedule Weekly nudge cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts()[1]).toEqual([`/api/schedules/${weekly.id}/cancel`, { version: 2 }]);

    // Nothing is left to change on a completed schedule.
    expect(await items('Thank you')).toEqual(['Who it would reach now']);
  });

  it('shows who a schedule would reach now', async () => {
    const { user } = renderSchedules(['READ_SCHEDULES', 'READ_EVENTS']);
    await within(table()).findByText('Day before');
    await user.click(screen.getByRole('button', { name: 'Actions for Day before' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Who it would reach now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Who Day before would reach now' });
    expect(await within(dialog).findByText('42 recipients would get it now')).toBeVisible();
    expect(within(dialog).getByText('No phone number: 3 guests left out')).toBeVisible();
    expect(within(dialog).getByText(/84 SMS parts, about KES\s?168\.00/)).toBeVisible();
    expect(within(dialog).getByText('Karibu Neema!')).toBeVisible();
    expect(server.requests.map((r) => r.url)).toContain(`/api/schedules/${dayBefore.id}/reach`);
  });

  describe('in the pledges dashboard', () => {
    const OCCASION_ID = '00000000-0000-4000-8000-0000000000d1';
    const untilPaid = schedule(4, {
      name: 'Kumbusho la michango',
      audience: 'occasion-members',
      contextId: OCCASION_ID,
      filter: { name: 'with_balance' },
      timing: { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true },
    });
    const beforeOccasion = schedule(5, {
      name: 'Siku moja kabla',
      audience: 'occasion-members',
      contextId: OCCASION_ID,
    });

    beforeEach(() => {
      server.route = (request, res) => {
        const { method, url } = request;
        if (method === 'GET' && url.startsWith('/api/schedules?')) {
          const items = [dayBefore, untilPaid, beforeOccasion];
          return sendJson(res, 200, { items, total: 3, page: 1, size: 20 });
        }
        if (method === 'GET' && url.startsWith('/api/occasions?')) {
          const items = [
            {
              id: OCCASION_ID,
              name: 'Michango ya Harusi',
              startsAt: '2099-12-12T11:00:00.000Z',
              timeZone: 'Africa/Nairobi',
            },
          ];
          return sendJson(res, 200, { items, total: 1, page: 1, size: 1000 });
        }
        if (method === 'GET' && url.startsWith('/api/templates?')) {
          return sendJson(res, 200, { items: [], total: 0, page: 1, size: 1000 });
        }
        return serve(request, res);
      };
    });

    it('names each schedule’s event or occasion and reads its timing for it', async () => {
      renderSchedules(['READ_SCHEDULES', 'READ_EVENTS', 'READ_OCCASIONS'], '/pledges-dashboard');
      await within(table()).findByText('Kumbusho la michango');
      expect(
        within(table()).getByRole('columnheader', { name: /Event or occasion/ }),
      ).toBeVisible();
      const weekly = rowOf('Kumbusho la michango');
      expect(await within(weekly).findByText('Michango ya Harusi')).toBeVisible();
      expect(within(weekly).getByText('Every Monday at 09:00 until nobody is left')).toBeVisible();
      expect(
        within(rowOf('Siku moja kabla')).getByText('1 day before the occasion at 10:00'),
      ).toBeVisible();
      expect(await within(rowOf('Day before')).findByText('Harusi ya Amina')).toBeVisible();
    });

    it('starts a new schedule on an occasion', async () => {
      const { user } = renderSchedules(
        ['READ_SCHEDULES', 'ADD_SCHEDULES', 'READ_OCCASIONS'],
        '/pledges-dashboard',
      );
      await user.click(await screen.findByRole('button', { name: 'New schedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
      expect(
        await within(dialog).findByRole('option', { name: 'Michango ya Harusi' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Occasion')).toHaveValue('');
      expect(
        within(dialog).getByRole('radio', { name: 'Before or after the occasion' }),
      ).toBeVisible();
    });
  });
});
