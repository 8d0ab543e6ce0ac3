/**
 * Invitation card rendering benchmark: guests' cards as PNG (one by one, as the per-guest
 * download and the answer page draw them) and as one printable PDF, by direct calls of
 * the render module (no HTTP, no database). The baseline is sharp re-encoding the bare
 * artwork as PNG the same number of times, so the ratio shows what the fields cost.
 * Prints figures and writes bench/results/events-cards.md; it never fails on time.
 *
 *   node --import tsx bench/events/cards/run.ts [--png N] [--pdf N]
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cardCodeMessage,
  formatCardCode,
  type CardField,
  type CardGuestValues,
} from '@karamu/shared';
import { toStoredArtwork } from '../../../apps/server/src/modules/events/event-templates/artwork';
import { renderCardsPdf } from '../../../apps/server/src/modules/events/invitation-cards/card-pdf';
import {
  prepareArtwork,
  rawInput,
  renderCardPng,
  type CardContent,
} from '../../../apps/server/src/modules/events/invitation-cards/render-card';
import { describeMachine, measureBusy, resultsDir } from '../../list-api/report';

const { values: flags } = parseArgs({
  options: { png: { type: 'string', default: '200' }, pdf: { type: 'string', default: '100' } },
});
const pngCards = Number(flags.png);
const pdfCards = Number(flags.pdf);
for (const [name, value] of [
  ['--png', pngCards],
  ['--pdf', pdfCards],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > 1000) {
    throw new Error(`${name} must be a whole number from 1 to 1000`);
  }
}

/** A design we ship, stored as an upload is (rasterised WebP, 1600 px on its longer side). */
const designFile = new URL(
  '../../../apps/server/assets/event-templates/wedding-golden-rings.svg',
  import.meta.url,
);
const stored = await toStoredArtwork(
  `data:image/svg+xml;base64,${readFileSync(designFile).toString('base64')}`,
);

/** A full layout: every kind of field, each face, a QR code a fifth of the card wide. */
const base = { fontSize: 0.045, color: '#5a3e1b', align: 'center', x: 0.1, width: 0.8 } as const;
const FIELDS: CardField[] = [
  { ...base, id: 'name', kind: 'guestName', y: 0.3, font: 'script', fontSize: 0.08 },
  { ...base, id: 'type', kind: 'cardType', y: 0.42, font: 'serif' },
  { ...base, id: 'admits', kind: 'admissions', y: 0.48, font: 'sans' },
  { ...base, id: 'date', kind: 'eventDate', y: 0.54, font: 'serif' },
  { ...base, id: 'table', kind: 'table', y: 0.6, font: 'sans' },
  { ...base, id: 'qr', kind: 'qr', y: 0.68, x: 0.4, width: 0.2, font: 'sans', color: '#2b2b2b' },
];

const FIRST = ['Amina', 'Baraka', 'Chausiku', 'Daudi', 'Eshe', 'Faraji', 'Njeri', 'Wanjikũ'];
const LAST = ['Kamau', 'Otieno', 'Mwita', 'Wanjiru', 'Ochieng-Akinyi', 'Mũthoni', 'Njoroge'];
const TYPES = ['single', 'double', 'family'] as const;

/** Guests with real signed codes, so the QR symbols have their real size. */
function guestContents(count: number): CardContent[] {
  const eventId = crypto.randomUUID();
  const { privateKey } = generateKeyPairSync('ed25519');
  const event = {
    startsAt: new Date('2027-02-13T11:00:00Z'),
    timeZone: 'Africa/Nairobi',
    name: 'Harusi',
    venue: null,
  };
  return Array.from({ length: count }, (_, i) => {
    const guestId = crypto.randomUUID();
    const code = formatCardCode(
      eventId,
      guestId,
      sign(null, cardCodeMessage(eventId, guestId)!, privateKey),
    );
    const guest: CardGuestValues = {
      name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
      cardType: TYPES[i % 3]!,
      admissions: 1 + (i % 4),
      tableName: i % 5 === 0 ? null : `Meza ${1 + (i % 40)}`,
    };
    return { guest, event, code };
  });
}

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;
const perSecond = (n: number, s: number) => (n / s).toFixed(1);
const ms = (s: number, n: number) => ((s * 1000) / n).toFixed(1);

