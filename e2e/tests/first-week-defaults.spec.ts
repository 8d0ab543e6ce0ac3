/**
 * Issue 29, "Defaults, numbers and categories": each item walked in the browser on a fresh
 * database (this file's own server), by the person it is for (the organiser from
 * /create-event, the committee from the pledges dashboard, the vendor from "List your
 * business", the administrator in Settings), at 360 px and 1366 px, axe clean throughout.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createUserWith, getJson, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { expectNoHorizontalOverflow } from '../support/overflow';
import { signInThroughScreen } from '../support/sign-in';
import { collectPageErrors, expect, test, waitForAppInContext } from '../support/test';
import { useOwnServer } from '../support/use-own-server';
import { createVendorProfile, listYourBusiness } from '../support/vendors';

const own = useOwnServer({ admin: true });
const WIDTHS = [360, 1366] as const;
const headers = { 'x-requested-with': 'XMLHttpRequest' };
let serial = 0;
/** Names and phone numbers of this run, apart from every other test's. */
const unique = () => `${Date.now().toString(36)}${++serial}`;
const kenyanMobile = () => `07${String((Date.now() + ++serial) % 100_000_000).padStart(8, '0')}`;

type Defaults = {
  defaultCountry: string | null;
  defaultCurrency: string | null;
  defaultTimeZone: string | null;
};

/** The installation's defaults, as an administrator saves them in Settings. */
async function setDefaults(api: APIRequestContext, defaults: Defaults) {
  const settings = await getJson<{ extraMobilePrefixes: object; version: number }>(
    api,
    '/api/settings',
  );
  const response = await api.put('/api/settings', {
    headers,
    data: {
      extraMobilePrefixes: settings.extraMobilePrefixes,
      ...defaults,
      version: settings.version,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A browser of `width`, on this file's server; its pages' errors fail the test at the end. */
async function openBrowser(browser: Browser, width: number, options: { timezoneId?: string } = {}) {
  const context = await browser.newContext({
    baseURL: own.server.url,
    viewport: { width, height: 900 },
    locale: 'en-US',
    ...options,
  });
  waitForAppInContext(context);
  const errors = collectPageErrors(context);
  const page = await context.newPage();
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors).toEqual([]);
    },
  };
}

/** No sideways scroll, no serious axe finding. */
async function expectUsable(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectAxeClean(page);
}

async function pickFutureDate(page: Page) {
  const day = new Date(Date.now() + 45 * 86_400_000);
  await page.getByRole('button', { name: /^Date/ }).click();
  const label = new RegExp(
    `${day.toLocaleDateString('en-US', { month: 'long' })} ${day.getDate()}(st|nd|rd|th), ${day.getFullYear()}`,
  );
  for (let months = 0; months < 24; months += 1) {
    if ((await page.getByRole('button', { name: label }).count()) > 0) break;
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await page.getByRole('button', { name: label }).click();
}

/**
 * /create-event up to the details step, as a visitor who becomes an organiser; `onDetails`
 * looks at (or changes) the step before it goes on. Answers the new event's id.
 */
async function createEventThroughWizard(
  page: Page,
  eventName: string,
  onDetails: (page: Page) => Promise<void> = async () => undefined,
) {
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: 'Golden rings' }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Tell us about the event/ })).toBeFocused();
  await page.getByLabel('Event name').fill(eventName);
  await pickFutureDate(page);
  await page.getByLabel('Start time').fill('14:00');
  await page.getByLabel('Venue').fill('Mlimani City Hall');
  await onDetails(page);
  await expectUsable(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Your account/ })).toBeFocused();
  await page.getByLabel('Your name').fill('Neema Organiser');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(kenyanMobile());
  await page.getByLabel('Password', { exact: true }).fill('harusi-ya-neema-2027');
  await page.getByLabel('Confirm password').fill('harusi-ya-neema-2027');
  await page.getByRole('button', { name: 'Create account and event' }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

const KENYA: Defaults = {
  defaultCountry: 'KE',
  defaultCurrency: 'KES',
  defaultTimeZone: 'Africa/Nairobi',
};

test("1. a number with another country's calling code and no '+' reads as that country", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await setDefaults(own.api, KENYA);
  for (const width of WIDTHS) {
    const { page, close } = await openBrowser(browser, width);
    const eventId = await createEventThroughWizard(page, `Harusi ${unique()}`, async (details) => {
      await expect(details.getByLabel("Country of guests' phone numbers")).toHaveValue('KE');
    });
    await page.goto(`/dashboard/events/${eventId}?tab=guests`);
    await page.getByRole('button', { name: 'Add guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a guest' });
    await dialog.getByLabel('Name', { exact: true }).fill('Rehema Mushi');

    // Too short for Kenya and for Tanzania: the specification's message, unchanged.
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await phone.fill('2557123');
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await expect(dialog.getByText('Invalid phone number')).toBeVisible();
    await expectUsable(page);

    // A Tanzanian mobile typed without '+' in a Kenyan event.
    await phone.fill('255712345678');
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Rehema Mushi', exact: true })).toBeVisible();
    const guests = await getJson<{ items: { name: string; phone: string }[] }>(
      page.request,
      `/api/events/${eventId}/guests`,
    );
    expect(guests.items).toEqual([
      expect.objectContaining({ name: 'Rehema Mushi', phone: '+255712345678' }),
    ]);
    await expectUsable(page);
    await close();
  }
});

