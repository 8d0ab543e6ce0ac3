/**
 * Issue 27: the public pages run under the Content-Security-Policy (`script-src 'self'`,
 * apps/server/src/plugins/security.ts) without a single violation. A page the build
 * prerendered or the server rendered with its data carries no inline script: its data is a
 * JSON data block and the app starts from /start-app.js (decisions 0032, 0055, 0058). The
 * policy's refusals are counted from both sides: the document's `securitypolicyviolation`
 * events and the console's messages.
 */
import { loginAsAdmin, postJson } from '../support/api';
import { addGuestByApi, createEventByApi } from '../support/events';
import { watchPolicyViolations } from '../support/policy-violations';
import { createPublishedVendor } from '../support/published-vendor';
import { fillRoute, PUBLIC_ROUTE_PATHS, type RouteRecords } from '../support/route-walk';
import { expect, test } from '../support/test';

const tag = `csp${Date.now().toString(36)}`;

let records: RouteRecords;

test.beforeAll(async ({ playwright, workerServer }) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL: workerServer.url });
  await loginAsAdmin(admin);
  const event = await createEventByApi(admin, `Harusi ya Zawadi ${tag}`);
  const guest = await addGuestByApi(admin, event.id, {
    name: `Zawadi Family ${tag}`,
    cardType: 'family',
    admissions: 3,
  });
  const link = await postJson<{ token: string }>(
    admin,
    `/api/events/${event.id}/guests/${guest.id}/link`,
  );
  const vendor = await createPublishedVendor(admin, tag);
  records = {
    events: event.id,
    i: link.token,
    // Well-formed and unknown: the pages' refusals are pages too, and run under the policy
    // (pay-links.spec.ts watches a real pay page too).
    review: 'AAAAAAAAAAAAAAAAAAAAAA',
    p: 'BBBBBBBBBBBBBBBBBBBBBB',
    vendors: vendor.id,
    services: vendor.serviceId,
    templates: '',
    occasions: '',
  };
  await admin.dispose();
});

test('every public page opens without a single Content-Security-Policy violation', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const violations = await watchPolicyViolations(page);
  const found: string[] = [];
  for (const route of PUBLIC_ROUTE_PATHS) {
    const url = fillRoute(route, records);
    violations.length = 0;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    // The app's own chunks, its data and its images have all been asked for by then.
    await page.waitForLoadState('networkidle');
    found.push(...violations.map((violation) => `${route}: ${violation}`));
  }
  expect(found).toEqual([]);
});
