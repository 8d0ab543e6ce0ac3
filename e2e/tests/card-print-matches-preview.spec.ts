/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Issue 16: the card the organiser designs is the card that prints. The designer's canvas
 * (in Chromium) and the printable PDF (from the server) are drawn for the same guest, and
 * every text must say the same words with its ink in the same place on both.
 *
 * The preview's ink comes from the page as drawn: each text's box on screen relative to the
 * card, scaled to card units (the artwork's pixels), with the glyphs' ink measured by the
 * browser in the same face. The PDF's comes from its outlines (support/card-pdf-runs.ts).
 */
import { PNG } from 'pngjs';
import { loginAsAdmin, postJson } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { readCardPdfRuns, type InkBox } from '../support/card-pdf-runs';
import { createEventByApi } from '../support/events';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const tag = `cp${Date.now().toString(36)}`;
const headers = { 'x-requested-with': 'XMLHttpRequest' };
const CARD = { width: 1000, height: 1400 };
/** Half a percent of the card's width: 5 of its 1,000 pixels, under 2.5 points on a 5×7" print. */
const TOLERANCE = 5;

function creamArtwork(): string {
  // A copy: pngjs writes its own options into the object it is given.
  const png = new PNG({ ...CARD });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([250, 243, 224, 255], i);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

const field = (id: string, kind: string, y: number, extra: Record<string, unknown> = {}) => ({
  id,
  kind,
  x: 0.1,
  y,
  width: 0.8,
  fontSize: 0.05,
  font: 'serif',
  color: '#3b2a14',
  align: 'center',
  ...extra,
});

/** Every font, every alignment, and a name too wide for its box (drawn smaller). */
const FIELDS = [
  field('name', 'guestName', 0.12, { font: 'script', fontSize: 0.08 }),
  field('type', 'cardType', 0.25, { font: 'sans', align: 'left' }),
  field('admits', 'admissions', 0.32, { align: 'right' }),
  field('date', 'eventDate', 0.4, { font: 'sans', fontSize: 0.035 }),
  field('table', 'table', 0.5, { font: 'serif', fontSize: 0.06, align: 'right' }),
  field('narrow', 'guestName', 0.62, { x: 0.3, width: 0.25, fontSize: 0.07 }),
  field('qr', 'qr', 0.7, { x: 0.4, width: 0.2 }),
];

test('the designer’s canvas and the printed PDF show the same text in the same places', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(request);
  const event = await createEventByApi(request, `Kadi ${tag}`);
  // The table as a guest list has it: the card prints "7", not "Table 7".
  const guest = await postJson<{ id: string }>(request, `/api/events/${event.id}/guests`, {
    name: 'Amina Wanjiku',
    cardType: 'double',
    admissions: 2,
    tableName: '7',
  });
  const cardUrl = `/api/events/${event.id}/invitation-card`;
  const uploaded = await request.put(`${cardUrl}/artwork`, {
    headers,
    data: { artwork: creamArtwork() },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { version } = (await uploaded.json()) as { version: number };
  const saved = await request.patch(cardUrl, { headers, data: { fields: FIELDS, version } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The printed card.
  const printed = await request.post(`/api/events/${event.id}/invitation-cards.pdf`, {
    headers,
    data: { guestIds: [guest.id] },
  });
  expect(printed.ok(), await printed.text()).toBe(true);
  const pdfRuns = readCardPdfRuns(await printed.body(), CARD);

  // The designer, which draws the card for the event's first guest.
  await page.goto(`/dashboard/events/${event.id}/invite`);
  // The first visit fetches the app's code: on a busy machine, give it time.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  const canvas = page.locator('[data-card-canvas]');
  await expect(canvas.locator('[data-card-run="table"]')).toHaveText('7', { timeout: 60_000 });
  await page.waitForFunction(() => document.fonts.status === 'loaded');

  const previewRuns = await canvas.evaluate(async (frameElement, card) => {
    // Fonts that just loaded lay the card out again: let that render first.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const frame = frameElement.getBoundingClientRect();
    const scale = card.width / frame.width;
    const context = new OffscreenCanvas(1, 1).getContext('2d')!;
    return [...frameElement.querySelectorAll<SVGTextElement>('[data-card-run]')].map((text) => {
      const style = getComputedStyle(text);
      // The font size in card units: the SVG's user space is the card's.
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const words = text.textContent ?? '';
      const ink = context.measureText(words);
      const box = text.getBoundingClientRect();
      const left = (box.left - frame.left) * scale;
      const baseline = (box.top - frame.top) * scale + ink.fontBoundingBoxAscent;
      return {
        text: words,
        box: {
          left: left - ink.actualBoundingBoxLeft,
          right: left + ink.actualBoundingBoxRight,
          top: baseline - ink.actualBoundingBoxAscent,
          bottom: baseline + ink.actualBoundingBoxDescent,
        },
      };
    });
  }, CARD);

  expect(previewRuns.map((r) => r.text)).toEqual(pdfRuns.map((r) => r.text));
  expect(pdfRuns.map((r) => r.text)).toEqual([
    'Amina Wanjiku',
    'Double',
    'Admits 2',
    expect.stringMatching(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/),
    '7',
    'Amina Wanjiku',
  ]);
  const sides = ['left', 'top', 'right', 'bottom'] as const;
  const apart = (a: InkBox, b: InkBox) =>
    Math.max(...sides.map((side) => Math.abs(a[side] - b[side])));
  const distances = pdfRuns.map((run, i) => apart(run.box, previewRuns[i]!.box));
  // The figure for the record: how far apart the two drawings are at worst, in card pixels.
  test.info().annotations.push({
    type: 'largest distance (card px)',
    description: Math.max(...distances).toFixed(2),
  });
  for (const [i, run] of pdfRuns.entries()) {
    expect(
      distances[i],
      `"${run.text}": PDF ${JSON.stringify(run.box)}, preview ${JSON.stringify(previewRuns[i]!.box)}`,
    ).toBeLessThanOrEqual(TOLERANCE);
  }
});
