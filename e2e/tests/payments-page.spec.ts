/**
 * Issue 18's last "Done when" step, in Chromium, on the test's own server with M-Pesa
 * configured against the local Daraja (fake-mpesa.ts): a paybill payment whose account
 * code names no one shows as unmatched in `pledges-dashboard/payments`, and the treasurer
 * assigns it to a member; it becomes the member's contribution and the totals follow.
 * The page and the dialog pass axe and fit a 360 px phone. The occasion and its member are
 * arranged through the API.
 */
import { startFakeMpesa, type FakeMpesa } from '../../apps/server/test/support/fake-mpesa';
import { loginAsAdmin, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { createOwnServer, type OwnServer } from '../support/own-server';
import { expect, test as base } from '../support/test';

/** The test's own server beside the local Daraja; `page` and `request` reach it. */
const test = base.extend<{ mpesa: { server: OwnServer; fake: FakeMpesa } }>({
  mpesa: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeMpesa();
      const server = await createOwnServer({ ...fake.env, LOGIN_MAX_ATTEMPTS_PER_IP: '10000' });
      try {
        // Daraja calls back to the public address, which is the server's own here.
        await server.start({ PUBLIC_BASE_URL: server.url });
        await use({ server, fake });
      } finally {
        await server.dispose();
        await fake.close();
      }
    },
    // A first start migrates a fresh database: slow on a busy machine.
    { timeout: 240_000 },
  ],
  baseURL: async ({ mpesa }, use) => use(mpesa.server.url),
});

test.use({ timezoneId: 'Africa/Nairobi', locale: 'en-KE' });

const tag = Date.now().toString(36);

test('a paybill payment with a wrong account code shows as unmatched and is assigned to a member', async ({
  page,
  mpesa,
}) => {
  test.setTimeout(180_000);
  const occasionName = `Harusi ya Wanjiru ${tag}`;
  await loginAsAdmin(page.request);
  const occasion = await postJson<{ id: string }>(page.request, '/api/occasions', {
    name: occasionName,
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    defaultCountry: 'KE',
  });
  await postJson(page.request, `/api/occasions/${occasion.id}/members`, {
    name: 'Kamau Njoroge',
    pledgedMinor: 500_000,
  });

  // From the phone's menu: paybill, an account code the payer mistyped, KES 1,500.
  const paid = await mpesa.fake.payBill({
    serverUrl: mpesa.server.url,
    accountReference: 'KAMAU-TYPO',
    amountMinor: 150_000,
    phone: '254712345678',
  });
  expect(paid.confirmation.status).toBe(200);

  // Signed in already: the page's requests share the API login's cookie.
  await page.goto('/pledges-dashboard/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Payments' });
  const row = table.getByRole('row').filter({ hasText: paid.c2b.transId });
  await expect(row).toContainText('Unmatched');
  await expect(row).toContainText(/1,500\.00/);
  await expect(row).toContainText('KAMAU-TYPO');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText(/Unmatched\s*1 payment/);

  await expectAxeClean(page, 'the payments page');
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoHorizontalOverflow(page, 'the payments page on a phone');

  await row.getByRole('button', { name: /^Assign to member: .*1,500\.00 from John Doe$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to member' });
  await expect(dialog).toContainText('account "KAMAU-TYPO"');
  // The code named no one, so no occasion either: the treasurer picks it, then the member.
  await dialog.getByLabel('Occasion', { exact: true }).selectOption({ label: occasionName });
  const member = dialog.getByLabel('Member', { exact: true });
  const kamau = await member.locator('option', { hasText: 'Kamau Njoroge' }).getAttribute('value');
  await member.selectOption(kamau!);
  await expect(dialog).toContainText(/becomes a mobile-money contribution from Kamau Njoroge/);
  await expectAxeClean(page, 'the Assign to member dialog');
  await expectNoHorizontalOverflow(page, 'the Assign to member dialog on a phone');
  await dialog.getByRole('button', { name: 'Assign to Kamau Njoroge' }).click();
  await expect(dialog).toBeHidden();

  await expect(row).toContainText('Matched');
  await expect(row).not.toContainText('Unmatched');
  await expect(row).toContainText('Kamau Njoroge');
  await expect(totals).toContainText(/Unmatched\s*0 payments/);

  // The member's contribution, with the M-Pesa receipt as its reference.
  await page.goto('/pledges-dashboard/contributions');
  const contribution = page
    .getByRole('table', { name: 'Contributions' })
    .getByRole('row')
    .filter({ hasText: 'Kamau Njoroge' });
  await expect(contribution).toContainText(/1,500\.00/);
  await expect(contribution).toContainText(paid.c2b.transId);
});
