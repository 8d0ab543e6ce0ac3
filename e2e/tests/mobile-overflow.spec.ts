/**
 * Issue 16: every page fits a 360 px phone and passes axe; issue 29: at 360 px and at a
 * 1366 px laptop no text runs outside its box. The three dashboards' users
 * (administrator, a signed-up organiser, a pledges committee member) and a visitor walk
 * every route the app serves (the app's own route list, support/route-walk.ts), each
 * `:param` filled with a record made here; a page that scrolls sideways, cuts text off, or
 * that axe finds serious, critical or out of heading order, fails with its route named.
 */
import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { createUserWith, getJson, loginAsAdmin, loginByApi, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { addGuestByApi, createEventByApi } from '../support/events';
import { createPublishedVendor } from '../support/published-vendor';
import {
  expectEmptyStatesInView,
  expectNoHorizontalOverflow,
  expectTextInsideBoxes,
  LAPTOP_VIEWPORT,
  PHONE_VIEWPORT,
} from '../support/overflow';
import {
  fillRoute,
  PUBLIC_ROUTE_PATHS,
  routesOpenTo,
  walkRoutes,
  type RouteRecords,
} from '../support/route-walk';
import { expect, test } from '../support/test';

test.use({ viewport: PHONE_VIEWPORT });
// Each user's walk is a test of its own, and both workers take them as they come free, so
// the file's minutes are shared rather than carried by one worker (see beforeEach below for
// the records they read). A worker takes the tests in the file's order, so the door test
// still admits the organiser's guest after any walk of the same records.
test.describe.configure({ mode: 'parallel' });

const tag = `mo${Date.now().toString(36)}`;
const ORGANISER_PASSWORD = 'harusi-ya-simu-2027';
/** A Kenyan mobile number of this run, in E.164: the organiser's username (decision 0009). */
const organiserPhone = `+2547${String(Date.now() % 100_000_000).padStart(8, '0')}`;

type Records = { admin: RouteRecords; organiser: RouteRecords };
/** This worker's records, made by the first test of this file that it takes. */
let made: Promise<Records> | undefined;
let adminRecords: RouteRecords;
let organiserRecords: RouteRecords;

/** Well-formed and unknown: the review and pay pages' "not valid" answers are what get walked. */
const FORGED_REVIEW_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const FORGED_PAY_TOKEN = 'BBBBBBBBBBBBBBBBBBBBBB';

/** An event with a guest holding an answer link, a template and an occasion with a member. */
async function createRecords(api: APIRequestContext, name: string) {
  const event = await createEventByApi(api, `Harusi ya ${name} ${tag}`);
  const guest = await addGuestByApi(api, event.id, {
    name: `${name} Family ${tag}`,
    cardType: 'family',
    admissions: 4,
  });
  const link = await postJson<{ token: string }>(
    api,
    `/api/events/${event.id}/guests/${guest.id}/link`,
  );
  return { events: event.id, i: link.token, review: FORGED_REVIEW_TOKEN, p: FORGED_PAY_TOKEN };
}

/** The records every test reads, on the server at `baseURL`. */
async function makeRecords(apiRequest: APIRequest, baseURL: string): Promise<Records> {
  const admin = await apiRequest.newContext({ baseURL });
  await loginAsAdmin(admin);
  const template = await postJson<{ id: string }>(admin, '/api/templates', {
    name: `Karibu ${tag}`,
    audience: 'event-guests',
    channel: 'sms',
    body: 'Karibu {{name}} kwenye harusi yetu!',
  });
  const occasion = await postJson<{ id: string }>(admin, '/api/occasions', {
    name: `Harambee ${tag}`,
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    defaultCountry: 'KE',
  });
  await postJson(admin, `/api/occasions/${occasion.id}/members`, {
    name: `Amina Hassan ${tag}`,
    phone: '0712000401',
    pledgedMinor: 1_000_000,
  });
  const adminRecords: RouteRecords = {
    ...(await createRecords(admin, 'Wanjiru')),
    ...(await createPublishedVendor(admin, tag).then((vendor) => ({
      vendors: vendor.id,
      services: vendor.serviceId,
    }))),
    templates: template.id,
    occasions: occasion.id,
  };

  // The organiser signs up as a visitor would and owns an event of their own.
  const organiser = await apiRequest.newContext({ baseURL });
  await postJson(organiser, '/api/signup', {
    name: 'Neema Organiser',
    phone: organiserPhone,
    password: ORGANISER_PASSWORD,
  });
  const organiserRecords: RouteRecords = {
    ...adminRecords,
    ...(await createRecords(organiser, 'Neema')),
  };
  await admin.dispose();
  await organiser.dispose();
  return { admin: adminRecords, organiser: organiserRecords };
}

/**
 * Once per worker, on its own server and database: what a beforeAll would do, but a
 * beforeAll makes Playwright split a parallel file's tests in halves up front instead of
 * handing them out as workers come free. The test that makes them has two minutes more.
 */
test.beforeEach(async ({ playwright, workerServer }) => {
  if (!made) {
    test.setTimeout(test.info().timeout + 120_000);
    made = makeRecords(playwright.request, workerServer.url);
  }
  ({ admin: adminRecords, organiser: organiserRecords } = await made);
});

const checkPage = async (page: Page, route: string) => {
  await expectNoHorizontalOverflow(page, route);
  await expectTextInsideBoxes(page, route);
  await expectEmptyStatesInView(page, route);
  await expectAxeClean(page, route);
};

async function walkDashboards(
  page: Page,
  dashboards: Parameters<typeof routesOpenTo>[1],
  records: RouteRecords,
) {
  const routes = await routesOpenTo(page, dashboards);
  expect(routes.length).toBeGreaterThan(0);
  await walkRoutes(
    page,
    routes.map((r) => ({ route: r.path, url: fillRoute(r.path, records) })),
    checkPage,
  );
}

for (const viewport of [PHONE_VIEWPORT, LAPTOP_VIEWPORT]) {
  const { width } = viewport;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });
    for (const dashboard of ['events', 'vendor', 'pledges'] as const) {
      test(`the administrator: every route of the ${dashboard} dashboard fits ${width} px and passes axe`, async ({
        page,
      }) => {
        // Axe on every page of a dashboard, on a machine other runs share.
        test.setTimeout(900_000);
        await loginAsAdmin(page.request);
        await walkDashboards(page, [dashboard], adminRecords);
      });
    }

    test(`a signed-up organiser: every events dashboard route they may open fits ${width} px and passes axe`, async ({
      page,
    }) => {
      test.setTimeout(900_000);
      await loginByApi(page.request, organiserPhone, ORGANISER_PASSWORD);
      await walkDashboards(page, ['events'], organiserRecords);
    });

    test(`a committee member: every pledges dashboard route they may open fits ${width} px and passes axe`, async ({
      page,
      request,
    }) => {
      test.setTimeout(900_000);
      const member = await createUserWith(request, [
        'READ_OCCASIONS',
        'ADD_OCCASIONS',
        'UPDATE_OCCASIONS',
        'READ_MEMBERS',
        'ADD_MEMBERS',
        'UPDATE_MEMBERS',
        'READ_CONTRIBUTIONS',
        'ADD_CONTRIBUTIONS',
      ]);
      await loginByApi(page.request, member.username, member.password);
      await walkDashboards(page, ['pledges'], adminRecords);
    });

    test(`a visitor: every public page and the guest answer page fit ${width} px and pass axe`, async ({
      page,
    }) => {
      test.setTimeout(900_000);
      await walkRoutes(
        page,
        PUBLIC_ROUTE_PATHS.map((route) => ({ route, url: fillRoute(route, adminRecords) })),
        checkPage,
      );
    });
  });
}