const busy = await measureBusy();

let started = process.hrtime.bigint();
const artwork = await prepareArtwork(stored.bytes);
const decodeSeconds = seconds(started);

const guests = guestContents(Math.max(pngCards, pdfCards));
// Warm-up, not measured: fonts parsed, code paths compiled.
for (const content of guests.slice(0, 3)) await renderCardPng(artwork, FIELDS, content);

started = process.hrtime.bigint();
let pngBytes = 0;
for (const content of guests.slice(0, pngCards)) {
  pngBytes += (await renderCardPng(artwork, FIELDS, content)).length;
}
const pngSeconds = seconds(started);

started = process.hrtime.bigint();
let bareBytes = 0;
for (let i = 0; i < pngCards; i += 1)
  bareBytes += (await (await rawInput(artwork)).png().toBuffer()).length;
const bareSeconds = seconds(started);

started = process.hrtime.bigint();
const pdf = await renderCardsPdf(artwork, FIELDS, guests.slice(0, pdfCards), 'Bench');
const pdfSeconds = seconds(started);
const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);

const rows = [
  [
    'PNG card (artwork + fields)',
    pngCards,
    pngSeconds,
    `${(pngBytes / pngCards / 1e3).toFixed(0)} kB a card`,
  ],
  [
    'Baseline: bare artwork re-encoded as PNG',
    pngCards,
    bareSeconds,
    `${(bareBytes / pngCards / 1e3).toFixed(0)} kB a card`,
  ],
  [
    'PDF, one card a page',
    pdfCards,
    pdfSeconds,
    `${(pdf.length / 1e6).toFixed(2)} MB (${(pdf.length / pdfCards / 1e3).toFixed(0)} kB a page)`,
  ],
] as const;
for (const [what, n, s, size] of rows) {
  console.log(`${what}: ${n} in ${s.toFixed(2)} s, ${perSecond(n, s)} cards/s, ${size}`);
}
console.log(`PNG ÷ baseline time: ${(pngSeconds / bareSeconds).toFixed(1)}×`);

const machine = describeMachine();
const report = [
  '# Invitation card rendering benchmark',
  '',
  `Run ${new Date().toISOString()} on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}; machine busy ${Math.round(busy * 100)}% before the run (load average ${os.loadavg()[0]!.toFixed(1)} at the end).`,
  '',
  `The artwork is the shipped "Golden rings" design stored as an upload is (rasterised to WebP, ${artwork.width}×${artwork.height} px); decoding it takes ${(decodeSeconds * 1000).toFixed(0)} ms, once per request, and is left out below. The layout has every field: the guest's name (script face), card type, admissions, event date, table and a QR code a fifth of the card wide holding a real signed card code (${guests[0]!.code.length} characters). Guests are drawn one after the other by direct calls of \`renderCardPng\` and \`renderCardsPdf\` (apps/server/src/modules/events/invitation-cards), no HTTP and no database. The baseline re-encodes the bare artwork as PNG with sharp the same number of times: the PNG ÷ baseline ratio is what the fields cost (text outlines, QR code, SVG overlay composited). The PDF embeds the artwork once and draws each card's fields as vector paths. One run each on a shared machine: read them as orders of magnitude.`,
  '',
  '| What | Cards | Time | Cards/s | ms a card | Output |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    ([what, n, s, size]) =>
      `| ${what} | ${n} | ${s.toFixed(2)} s | ${perSecond(n, s)} | ${ms(s, n)} | ${size} |`,
  ),
  '',
  `PNG ÷ baseline time: ${(pngSeconds / bareSeconds).toFixed(1)}×. Resident memory at the end: ${rssMb} MB.`,
  '',
  'Run again: `npm run bench:events-cards -w bench` (`-- --png N --pdf N`, up to 1000 each).',
  '',
].join('\n');
mkdirSync(resultsDir, { recursive: true });
const target = path.join(resultsDir, 'events-cards.md');
writeFileSync(target, report);
console.log(`wrote ${target}`);