test('2. every guest-import and members-import problem names the person and the value', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await setDefaults(own.api, KENYA);
  for (const width of WIDTHS) {
    // The organiser's guest list.
    const organiser = await openBrowser(browser, width);
    const eventId = await createEventThroughWizard(organiser.page, `Send-off ${unique()}`);
    const page = organiser.page;
    await page.goto(`/dashboard/events/${eventId}/guests/import`);
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'wageni.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Name,Phone,Card type\r\nAsha Mwangi,2557123,single\r\n,0712000002,single\r\nJuma Ali,0712000003,vip\r\n',
      ),
    });
    await expect(page.getByRole('heading', { name: /Match the file/ })).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Check the rows' }).click();
    const guestProblems = page.getByRole('table', { name: 'Problems' });
    await expect(guestProblems.getByRole('row')).toHaveCount(4, { timeout: 60_000 });
    await expect(guestProblems.getByRole('row').nth(1)).toContainText(
      "Invalid phone number: '2557123' (Asha Mwangi)",
    );
    await expect(guestProblems.getByRole('row').nth(2)).toContainText(
      "Name is required (row starting '0712000002')",
    );
    await expect(guestProblems.getByRole('row').nth(3)).toContainText(
      "Card type must be single, double or family: 'vip' (Juma Ali)",
    );
    await expectUsable(page);
    await organiser.close();

    // The committee's member list, from the pledges dashboard.
    const occasion = await postJson<{ id: string }>(own.api, '/api/occasions', {
      name: `Michango ${unique()}`,
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      timeZone: 'Africa/Nairobi',
      currency: 'KES',
      defaultCountry: 'KE',
    });
    const committee = await createUserWith(own.api, [
      'READ_OCCASIONS',
      'READ_MEMBERS',
      'ADD_MEMBERS',
    ]);
    const member = await openBrowser(browser, width);
    await member.page.goto(`/pledges-dashboard/occasions/${occasion.id}/import`);
    await signInThroughScreen(member.page, committee.username, committee.password);
    await expect(
      member.page.getByRole('heading', { level: 1, name: 'Import members' }),
    ).toBeVisible();
    await member.page.getByLabel('Choose a file').setInputFiles({
      name: 'wanachama.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Jina,Simu,Ahadi\r\nBaraka Otieno,0712,5000\r\nZawadi Ali,0712345699,USD 40\r\n',
      ),
    });
    await expect(member.page.getByRole('heading', { name: /Match the file/ })).toBeVisible({
      timeout: 60_000,
    });
    await member.page.getByRole('button', { name: 'Check the rows' }).click();
    const memberProblems = member.page.getByRole('table', { name: 'Problems' });
    await expect(memberProblems.getByRole('row')).toHaveCount(3, { timeout: 60_000 });
    await expect(memberProblems.getByRole('row').nth(1)).toContainText(
      "Invalid phone number: '0712' (Baraka Otieno)",
    );
    await expect(memberProblems.getByRole('row').nth(2)).toContainText(
      "Pledge is in USD, but this occasion is in KES: 'USD 40' (Zawadi Ali)",
    );
    await expectUsable(member.page);
    await member.close();
  }
});

