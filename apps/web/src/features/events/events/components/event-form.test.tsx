import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EventRecord } from '@karamu/shared';
import { AppProviders } from '@/app/providers';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { EventForm } from './event-form';

const NOW = () => new Date('2026-11-21T08:00:00Z');
const WEDDINGS = '00000000-0000-4000-8000-0000000000c1';

const event: EventRecord = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Amina & Baraka',
  categoryId: WEDDINGS,
  categoryName: 'Weddings',
  status: 'draft',
  // 14:00–22:00 in Nairobi.
  startsAt: '2026-12-05T11:00:00.000Z',
  endsAt: '2026-12-05T19:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  venue: 'Safari Park',
  mapLink: null,
  hosts: null,
  contactPhone: '+254712345678',
  expectedGuests: 300,
  defaultCountry: 'KE',
  templateId: null,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 3,
};

const serveCategories: Handler = (request, res) => {
  if (request.url.startsWith('/api/categories')) {
    return sendJson(res, 200, {
      items: [{ id: WEDDINGS, name: 'Weddings' }],
      total: 1,
      page: 1,
      size: 1000,
    });
  }
  if (request.url === '/api/installation') {
    return sendJson(res, 200, {
      defaultCountry: 'TZ',
      defaultCurrency: 'TZS',
      defaultTimeZone: 'Africa/Dar_es_Salaam',
    });
  }
  if (request.method === 'POST' && request.url === '/api/events') {
    return sendJson(res, 201, { ...event, ...JSON.parse(request.body), version: 1 });
  }
  if (request.method === 'PATCH') {
    return sendJson(res, 200, { ...event, ...JSON.parse(request.body), version: 4 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serveCategories);

/** The form once drawn: a new event's waits for the installation's defaults. */
async function renderForm(record?: EventRecord) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(
    <EventForm event={record} onSaved={onSaved} onCancel={() => undefined} now={NOW} />,
  );
  await screen.findByLabelText(/^Name/);
  return { user, onSaved, ...view };
}

const writes = () => server.requests.filter((r) => r.method !== 'GET');
const setValue = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function chooseTimeZone(user: ReturnType<typeof userEvent.setup>, search: string) {
  await user.click(screen.getByRole('button', { name: /^Time zone/ }));
  await user.type(await screen.findByRole('combobox', { name: 'Search time zones' }), search);
  await user.keyboard('{Enter}');
}

describe('EventForm', { timeout: 60_000 }, () => {
  it("starts a new event on the installation's zone and country (issue 29)", async () => {
    await renderForm();
    expect(screen.getByRole('button', { name: /^Time zone/ })).toHaveTextContent(
      'Africa/Dar_es_Salaam',
    );
    expect(screen.getByLabelText("Country of guests' phone numbers")).toHaveValue('TZ');
  });

  it('says what is missing and what is wrong, with the form messages, and sends nothing', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription(
      'This field is required',
    );

    await user.type(screen.getByLabelText('Name'), 'Amina & Baraka');
    setValue('Date', '2026-11-20');
    setValue('Start time', '18:00');
    setValue('End time (optional)', '17:00');
    await user.type(screen.getByLabelText('Map link'), 'not a link');
    await user.type(screen.getByLabelText('Contact phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
        'Date must be in the future',
      ),
    );
    expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription(
      'Start time must be less than End time',
    );
    expect(screen.getByLabelText(/^Map link/)).toHaveAccessibleDescription(/Invalid Link provided/);
    expect(screen.getByLabelText('Contact phone')).toHaveAccessibleDescription(
      'Invalid phone number',
    );
    expect(writes()).toEqual([]);

    // Equal start and end fail too: the end must come after the start.
    setValue('End time (optional)', '18:00');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription(
        'Start time must be less than End time',
      ),
    );
    // Today at the venue, but the hour has passed (it is 11:00 in Nairobi).
    await chooseTimeZone(user, 'nairobi');
    setValue('Date', '2026-11-21');
    setValue('Start time', '10:00');
    setValue('End time (optional)', '');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription(
        'Start time must be in the future',
      ),
    );
    expect(writes()).toEqual([]);
  });

  it("turns the date and times at the venue into instants in the venue's zone", async () => {
    const { user, onSaved } = await renderForm();
    await user.type(screen.getByLabelText('Name'), 'Amina & Baraka');
    await user.selectOptions(await screen.findByLabelText('Category'), 'Weddings');
    setValue('Date', '2026-12-05');
    setValue('Start time', '14:00');
    setValue('End time (optional)', '22:00');
    await chooseTimeZone(user, 'nairobi');
    expect(screen.getByRole('button', { name: /^Time zone/ })).toHaveAccessibleName(
      'Time zone Africa/Nairobi (GMT+03:00)',
    );
    await user.selectOptions(screen.getByLabelText("Country of guests' phone numbers"), 'KE');
    // The contact's number is read in the country its picker shows.
    await user.click(screen.getByRole('button', { name: /^Country: / }));
    await user.type(await screen.findByRole('combobox', { name: 'Search countries' }), 'Kenya');
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Contact phone'), '0712 345678');
    await user.type(screen.getByLabelText('Expected guests'), '250');
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes().map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      [
        'POST',
        '/api/events',
        {
          name: 'Amina & Baraka',
          categoryId: WEDDINGS,
          startsAt: '2026-12-05T11:00:00.000Z',
          endsAt: '2026-12-05T19:00:00.000Z',
          timeZone: 'Africa/Nairobi',
          venue: null,
          mapLink: null,
          hosts: null,
          contactPhone: '+254712345678',
          expectedGuests: 250,
          defaultCountry: 'KE',
        },
      ],
    ]);
  });

  it('ends after midnight on the next day, and crosses into the next UTC day west of UTC', async () => {
    const { user, onSaved } = await renderForm();
    await user.type(screen.getByLabelText('Name'), 'Late party');
    setValue('Date', '2026-12-31');
    setValue('Start time', '20:00');
    setValue('End time (optional)', '02:00');
    await chooseTimeZone(user, 'los angeles');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    // 02:00 is before 20:00 on the same day.
    await waitFor(() =>
      expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription(
        'Start time must be less than End time',
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: /Ends after midnight/ }));
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(writes()[0]!.body);
    // 20:00 on 31 Dec in Los Angeles (UTC-8) is 04:00 UTC on 1 Jan; 02:00 on 1 Jan is 10:00 UTC.
    expect(body).toMatchObject({
      startsAt: '2027-01-01T04:00:00.000Z',
      endsAt: '2027-01-01T10:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('edits: shows the venue times, sends only what changed with the version', async () => {
    const { user, onSaved } = await renderForm(event);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-05');
    expect(screen.getByLabelText('Start time')).toHaveValue('14:00');
    expect(screen.getByLabelText('End time (optional)')).toHaveValue('22:00');
    await user.clear(screen.getByLabelText('Venue'));
    await user.type(screen.getByLabelText('Venue'), 'Carnivore');
    setValue('Start time', '15:00');
    await user.click(screen.getByRole('button', { name: 'Save event' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes().map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      [
        'PATCH',
        `/api/events/${event.id}`,
        { startsAt: '2026-12-05T12:00:00.000Z', venue: 'Carnivore', version: 3 },
      ],
    ]);
  });

  it('keeps an unchanged past start, and on a stale version says so and offers the latest', async () => {
    const past = { ...event, startsAt: '2026-10-01T11:00:00.000Z', endsAt: null };
    server.route = (request, res) => {
      if (request.method === 'PATCH') {
        return sendJson(res, 409, {
          message: 'Someone else changed this record since you opened it. Reload it and try again.',
          fieldErrors: { version: ['This record has changed since you loaded it'] },
        });
      }
      return serveCategories(request, res);
    };
    const { user, onSaved, rerender, queryClient } = await renderForm(past);
    await user.type(screen.getByLabelText('Hosts'), 'The families');
    await user.click(screen.getByRole('button', { name: 'Save event' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record since you opened it');
    expect(JSON.parse(writes()[0]!.body)).toEqual({ hosts: 'The families', version: 3 });
    expect(onSaved).not.toHaveBeenCalled();

    // The page refetched the event: loading it replaces the form and its version.
    const latest = { ...past, hosts: 'Their parents', version: 4 };
    rerender(
      <AppProviders queryClient={queryClient}>
        <EventForm event={latest} onSaved={onSaved} onCancel={() => undefined} now={NOW} />
      </AppProviders>,
    );
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(screen.getByLabelText('Hosts')).toHaveValue('Their parents');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
