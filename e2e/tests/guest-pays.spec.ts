/**
 * Issue 19, done when: an organiser sets prices for two card types and one bundle (through
 * the API: prices.spec.ts drives the Prices tab), a guest opens their answer link on
 * a phone-sized screen, sees what their card costs, pays it with M-Pesa at the local
 * Daraja (fake-mpesa.ts), the page's figures follow without a reload, and the organiser's
 * guests list shows the guest Paid under the Paid filter. The answer page with the pay
 * panel open is axe clean and does not scroll sideways at 360 px.
 *
 * The server is this test's own, beside the local Daraja, which posts its callbacks to the
 * server over HTTP as M-Pesa would.
 */
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { getJson, postJson } from '../support/api';
import { useOwnServer } from '../support/use-own-server';
import { expectAxeClean } from '../support/axe';
import { fetchRenderedPage } from '../support/rendered-page';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { expect, test } from '../support/test';

test.use({ viewport: PHONE_VIEWPORT, locale: 'en-GB' });

const tag = `gp${Date.now().toString(36)}`;
const EVENT = `Harusi ya Zawadi ${tag}`;
const GUEST = `Amina ${tag}`;
const PHONE = '+254712000452';

const own = useOwnServer({ mpesa: true, admin: true });

type Guest = { id: string; paidMinor: number; paymentStanding: string | null };

test('a guest pays for their card from the answer page, and the organiser sees them paid', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { server, mpesa, api } = own;
  const event = await postJson<{ id: string }>(api, '/api/events', {
    name: EVENT,
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  await postJson(api, `/api/events/${event.id}/prices`, {
    cardType: 'single',
    amountMinor: 300_000,
    currency: 'KES',
  });
  await postJson(api, `/api/events/${event.id}/prices`, {
    cardType: 'double',
    amountMinor: 500_000,
    currency: 'KES',
  });
  await postJson(api, `/api/events/${event.id}/bundles`, {
    name: 'Family of 4',
    amountMinor: 800_000,
    currency: 'KES',
    admissions: 4,
  });
  const guest = await postJson<Guest>(api, `/api/events/${event.id}/guests`, {
    name: GUEST,
    phone: PHONE,
    cardType: 'double',
    admissions: 2,
  });
  const link = await postJson<{ path: string }>(
    api,
    `/api/events/${event.id}/guests/${guest.id}/link`,
  );

  // The server's render already draws what the card costs (its chunk is awaited, 0032).
  const html = await fetchRenderedPage(api, link.path);
  expect(html).toContain('Amount due');

  await page.goto(`${server.url}${link.path}`);
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  const figures = page.getByRole('region', { name: 'What your card costs' });
  await expect(figures).toContainText('Amount due');
  await expect(figures).toContainText('KES 5,000.00');
  await expect(figures).toContainText('KES 0.00');

  await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  const phone = page.getByLabel('M-Pesa phone number');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue(PHONE);
  await expect(page.getByLabel('Amount (KES)')).toHaveValue('5000.00');
  await expectNoHorizontalOverflow(page, '/i/:token with the pay panel open');
  await expectAxeClean(page, '/i/:token with the pay panel open');

  await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(
    page.getByText(/Check your phone: approve the payment of KES\s5,000\.00/),
  ).toBeVisible();
  await expect.poll(() => mpesa.pushes.length).toBe(1);
  expect(mpesa.push().request).toMatchObject({
    Amount: 5000,
    PhoneNumber: '254712000452',
    // The event's name, never the guest's (decision 0059).
    AccountReference: EVENT.slice(0, 12),
    TransactionDesc: EVENT.slice(0, 13),
  });
  expect(JSON.stringify(mpesa.push().request)).not.toContain(GUEST);

  // Approved on the phone: Daraja's callback reaches the server, the page follows by itself.
  const delivered = await mpesa.answer('approve');
  expect(delivered?.status).toBe(200);
  const receipt = mpesa.push().result!.receipt!;
  await expect(page.getByText(`Paid KES 5,000.00. Thank you! Receipt ${receipt}.`)).toBeVisible();
  await expect(figures.locator('div', { hasText: 'Balance' }).last()).toContainText('KES 0.00');
  await expect(figures.locator('div', { hasText: /^Paid/ }).last()).toContainText('KES 5,000.00');
  // Paid in full: nothing more to pay, the result stays.
  await expect(page.getByRole('button', { name: 'Pay with M-Pesa' })).toHaveCount(0);
  await expect(page.getByLabel('M-Pesa phone number')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, '/i/:token after paying');
  await expectAxeClean(page, '/i/:token after paying');

  // Daraja repeats its callback: counted once.
  await mpesa.sendCallback();
  expect(await getJson<Guest>(api, `/api/events/${event.id}/guests/${guest.id}`)).toMatchObject({
    paidMinor: 500_000,
    paymentStanding: 'paid',
  });

  // The organiser's guests list, filtered to the paid.
  const login = await page.request.post(`${server.url}/api/login`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${server.url}/dashboard/events/${event.id}?tab=guests`);
  const row = page.getByRole('row', { name: new RegExp(GUEST) });
  await expect(row).toContainText('KES 5,000.00');
  await page.getByRole('button', { name: 'Payment' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Paid', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/paymentStanding/);
  await expect(row).toContainText('Paid');
});
