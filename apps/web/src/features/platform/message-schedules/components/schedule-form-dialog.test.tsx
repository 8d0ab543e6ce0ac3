import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudienceName, Schedule } from '@karamu/shared';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { ScheduleFormDialog } from './schedule-form-dialog';

const TEMPLATE_ID = '00000000-0000-4000-8000-0000000000a1';
const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
const LONDON_EVENT_ID = '00000000-0000-4000-8000-0000000000e2';
const PLEDGE_TEMPLATE_ID = '00000000-0000-4000-8000-0000000000a2';
const OCCASION_ID = '00000000-0000-4000-8000-0000000000d1';
const templates = [
  { id: TEMPLATE_ID, name: 'Reminder', channel: 'sms', audience: 'event-guests' },
  { id: PLEDGE_TEMPLATE_ID, name: 'Kumbusho', channel: 'sms', audience: 'occasion-members' },
];
// A year ahead, so "1 day before at 10:00" always has a run left.
const startsAt = new Date(Date.now() + 365 * 86_400_000);
startsAt.setUTCHours(11, 0, 0, 0);
const events = [
  {
    id: EVENT_ID,
    name: 'Harusi ya Amina',
    startsAt: startsAt.toISOString(),
    timeZone: 'Africa/Nairobi',
  },
  {
    id: LONDON_EVENT_ID,
    name: 'London party',
    startsAt: startsAt.toISOString(),
    timeZone: 'Europe/London',
  },
];

const weekly: Schedule = {
  id: '00000000-0000-4000-8000-0000000000s1',
  name: 'Pledge nudge',
  templateId: TEMPLATE_ID,
  templateName: 'Reminder',
  audience: 'event-guests',
  contextId: EVENT_ID,
  filter: { name: 'rsvp_pending' },
  timing: { kind: 'weekly', weekday: 1, time: '09:00', until: '2099-12-01' },
  timeZone: 'Africa/Nairobi',
  status: 'active',
  nextRunAt: '2099-01-05T06:00:00.000Z',
  lastRunAt: null,
  pausedReason: null,
  lastBatchId: null,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'amina',
  version: 3,
};

let write: Handler;
const server = setupApiServer((request, res) => {
  if (request.method === 'GET' && request.url.startsWith('/api/templates')) {
    return sendJson(res, 200, { items: templates, total: 1, page: 1, size: 1000 });
  }
  if (request.method === 'GET' && request.url.startsWith('/api/events')) {
    return sendJson(res, 200, { items: events, total: 2, page: 1, size: 1000 });
  }
  if (request.method === 'GET' && request.url.startsWith('/api/occasions')) {
    const items = [
      {
        id: OCCASION_ID,
        name: 'Michango ya Harusi',
        startsAt: startsAt.toISOString(),
        timeZone: 'Africa/Nairobi',
      },
    ];
    return sendJson(res, 200, { items, total: 1, page: 1, size: 1000 });
  }
  return write(request, res);
});
beforeEach(() => {
  write = (request, res) =>
    sendJson(res, request.method === 'POST' ? 201 : 200, {
      ...weekly,
      ...JSON.parse(request.body),
    });
});

function renderDialog(schedule?: Schedule, defaultAudience?: AudienceName) {
  const onOpenChange = vi.fn();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(
    <ScheduleFormDialog
      open
      onOpenChange={onOpenChange}
      schedule={schedule}
      defaultAudience={defaultAudience}
    />,
  );
  return { user, onOpenChange };
}

const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, JSON.parse(r.body)]);

async function chooseTemplateAndEvent(
  user: ReturnType<typeof userEvent.setup>,
  eventId = EVENT_ID,
) {
  await screen.findByRole('option', { name: 'Reminder (SMS)' });
  await user.selectOptions(screen.getByLabelText('Template'), TEMPLATE_ID);
  await screen.findByRole('option', { name: 'Harusi ya Amina' });
  await user.selectOptions(screen.getByLabelText('Event'), eventId);
}

