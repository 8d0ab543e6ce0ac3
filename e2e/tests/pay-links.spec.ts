/**
 * Issue 18, pay links: a reminder carrying `{pay_link}` reaches the local SMS provider; the
 * member opens it on a phone-sized screen, pays part of the balance with M-Pesa, and when
 * the payment is approved at the local Daraja (fake-mpesa.ts) the page, the member's
 * balance and the occasion's totals move without a reload; Daraja repeating its callback
 * changes nothing; the member gets one thank-you SMS.
 *
 * The server is this test's own, beside a local SMS provider (Africa's Talking's format)
 * and the local Daraja, which posts its callbacks to the server over HTTP as M-Pesa would.
 */
import { getJson, postJson } from '../support/api';
import { useOwnServer } from '../support/use-own-server';
import { expectAxeClean } from '../support/axe';
import { watchPolicyViolations } from '../support/policy-violations';
import { fetchRenderedPage } from '../support/rendered-page';
import { expectNoHorizontalOverflow } from '../support/overflow';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 360, height: 780 }, locale: 'en-GB' });

const tag = `pl${Date.now().toString(36)}`;
const OCCASION = `Harusi ya Neema ${tag}`;
const PHONE = '+254712000451';

const own = useOwnServer({ sms: true, mpesa: true, admin: true });

type Occasion = { id: string; paidMinor: number; balanceMinor: number };
type Member = { id: string; paidMinor: number; balanceMinor: number };

/** A template with every placeholder mapped to the field of its own name. */
async function reminderTemplate(body: string) {
  const { api } = own;
  const template = await postJson<{ id: string; version: number; placeholders: string[] }>(
    api,
    '/api/templates',
    { name: `Lipa ${tag}`, audience: 'occasion-members', channel: 'sms', body },
  );
  const response = await api.put(`/api/templates/${template.id}/mappings`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      items: template.placeholders.map((placeholder) => ({ placeholder, field: placeholder })),
      version: template.version,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return template.id;
}

test('a member pays from the reminder’s link, and the page, balance and totals follow', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { server, sms, mpesa, api } = own;
  const occasion = await postJson<Occasion>(api, '/api/occasions', {
    name: OCCASION,
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    defaultCountry: 'KE',
  });
  const member = await postJson<Member>(api, `/api/occasions/${occasion.id}/members`, {
    name: 'Amina Hassan',
    phone: PHONE,
    pledgedMinor: 1_000_000,
  });
  await postJson(api, '/api/contributions', {
    memberId: member.id,
    amountMinor: 400_000,
    paidAt: new Date(Date.now() - 60_000).toISOString(),
    method: 'cash',
  });

  // The reminder, sent to those who owe: its link is the member's own.
  const templateId = await reminderTemplate(
    'Habari {member_name}, salio {balance}. Lipa: {pay_link}',
  );
  await postJson(api, '/api/message-batches', {
    templateId,
    contextId: occasion.id,
    filter: { name: 'with_balance' },
  });
  await expect.poll(() => sms.acceptedTo(PHONE), { timeout: 60_000 }).toBe(1);
  const reminder = sms.accepted.find((message) => message.to === PHONE)!;
  const link = /Lipa: (\S+)$/.exec(reminder.body)?.[1];
  expect(reminder.body).toMatch(/^Habari Amina Hassan, salio KES 6,000\.00\. Lipa: /);
  expect(link).toMatch(new RegExp(`^${server.url}/p/[A-Za-z0-9_-]{22}$`));

  // The server sends the page drawn with the member's figures, before any script runs (0032).
  const html = await fetchRenderedPage(api, link!);
  expect(html).toContain(`>${OCCASION}</h1>`);
  expect(html).toContain('6,000.00');
  expect(html).toContain('>174379<');

  // The page, as the member's phone shows it, under the Content-Security-Policy (issue 27).
  const violations = await watchPolicyViolations(page);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: OCCASION })).toBeVisible();
  const pledge = page.getByRole('region', { name: 'Your pledge' });
  await expect(pledge).toContainText('Still owed');
  await expect(pledge).toContainText('KES 6,000.00');
  await expect(page.getByText('174379')).toBeVisible();
  await expectNoHorizontalOverflow(page, '/p/:token');
  expect(violations).toEqual([]);
  await expectAxeClean(page, '/p/:token');
  await expect(page.getByLabel('M-Pesa phone number')).toHaveValue(PHONE);
  const amount = page.getByLabel('Amount (KES)');
  await expect(amount).toHaveValue('6000.00');
  await amount.fill('2500');
  await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(
    page.getByText(/Check your phone: approve the payment of KES\s2,500\.00/),
  ).toBeVisible();
  await expect.poll(() => mpesa.pushes.length).toBe(1);
  expect(mpesa.push().request).toMatchObject({ Amount: 2500, PhoneNumber: '254712000451' });

  // Approved on the phone: Daraja's callback reaches the server, the page follows by itself.
  const delivered = await mpesa.answer('approve');
  expect(delivered?.status).toBe(200);
  const receipt = mpesa.push().result!.receipt!;
  // Intl writes a no-break space after the currency code.
  await expect(page.getByRole('status')).toHaveText(
    `Paid KES 2,500.00. Thank you! Receipt ${receipt}.`,
  );
  await expect(pledge).toContainText('KES 6,500.00');
  await expectAxeClean(page, '/p/:token after paying');
  await expect(pledge).toContainText('KES 3,500.00');
  const counted = async () => ({
    member: await getJson<Member>(api, `/api/members/${member.id}`),
    occasion: await getJson<Occasion>(api, `/api/occasions/${occasion.id}`),
  });
  expect(await counted()).toMatchObject({
    member: { paidMinor: 650_000, balanceMinor: 350_000 },
    occasion: { paidMinor: 650_000, balanceMinor: 350_000 },
  });

  // Daraja repeats its callback: nothing changes, on the server or on the page.
  await mpesa.sendCallback();
  expect(await counted()).toMatchObject({
    member: { paidMinor: 650_000 },
    occasion: { paidMinor: 650_000 },
  });
  await page.reload();
  await expect(pledge).toContainText('KES 3,500.00');

  // One thank-you, whatever repeated.
  await expect
    .poll(() => sms.accepted.filter((m) => m.to === PHONE && m.body.startsWith('Asante')).length, {
      timeout: 60_000,
    })
    .toBe(1);
  expect(sms.accepted.find((m) => m.body.startsWith('Asante'))!.body).toBe(
    `Asante Amina Hassan! We received KES 2,500.00 for ${OCCASION} (receipt ${receipt}). You have paid KES 6,500.00 of KES 10,000.00; balance KES 3,500.00.`,
  );
});