test("the guest's answer page shows the event only, without the site's navigation", async ({
  page,
}) => {
  await page.goto(fillRoute('/i/:token', adminRecords));
  await expect(
    page.getByRole('heading', { level: 1, name: `Harusi ya Wanjiru ${tag}` }),
  ).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Event templates' })).toHaveCount(0);
});

test("the event page's Check-in tab is the door: it checks a guest in and counts them", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginByApi(page.request, organiserPhone, ORGANISER_PASSWORD);
  const eventId = organiserRecords.events;
  const guests = await getJson<{ items: { id: string; name: string }[] }>(
    page.request,
    `/api/events/${eventId}/guests`,
  );
  const guest = guests.items[0]!;
  const { code } = await getJson<{ code: string }>(
    page.request,
    `/api/events/${eventId}/guests/${guest.id}/card-code`,
  );

  await page.goto(`/dashboard/events/${eventId}`);
  await page.getByRole('tab', { name: 'Check-in' }).click();
  await expect(page).toHaveURL(/\?tab=check-in$/);
  const door = page.getByRole('tabpanel', { name: 'Check-in' });
  await expect(door.getByText('People checked in')).toBeVisible();
  await door.getByRole('button', { name: 'Download guest list' }).click();
  await expect(page.getByText('Guest list of 1 downloaded')).toBeVisible();
  await door.getByLabel('Card code').fill(code);
  await door.getByRole('button', { name: 'Check code' }).click();
  await door.getByRole('button', { name: 'Admit 4' }).click();
  await expect(door.getByRole('heading', { name: /Admitted 4/ })).toBeVisible();
  // The live counters follow the server's figures.
  await expect(
    door.locator('dl > div').filter({ hasText: 'People checked in' }).locator('dd'),
  ).toHaveText('4 of 4');
  await expectNoHorizontalOverflow(page, 'the Check-in tab');
  await expectAxeClean(page, 'the Check-in tab');
});