test('3. one installation default country, currency and zone, used by new occasions and the checklist', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  for (const width of WIDTHS) {
    await setDefaults(own.api, {
      defaultCountry: null,
      defaultCurrency: null,
      defaultTimeZone: null,
    });

    // The administrator sets them once, in Settings.
    const admin = await openBrowser(browser, width);
    await admin.page.goto('/dashboard/home');
    await signInThroughScreen(admin.page, 'admin', E2E_ADMIN_PASSWORD);
    const checklist = admin.page.getByRole('region', { name: 'Before your messages reach anyone' });
    await expect(
      checklist.getByRole('heading', { name: 'To do: Default country, currency and time zone' }),
    ).toBeVisible();
    await expect(checklist).toContainText('SMS_PROVIDER');
    await expectUsable(admin.page);
    await checklist.getByRole('link', { name: 'Settings' }).click();
    const defaults = admin.page.getByRole('region', { name: 'Defaults' });
    await expect(defaults).toBeVisible();
    // One "Default country" on the whole page: the profile has none of its own.
    await expect(admin.page.getByRole('group', { name: 'Default country' })).toHaveCount(1);
    await defaults.getByRole('group', { name: 'Default country' }).getByRole('button').click();
    const countrySearch = admin.page.getByRole('combobox', { name: 'Search countries' });
    await countrySearch.fill('Kenya');
    await countrySearch.press('Enter');
    await expect(defaults.getByRole('combobox', { name: 'Default currency' })).toHaveValue('KES');
    await defaults.getByRole('group', { name: 'Default time zone' }).getByRole('button').click();
    const zoneSearch = admin.page.getByRole('combobox', { name: 'Search time zones' });
    await zoneSearch.fill('nairobi');
    await zoneSearch.press('Enter');
    await expectUsable(admin.page);
    await defaults.getByRole('button', { name: 'Save defaults' }).click();
    await expect(admin.page.getByText('Defaults saved')).toBeVisible();
    await admin.page.goto('/dashboard/home');
    await expect(
      admin.page
        .getByRole('region', { name: 'Before your messages reach anyone' })
        .getByRole('heading', { name: 'Done: Default country, currency and time zone' }),
    ).toBeVisible();
    await admin.close();

    // The committee's new occasion starts on them, not on the browser's United States and UTC.
    const committee = await createUserWith(own.api, ['READ_OCCASIONS', 'ADD_OCCASIONS']);
    const member = await openBrowser(browser, width, { timezoneId: 'UTC' });
    await member.page.goto('/pledges-dashboard/occasions');
    await signInThroughScreen(member.page, committee.username, committee.password);
    await member.page.getByRole('button', { name: 'New occasion' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'New occasion' });
    await expect(dialog.getByRole('button', { name: /^Time zone/ })).toContainText(
      'Africa/Nairobi',
    );
    await expect(dialog.getByLabel('Currency')).toHaveValue('KES');
    await expect(dialog.getByLabel("Country of members' phone numbers")).toHaveValue('KE');
    await expectUsable(member.page);
    await member.close();

    // The organiser sees none of the operator's tasks: nothing there they can act on.
    const organiser = await openBrowser(browser, width);
    await createEventThroughWizard(organiser.page, `Birthday ${unique()}`);
    await organiser.page.goto('/dashboard/home');
    await expect(organiser.page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await expect(organiser.page.getByText('SMS_PROVIDER')).toHaveCount(0);
    await expect(
      organiser.page.getByRole('region', { name: 'Before your messages reach anyone' }),
    ).toHaveCount(0);
    await expectUsable(organiser.page);
    await organiser.close();
  }
});

test("4. /create-event takes the installation's zone, in sight; guests never read '(UTC time)'", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  for (const width of WIDTHS) {
    await setDefaults(own.api, {
      defaultCountry: 'TZ',
      defaultCurrency: 'TZS',
      defaultTimeZone: 'Africa/Dar_es_Salaam',
    });
    // A Dar es Salaam organiser whose browser says UTC.
    const { page, close } = await openBrowser(browser, width, { timezoneId: 'UTC' });
    const eventId = await createEventThroughWizard(
      page,
      `Kitchen party ${unique()}`,
      async (details) => {
        const zone = details.getByLabel(/^Time zone/);
        await expect(zone).toBeVisible();
        await expect(zone).toHaveValue('Africa/Dar_es_Salaam');
        await expect(details.getByLabel("Country of guests' phone numbers")).toHaveValue('TZ');
      },
    );
    const event = await getJson<{ timeZone: string; startsAt: string }>(
      page.request,
      `/api/events/${eventId}`,
    );
    expect(event.timeZone).toBe('Africa/Dar_es_Salaam');
    // 14:00 in Dar es Salaam is 11:00 UTC.
    expect(event.startsAt).toMatch(/T11:00:00/);

    const guest = await postJson<{ id: string }>(page.request, `/api/events/${eventId}/guests`, {
      name: 'Mgeni Mmoja',
    });
    const link = await postJson<{ token: string }>(
      page.request,
      `/api/events/${eventId}/guests/${guest.id}/link`,
    );
    await page.goto(`/i/${link.token}`);
    await expect(page.getByText('(Africa/Dar es Salaam time)')).toBeVisible({ timeout: 30_000 });
    await expectUsable(page);

    // Nothing set and a browser on UTC: the form shows UTC to change, and guests are not
    // told "(UTC time)" about a zone nobody placed the event in.
    await setDefaults(own.api, {
      defaultCountry: 'TZ',
      defaultCurrency: null,
      defaultTimeZone: null,
    });
    const placeless = await postJson<{ id: string }>(page.request, '/api/events', {
      name: `Placeless ${unique()}`,
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      timeZone: 'UTC',
      defaultCountry: 'TZ',
    });
    const other = await postJson<{ id: string }>(
      page.request,
      `/api/events/${placeless.id}/guests`,
      { name: 'Mgeni Wa Pili' },
    );
    const otherLink = await postJson<{ token: string }>(
      page.request,
      `/api/events/${placeless.id}/guests/${other.id}/link`,
    );
    await page.goto(`/i/${otherLink.token}`);
    await expect(page.getByRole('heading', { level: 1, name: /Placeless/ })).toBeVisible({
      timeout: 30_000,
    });
    // The time is there, only without the zone's name after it.
    await expect(page.getByText(/^\d{1,2}:\d{2}(\s?[AP]M)?$/)).toBeVisible();
    await expect(page.getByText(/UTC time/)).toHaveCount(0);
    await expectUsable(page);
    await close();
  }
});

