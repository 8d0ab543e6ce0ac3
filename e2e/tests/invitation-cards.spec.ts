import { readFile } from 'node:fs/promises';
import { type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { loginAsAdmin, postJson } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { addGuestByApi, createEventByApi } from '../support/events';
import { expectAppStartedByLoader, fetchRenderedPage } from '../support/rendered-page';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Names this run's records apart from anything else in the database. */
const tag = `ic${Date.now().toString(36)}`;

/** A plain cream card, 1000 × 1400 pixels: the artwork a designer would upload. */
function creamArtwork(): Buffer {
  const png = new PNG({ width: 1000, height: 1400 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([250, 243, 224, 255], i);
  return PNG.sync.write(png);
}

/** What the QR code on a card says, read from the PNG's pixels as a phone camera would. */
function readQr(file: Buffer): string | undefined {
  const png = PNG.sync.read(file);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

const numberIn = async (input: Locator) => Number(await input.inputValue());

test('places fields on an artwork and downloads a guest’s card whose QR the check-in screen admits once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Arranged through the API: an event and a guest whose card admits one.
  await loginAsAdmin(request);
  const event = await createEventByApi(request, `Harusi ${tag}`);
  const guestName = `Baraka Single ${tag}`;
  const guest = await addGuestByApi(request, event.id, {
    name: guestName,
    cardType: 'single',
    admissions: 1,
  });

  // The invitations page opens on the card design for the admin.
  await page.goto(`/dashboard/events/${event.id}/invite`);
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();

  await page.getByLabel('Choose the artwork').setInputFiles({
    name: 'kadi.png',
    mimeType: 'image/png',
    buffer: creamArtwork(),
  });
  const canvas = page.getByRole('group', { name: 'Card artwork' });
  await expect(canvas).toBeVisible({ timeout: 30_000 });

  // The guest's name and a QR code, each added where it can be seen.
  const addField = page.getByRole('group', { name: 'Add a field' });
  await addField.getByRole('button', { name: 'Guest name' }).click();
  await expect(canvas.getByRole('button', { name: /^Guest name field/ })).toBeVisible();
  await addField.getByRole('button', { name: 'QR code' }).click();
  const qr = canvas.getByRole('button', { name: /^QR code field/ });
  await expect(qr).toHaveAttribute('aria-pressed', 'true');
  // Wide enough for a phone (or jsQR) to read comfortably.
  await page.getByLabel('Width (%)').fill('30');

  // Dragged with the mouse to a new place; the inspector follows.
  const x = page.getByLabel('X (%)');
  const y = page.getByLabel('Y (%)');
  const [x0, y0] = [await numberIn(x), await numberIn(y)];
  const placedAt = await qr.getAttribute('aria-label');
  const box = (await qr.boundingBox())!;
  const area = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - area.width * 0.2, box.y + box.height / 2, {
    steps: 5,
  });
  await page.mouse.move(
    box.x + box.width / 2 - area.width * 0.2,
    box.y + box.height / 2 + area.height * 0.4,
    { steps: 5 },
  );
  await page.mouse.up();
  await expect.poll(() => numberIn(x)).toBeCloseTo(x0 - 20, 0);
  await expect.poll(() => numberIn(y)).toBeCloseTo(y0 + 40, 0);
  await expect(qr).toHaveAccessibleName(/^QR code field, at \d+%, \d+%$/);
  expect(await qr.getAttribute('aria-label')).not.toBe(placedAt);

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save the card' }).click();
  await expect(page.getByText('Card saved')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // The server's preview for the guest, and that guest's own card downloaded from it.
  await page.getByLabel('Guest', { exact: true }).selectOption({ label: guestName });
  await page.getByRole('button', { name: 'Preview the card' }).click();
  const preview = page.getByRole('dialog', { name: `Card for ${guestName}` });
  await expect(preview.getByRole('img', { name: `Invitation card for ${guestName}` })).toBeVisible({
    timeout: 30_000,
  });
  const downloading = page.waitForEvent('download');
  await preview.getByRole('link', { name: `Download ${guestName}’s card (PNG)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const code = readQr(await readFile(await download.path()));
  expect(code, 'the card’s QR code').toMatch(/^KRM1\./);

  // The guest's answer page, as a phone first gets it: the card is preloaded from the top
  // of the head, before the scripts that would share the slow link with it.
  const link = await postJson<{ token: string }>(
    request,
    `/api/events/${event.id}/guests/${guest.id}/link`,
  );
  const html = await fetchRenderedPage(request, `/i/${link.token}`);
  const preload = `<link rel="preload" as="image" href="/api/invitations/${link.token}/card.webp" fetchpriority="high" />`;
  expect(html).toContain(preload);
  expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
  // The app's script is asked for once the card has arrived, not beside it (decision 0055).
  expectAppStartedByLoader(html);

  // At the door: the code admits the guest once, and is refused the second time.
  await page.goto('/dashboard/verify-guests');
  await expect(page.getByRole('heading', { name: 'Verify guests' })).toBeVisible();
  await page.getByLabel('Event', { exact: true }).selectOption({ label: event.name });
  await page.getByRole('button', { name: 'Download guest list' }).click();
  await expect(page.getByText('Guest list of 1 downloaded')).toBeVisible();
  const verdict = page.getByRole('status').filter({ has: page.locator('#verdict-title') });
  const checkCode = async () => {
    await page.getByLabel('Card code').fill(code!);
    await page.getByRole('button', { name: 'Check code' }).click();
  };

  await checkCode();
  await expect(verdict.getByRole('heading')).toHaveText(/^Admit/);
  await expect(verdict).toContainText(guestName);
  await expect(verdict).toContainText('1 of 1 admissions left');
  await page.getByRole('button', { name: 'Admit 1' }).click();
  await expect(verdict.getByRole('heading')).toHaveText(/Admitted 1/);

  await page.getByRole('button', { name: 'Next guest' }).click();
  await checkCode();
  await expect(verdict.getByRole('heading')).toHaveText(/Already used/);
  await expect(page.getByRole('button', { name: /^Admit \d/ })).toHaveCount(0);
});
