import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMonths, format, setDate, subDays } from 'date-fns';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHONE_TAKEN_MESSAGE, type CurrentUser, type EventTemplate } from '@karamu/shared';
import { meKeys } from '@/entities/session';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import {
  sendJson,
  setupApiServer,
  type Handler,
  type RecordedRequest,
} from '../../../../../test/test-server';
import { CreateEventPage } from './create-event-page';

const WEDDING = '00000000-0000-4000-8000-0000000000c1';
const BIRTHDAY = '00000000-0000-4000-8000-0000000000c2';
const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
const DRAFT_KEY = 'karamu.create-event.draft';

const template = (id: string, name: string, categoryId: string, categoryName: string) =>
  ({
    id,
    name,
    description: `${name} design`,
    categoryId,
    categoryName,
    artworkType: 'image/svg+xml',
    published: true,
    created: '2026-11-01T00:00:00.000Z',
    updated: '2026-11-01T00:00:00.000Z',
    createdBy: null,
    version: 1,
  }) satisfies EventTemplate;
const RINGS = template('00000000-0000-4000-8000-0000000000a1', 'Golden rings', WEDDING, 'Wedding');
const BALLOONS = template(
  '00000000-0000-4000-8000-0000000000a2',
  'Balloons and confetti',
  BIRTHDAY,
  'Birthday',
);

const organiser: CurrentUser = {
  id: '00000000-0000-4000-8000-0000000000u1',
  username: '+254712345678',
  name: 'Amina Njeri',
  dp: null,
  created: '2026-11-21T08:00:00.000Z',
  createdBy: '+254712345678',
  roles: [
    {
      id: 'role-organiser',
      name: 'Event organiser',
      scope: 'assigned',
      privileges: [{ value: 'READ_EVENTS' }, { value: 'ADD_EVENTS' }],
    },
  ],
};

const defaultRoute: Handler = (request, res) => {
  const path = request.url.split('?')[0];
  if (path === '/api/categories') {
    return sendJson(res, 200, {
      items: [
        { id: BIRTHDAY, name: 'Birthday' },
        { id: WEDDING, name: 'Wedding' },
      ],
      total: 2,
      page: 1,
      size: 1000,
    });
  }
  // Each design the tests pick: the design step asks for the chosen one by id, and a
  // missing answer would say "no longer available" once it lands.
  for (const design of [RINGS, BALLOONS]) {
    if (path === `/api/event-templates/${design.id}`) return sendJson(res, 200, design);
  }
  if (path === '/api/event-templates') {
    const items = request.url.includes(`categoryId%3Ain%3A${BIRTHDAY}`)
      ? [BALLOONS]
      : [BALLOONS, RINGS];
    return sendJson(res, 200, { items, total: items.length, page: 1, size: 200 });
  }
  if (request.method === 'POST' && path === '/api/signup') {
    const body = JSON.parse(request.body);
    if (body.phone === '+254700000001') {
      return sendJson(res, 409, {
        message: PHONE_TAKEN_MESSAGE,
        fieldErrors: { phone: [PHONE_TAKEN_MESSAGE] },
      });
    }
    return sendJson(res, 201, { ...organiser, name: body.name, username: body.phone });
  }
  if (request.method === 'POST' && path === '/api/login') return sendJson(res, 200, organiser);
  if (request.method === 'POST' && path === '/api/events') {
    return sendJson(res, 201, { id: EVENT_ID, ...JSON.parse(request.body), status: 'draft' });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(defaultRoute);
beforeEach(() => {
  sessionStorage.clear();
});

function Landed() {
  const { id } = useParams();
  return <h1>Event {id}</h1>;
}

function renderPage(path: string, user: CurrentUser | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/create-event', element: <CreateEventPage /> },
      { path: '/dashboard/events/:id', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const { queryClient } = renderWithProviders(<RouterProvider router={router} />, {
    cached: [[meKeys.full(), user]],
  });
  return { user: userEvent.setup(), router, queryClient };
}

/** Starts on step 2 with a draft from earlier in the tab (a reload keeps what was typed). */
function seedDraft(details: Record<string, unknown>) {
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      templateId: RINGS.id,
      categoryId: '',
      categoryChosen: false,
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
      details,
    }),
  );
}

const writes = () => server.requests.filter((r) => r.method !== 'GET');
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body ?? 'null');

/** The message under a control (its hint too, if any), found through its aria-describedby. */
function messageOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent).filter(Boolean);
  return texts.length > 0 ? texts.join(' ') : null;
}

const futureDay = setDate(addMonths(new Date(), 1), 15);

/** Opens the calendar (on the month of the date it holds) and moves on to `futureDay`. */
async function pickFutureDate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Date/ }));
  const name = new RegExp(format(futureDay, 'MMMM do, yyyy'));
  await screen.findByRole('grid');
  for (let months = 0; !screen.queryByRole('button', { name }) && months < 24; months += 1) {
    await user.click(screen.getByRole('button', { name: /next month/i }));
  }
  await user.click(screen.getByRole('button', { name }));
}