test('5. service categories on a fresh installation; a kind chosen when created and changed with care', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await setDefaults(own.api, KENYA);
  for (const width of WIDTHS) {
    // A vendor lists their business in a category nobody had to make first.
    const vendor = await openBrowser(browser, width);
    const businessName = `Picha Poa ${unique()}`;
    await listYourBusiness(vendor.page, {
      name: 'Wanjiru Kamau',
      phone: kenyanMobile(),
      password: 'picha-poa-2027',
    });
    await expectUsable(vendor.page);
    await createVendorProfile(vendor.page, {
      businessName,
      categoryName: 'Photography',
      description: 'Wedding and send-off photography, albums and prints.',
      city: 'Nairobi',
      phone: kenyanMobile(),
      prices: ['20,000', '150,000'],
    });
    await expectUsable(vendor.page);
    await vendor.close();

    // The administrator: a new category's kind is a choice; a used one's kind stays.
    const admin = await openBrowser(browser, width);
    await admin.page.goto('/dashboard/categories');
    await signInThroughScreen(admin.page, 'admin', E2E_ADMIN_PASSWORD);
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expectUsable(admin.page);
    await admin.page.getByRole('button', { name: 'New category' }).click();
    const create = admin.page.getByRole('dialog', { name: 'New category' });
    await expect(create.getByRole('radio', { name: 'Event' })).not.toBeChecked();
    await expect(create.getByRole('radio', { name: 'Service' })).not.toBeChecked();
    const name = `Ushauri ${unique()}`;
    await create.getByLabel('Name').fill(name);
    await create.getByRole('button', { name: 'Create category' }).click();
    await expect(create.getByText('Choose the kind: event or service')).toBeVisible();
    await expectUsable(admin.page);
    await create.getByRole('radio', { name: 'Service' }).click();
    await create.getByRole('button', { name: 'Create category' }).click();
    await expect(create).toBeHidden();

    // Unused: its kind changes.
    const search = admin.page.getByRole('searchbox', { name: 'Search categories' });
    await search.fill(name);
    await admin.page.getByRole('button', { name: `Actions for ${name}` }).click();
    await admin.page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = admin.page.getByRole('dialog', { name: `Edit category ${name}` });
    await edit.getByRole('radio', { name: 'Event' }).click();
    await edit.getByRole('button', { name: 'Save category' }).click();
    await expect(edit).toBeHidden();
    await expect(admin.page.getByRole('row', { name: new RegExp(name) })).toContainText('Event');

    // Photography holds vendors: refused, saying why.
    await search.fill('Photography');
    await admin.page.getByRole('button', { name: 'Actions for Photography' }).click();
    await admin.page.getByRole('menuitem', { name: 'Edit' }).click();
    const photography = admin.page.getByRole('dialog', { name: 'Edit category Photography' });
    await expect(photography.getByRole('radio', { name: 'Service' })).toBeChecked();
    await photography.getByRole('radio', { name: 'Event' }).click();
    await photography.getByRole('button', { name: 'Save category' }).click();
    await expect(photography.getByRole('alert')).toContainText(
      /\d+ vendors? uses? this service category, so its kind cannot change/,
    );
    await expectUsable(admin.page);
    await admin.close();
  }
});