describe('ScheduleFormDialog', { timeout: 30_000 }, () => {
  it('creates "1 day before the event at 10:00" in the event’s zone, showing the next run first', async () => {
    const { user, onOpenChange } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'New schedule' })).toBeVisible();
    await user.type(screen.getByLabelText('Name'), 'Reminder the day before');
    await chooseTemplateAndEvent(user);
    await user.selectOptions(screen.getByLabelText('Recipients'), 'attending');

    // The zone followed the event's.
    expect(screen.getByRole('button', { name: /^Time zone/ })).toHaveAccessibleName(
      'Time zone Africa/Nairobi (GMT+03:00)',
    );
    // 11:00 UTC is 14:00 in Nairobi; the day before at 10:00 there is 07:00 UTC.
    const dayBefore = new Date(startsAt.getTime() - 86_400_000);
    dayBefore.setUTCHours(7, 0, 0, 0);
    const dayText = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Nairobi',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
      .format(dayBefore)
      .replace(',', '');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Next run: ${dayText}, 10:00 (Africa/Nairobi)`,
    );

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()).toEqual([
      [
        'POST',
        '/api/schedules',
        {
          name: 'Reminder the day before',
          templateId: TEMPLATE_ID,
          contextId: EVENT_ID,
          filter: { name: 'attending' },
          timing: { kind: 'relative', amount: 1, unit: 'days', direction: 'before', time: '10:00' },
          timeZone: 'Africa/Nairobi',
        },
      ],
    ]);
    expect(await screen.findByText('Schedule Reminder the day before created')).toBeInTheDocument();
  });

  it('sends a fixed time as the instant it is in the chosen zone', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Thank you');
    await chooseTemplateAndEvent(user, LONDON_EVENT_ID);
    await user.click(screen.getByRole('radio', { name: 'At a date and time' }));
    // 1 July: British Summer Time, UTC+1.
    await user.type(screen.getByLabelText('Date'), '2099-07-01');
    await user.clear(screen.getByLabelText('Time of day'));
    await user.type(screen.getByLabelText('Time of day'), '18:30');
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()[0]?.[2]).toMatchObject({
      timing: { kind: 'at', at: '2099-07-01T17:30:00.000Z' },
      timeZone: 'Europe/London',
    });
  });

  it('refuses what the shared schema refuses, on the fields, without a request', async () => {
    const { user } = renderDialog();
    await screen.findByRole('option', { name: 'Reminder (SMS)' });
    await user.clear(screen.getByLabelText('How many'));
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));

    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Template')).toHaveAccessibleDescription('Choose a template');
    expect(screen.getByLabelText('Event')).toHaveAccessibleDescription('Choose the event');
    expect(screen.getByLabelText('How many')).toHaveAccessibleDescription('Amount is required');
    expect(writes()).toEqual([]);
  });

  it('puts the server’s refusal of the timing on the timing’s field', async () => {
    write = (_request, res) =>
      sendJson(res, 400, {
        message: '"1 day before the event at 10:00" has already passed: choose a time still ahead',
        fieldErrors: { timing: ['"1 day before the event at 10:00" has already passed'] },
      });
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Too late');
    await chooseTemplateAndEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));

    await waitFor(() =>
      expect(screen.getByLabelText('How many')).toHaveAccessibleDescription(
        '"1 day before the event at 10:00" has already passed',
      ),
    );
    expect(screen.getByLabelText('How many')).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('edits a weekly schedule with the version it read', async () => {
    const { user, onOpenChange } = renderDialog(weekly);
    expect(screen.getByRole('dialog', { name: 'Edit schedule Pledge nudge' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Every week' })).toBeChecked();
    await screen.findByRole('option', { name: 'Harusi ya Amina' });
    await user.selectOptions(screen.getByLabelText('Day of the week'), 'Friday');
    await user.clear(screen.getByLabelText('Until (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()).toEqual([
      [
        'PATCH',
        `/api/schedules/${weekly.id}`,
        {
          name: 'Pledge nudge',
          templateId: TEMPLATE_ID,
          contextId: EVENT_ID,
          filter: { name: 'rsvp_pending' },
          timing: { kind: 'weekly', weekday: 5, time: '09:00' },
          timeZone: 'Africa/Nairobi',
          version: 3,
        },
      ],
    ]);
  });

  it('reminds an occasion’s members every Monday until nobody is left', async () => {
    const { user, onOpenChange } = renderDialog(undefined, 'occasion-members');
    // The pledges dashboard's audience until a template says otherwise.
    expect(await screen.findByRole('option', { name: 'Choose the occasion' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Kumbusho la kila wiki');
    await screen.findByRole('option', { name: 'Kumbusho (SMS)' });
    await user.selectOptions(screen.getByLabelText('Template'), PLEDGE_TEMPLATE_ID);
    await screen.findByRole('option', { name: 'Michango ya Harusi' });
    await user.selectOptions(screen.getByLabelText('Occasion'), OCCASION_ID);
    expect(
      Array.from(
        (screen.getByLabelText('Recipients') as HTMLSelectElement).options,
        (o) => o.value,
      ),
    ).toEqual(['all', 'with_balance', 'nothing_paid', 'paid_in_full']);
    await user.selectOptions(screen.getByLabelText('Recipients'), 'Balance above 0');
    expect(screen.getByRole('radio', { name: 'Before or after the occasion' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Every week' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Until nobody is left (e.g. every balance is paid)' }),
    );
    // Monday at 09:00 in the occasion's zone.
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Next run: Mon \d{1,2} \w{3} \d{4}, 09:00 \(Africa\/Nairobi\)/,
    );

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()).toEqual([
      [
        'POST',
        '/api/schedules',
        {
          name: 'Kumbusho la kila wiki',
          templateId: PLEDGE_TEMPLATE_ID,
          contextId: OCCASION_ID,
          filter: { name: 'with_balance' },
          timing: { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true },
          timeZone: 'Africa/Nairobi',
        },
      ],
    ]);
  });

  it('reminds an event’s guests every Monday until every card is paid for', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Card payment reminder');
    await chooseTemplateAndEvent(user);
    expect(
      Array.from(
        (screen.getByLabelText('Recipients') as HTMLSelectElement).options,
        (o) => o.value,
      ),
    ).toEqual(['all', 'not_invited', 'rsvp_pending', 'attending', 'still_to_pay', 'paid']);
    await user.selectOptions(screen.getByLabelText('Recipients'), 'Still to pay for their card');
    await user.click(screen.getByRole('radio', { name: 'Every week' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Until nobody is left (e.g. every card is paid for)' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Next run: Mon \d{1,2} \w{3} \d{4}, 09:00 \(Africa\/Nairobi\)/,
    );

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()).toEqual([
      [
        'POST',
        '/api/schedules',
        {
          name: 'Card payment reminder',
          templateId: TEMPLATE_ID,
          contextId: EVENT_ID,
          filter: { name: 'still_to_pay' },
          timing: { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true },
          timeZone: 'Africa/Nairobi',
        },
      ],
    ]);
  });

  it('asks for the occasion by its name', async () => {
    const { user } = renderDialog(undefined, 'occasion-members');
    await screen.findByRole('option', { name: 'Choose the occasion' });
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByLabelText('Occasion')).toHaveAccessibleDescription(
      'Choose the occasion',
    );
    expect(writes()).toEqual([]);
  });

  it('edits "until nobody is left" off a weekly reminder', async () => {
    const { user, onOpenChange } = renderDialog({
      ...weekly,
      templateId: PLEDGE_TEMPLATE_ID,
      audience: 'occasion-members',
      contextId: OCCASION_ID,
      filter: { name: 'with_balance' },
      timing: { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true },
    });
    const untilNobodyLeft = screen.getByRole('checkbox', { name: /^Until nobody is left/ });
    expect(untilNobodyLeft).toBeChecked();
    // The choices arrive after the values: the selects still show the schedule's.
    await screen.findByRole('option', { name: 'Michango ya Harusi' });
    await screen.findByRole('option', { name: 'Kumbusho (SMS)' });
    expect(screen.getByLabelText('Occasion')).toHaveValue(OCCASION_ID);
    expect(screen.getByLabelText('Template')).toHaveValue(PLEDGE_TEMPLATE_ID);
    await user.click(untilNobodyLeft);
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()[0]?.[2]).toMatchObject({
      timing: { kind: 'weekly', weekday: 1, time: '09:00' },
    });
    expect(writes()[0]?.[2].timing).not.toHaveProperty('untilNobodyLeft');
  });
});