async function goToDetails(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Golden rings', { selector: 'strong' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const heading = await screen.findByRole('heading', { name: /Tell us about the event/ });
  // The step draws once the installation's country (or the browser's) is known.
  await screen.findByLabelText(/Event name/);
  return heading;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Event name/), 'Harusi ya Amina');
  await pickFutureDate(user);
  await user.type(screen.getByLabelText(/Start time/), '18:00');
  await user.type(screen.getByLabelText('End time'), '23:30');
  await user.type(screen.getByLabelText('Venue'), 'Safari Park');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('heading', { name: /Your account/ });
}

describe('CreateEventPage', { timeout: 60_000 }, () => {
  it('starts on the design of the link, takes its category, and keeps what was typed between steps', async () => {
    const { user } = renderPage(`/create-event?template=${RINGS.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Design');
    expect(await screen.findByRole('radio', { name: 'Golden rings' })).toBeChecked();

    const heading = await goToDetails(user);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Category')).toHaveValue(WEDDING);
    await user.type(screen.getByLabelText(/Event name/), 'Harusi ya Amina');

    await user.click(screen.getByRole('button', { name: /Back to the design/ }));
    // Another design from another category: the category follows it.
    await user.click(screen.getByRole('button', { name: 'Birthday' }));
    // The gallery refetches for the category: wait for its answer, not the one before it.
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'Golden rings' })).not.toBeInTheDocument(),
    );
    await user.click(await screen.findByRole('radio', { name: 'Balloons and confetti' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Tell us about the event/ });
    expect(screen.getByLabelText(/Event name/)).toHaveValue('Harusi ya Amina');
  });

  it('shows the form messages: required, date in the future, start less than end', async () => {
    // A draft from a few days ago, its date now past (the calendar offers no past day).
    const past = format(subDays(new Date(), 3), 'yyyy-MM-dd');
    seedDraft({ date: past, startTime: '18:00', endTime: '17:00', mapLink: 'maps' });
    const { user } = renderPage('/create-event');
    await goToDetails(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(messageOf(screen.getByLabelText(/Event name/))).toBe('This field is required'),
    );
    expect(messageOf(screen.getByRole('button', { name: /^Date/ }))).toBe(
      'Date must be in the future',
    );
    expect(messageOf(screen.getByLabelText('Map link'))).toBe('Invalid Link provided');

    await user.type(screen.getByLabelText(/Event name/), 'Harusi ya Amina');
    await pickFutureDate(user);
    await user.clear(screen.getByLabelText('Map link'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(messageOf(screen.getByLabelText(/Start time/))).toBe(
        'Start time must be less than End time',
      ),
    );
    expect(screen.getByRole('heading', { name: /Tell us about the event/ })).toBeVisible();

    await user.clear(screen.getByLabelText('End time'));
    await user.type(screen.getByLabelText('End time'), '11pm');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /Your account/ })).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it('creates an account and the event, and lands on the event in the dashboard', async () => {
    const { user, router, queryClient } = renderPage(`/create-event?template=${RINGS.id}`);
    await goToDetails(user);
    await fillDetails(user);

    await user.type(screen.getByLabelText('Your name'), 'Amina Njeri');
    // The browser here says en-US: a Kenyan number is typed with its code.
    await user.type(screen.getByLabelText('Phone number'), '+254 712 345678');
    await user.type(screen.getByLabelText('Password'), 'harusi-2027');
    await user.type(screen.getByLabelText('Confirm password'), 'harusi-2026');
    await user.click(screen.getByRole('button', { name: 'Create account and event' }));
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'harusi-2027');
    await user.click(screen.getByRole('button', { name: 'Create account and event' }));

    expect(await screen.findByRole('heading', { name: `Event ${EVENT_ID}` })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/dashboard/events/${EVENT_ID}`);
    const [signUp, created] = writes();
    expect(signUp?.url).toBe('/api/signup');
    expect(bodyOf(signUp)).toEqual({
      name: 'Amina Njeri',
      phone: '+254712345678',
      password: 'harusi-2027',
    });
    expect(created?.url).toBe('/api/events');
    const day = format(futureDay, 'yyyy-MM-dd');
    expect(bodyOf(created)).toMatchObject({
      name: 'Harusi ya Amina',
      templateId: RINGS.id,
      categoryId: WEDDING,
      venue: 'Safari Park',
      expectedGuests: null,
      // The guests' country starts as the browser's region.
      defaultCountry: 'US',
    });
    // The times are read in the browser's zone unless another is chosen.
    expect(bodyOf(created).startsAt.slice(0, 10)).toBe(day);
    expect(queryClient.getQueryData(meKeys.full())).toMatchObject({ name: 'Amina Njeri' });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('signs in inline with the phone number, keeping the details, and reads times at the venue', async () => {
    seedDraft({ name: 'Send-off ya Neema', startTime: '14:00' });
    const { user } = renderPage('/create-event');
    await goToDetails(user);
    await pickFutureDate(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Your account/ });

    await user.click(screen.getByRole('tab', { name: 'I have an account' }));
    const panel = screen.getByRole('tabpanel', { name: 'I have an account' });
    await user.type(within(panel).getByLabelText('Phone number'), '0712345678');
    await user.type(within(panel).getByLabelText('Password'), 'harusi-2027');
    await user.click(within(panel).getByRole('button', { name: 'Sign in and create event' }));

    expect(await screen.findByRole('heading', { name: `Event ${EVENT_ID}` })).toBeVisible();
    const [login, created] = writes();
    expect(bodyOf(login)).toEqual({ username: '+254712345678', password: 'harusi-2027' });
    expect(bodyOf(created)).toMatchObject({
      name: 'Send-off ya Neema',
      timeZone: 'Africa/Nairobi',
      // 14:00 in Nairobi is 11:00 UTC.
      startsAt: `${format(futureDay, 'yyyy-MM-dd')}T11:00:00.000Z`,
    });
  });

  it("starts the guests' phone country, which sign-up's phone shares, and the zone on the installation's, in sight", async () => {
    server.route = (request, res) =>
      request.url === '/api/installation'
        ? sendJson(res, 200, {
            defaultCountry: 'TZ',
            defaultCurrency: 'TZS',
            defaultTimeZone: 'Africa/Dar_es_Salaam',
          })
        : defaultRoute(request, res);
    const { user } = renderPage(`/create-event?template=${RINGS.id}`);
    await goToDetails(user);
    // Not the browser's region and zone (the United States, UTC here): the installation's,
    // shown on the form rather than folded away (issue 29).
    expect(screen.getByLabelText("Country of guests' phone numbers")).toHaveValue('TZ');
    expect(screen.getByLabelText(/^Time zone/)).toHaveValue('Africa/Dar_es_Salaam');
    expect(screen.getByLabelText(/^Time zone/)).toBeVisible();
    expect(document.querySelector('details')).toBeNull();

    await fillDetails(user);
    await user.click(screen.getByRole('tab', { name: 'I have an account' }));
    const panel = screen.getByRole('tabpanel', { name: 'I have an account' });
    await user.type(within(panel).getByLabelText('Phone number'), '0754123456');
    await user.type(within(panel).getByLabelText('Password'), 'harusi-2027');
    await user.click(within(panel).getByRole('button', { name: 'Sign in and create event' }));
    await screen.findByRole('heading', { name: `Event ${EVENT_ID}` });
    expect(bodyOf(writes()[1])).toMatchObject({
      timeZone: 'Africa/Dar_es_Salaam',
      defaultCountry: 'TZ',
      // 18:00 in Dar es Salaam is 15:00 UTC.
      startsAt: `${format(futureDay, 'yyyy-MM-dd')}T15:00:00.000Z`,
    });
  });

  it('offers to sign in when the number already has an account', async () => {
    seedDraft({ name: 'Birthday', startTime: '14:00' });
    const { user } = renderPage('/create-event');
    await goToDetails(user);
    await pickFutureDate(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Your account/ });

    await user.type(screen.getByLabelText('Your name'), 'Amina');
    await user.type(screen.getByLabelText('Phone number'), '0700 000001');
    await user.type(screen.getByLabelText('Password'), 'harusi-2027');
    await user.type(screen.getByLabelText('Confirm password'), 'harusi-2027');
    await user.click(screen.getByRole('button', { name: 'Create account and event' }));

    await waitFor(() =>
      expect(messageOf(screen.getByLabelText('Phone number'))).toContain(PHONE_TAKEN_MESSAGE),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in with this number' }));
    const panel = screen.getByRole('tabpanel', { name: 'I have an account' });
    expect(within(panel).getByLabelText('Phone number')).toHaveValue('0700 000001');
    expect(writes().map((r) => r.url)).toEqual(['/api/signup']);
  });

  it('creates the event at once for someone already signed in', async () => {
    seedDraft({ name: 'Office party', startTime: '18:00' });
    const { user } = renderPage('/create-event', organiser);
    await goToDetails(user);
    await pickFutureDate(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Amina Njeri')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('heading', { name: `Event ${EVENT_ID}` })).toBeVisible();
  });

  it('brings a refused field back to the details step with the server message', async () => {
    server.route = (request, res) =>
      request.method === 'POST' && request.url === '/api/events'
        ? sendJson(res, 400, {
            message: 'Invalid request body',
            fieldErrors: { venue: ['Venue must be at most 300 characters'] },
          })
        : defaultRoute(request, res);
    seedDraft({ name: 'Party', startTime: '18:00', venue: 'Somewhere' });
    const { user } = renderPage('/create-event', organiser);
    await goToDetails(user);
    await pickFutureDate(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create event' }));
    await screen.findByRole('heading', { name: /Tell us about the event/ });
    await waitFor(() =>
      expect(messageOf(screen.getByLabelText('Venue'))).toBe(
        'Venue must be at most 300 characters',
      ),
    );
  });
});
