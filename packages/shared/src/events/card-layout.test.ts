import { describe, expect, it } from 'vitest';
import {
  CARD_FONT_METRICS,
  findFreeCardSlot,
  getCardFieldHeight,
  getCardTextValues,
  getRunLeft,
  layOutCardRuns,
  type CardTextRun,
  type MeasureCardText,
} from './card-layout';
import type { CardField, CardFieldKind } from './invitation-cards';

/** Every character half an em wide: easy sums, and the layout must not care which face measured. */
const halfEm: MeasureCardText = (text) => text.length * 0.5;

const field = (kind: CardFieldKind, overrides: Partial<CardField> = {}): CardField => ({
  id: `${kind}-1`,
  kind,
  x: 0.1,
  y: 0.2,
  width: 0.8,
  fontSize: 0.05,
  font: 'serif',
  color: '#112233',
  align: 'center',
  ...overrides,
});

const guest = { name: 'Amina Wanjiku', cardType: 'double' as const, admissions: 2, tableName: '7' };
const event = {
  startsAt: '2026-11-21T22:30:00Z',
  timeZone: 'Africa/Nairobi',
  name: 'Harusi ya Amina',
  venue: 'Safari Park',
};
const size = { width: 1000, height: 1400 };

describe('getCardTextValues', () => {
  it('words a guest’s card: the table as the guest list has it, the date in the event’s zone', () => {
    expect(getCardTextValues(guest, event)).toEqual({
      guestName: 'Amina Wanjiku',
      cardType: 'Double',
      admissions: 'Admits 2',
      // 22:30 UTC is already Sunday in Nairobi (UTC+3).
      eventDate: 'Sunday, 22 November 2026',
      table: '7',
      eventName: 'Harusi ya Amina',
      // The time as a sent message writes it (event-texts.ts).
      eventTime: '01:30',
      venue: 'Safari Park',
    });
    expect(getCardTextValues({ ...guest, tableName: null }, event).table).toBe('');
    expect(getCardTextValues(guest, { ...event, venue: null }).venue).toBe('');
  });
});

describe('layOutCardRuns', () => {
  const values = getCardTextValues(guest, event);

  it('anchors text on its baseline, at the left end, middle or right end of its box', () => {
    const runs = (['left', 'center', 'right'] as const).map(
      (align) =>
        layOutCardRuns(
          { ...size, fields: [field('table', { align })] },
          values,
          halfEm,
        )[0] as CardTextRun,
    );
    expect(runs.map((r) => r.x)).toEqual([100, 500, 900]);
    // "7" is half an em, 25 at a size of 50: it starts where its alignment puts it.
    expect(runs.map((r) => getRunLeft(r))).toEqual([100, 487.5, 875]);
    const { ascent, descent } = CARD_FONT_METRICS.serif;
    for (const run of runs) {
      expect(run).toMatchObject({ text: '7', size: 50, font: 'serif', color: '#112233' });
      // The line box (50 tall from y = 280) centres the face's ascent and descent.
      expect(run.y).toBeCloseTo(280 + 25 + ((ascent - descent) * 50) / 2, 9);
    }
  });

  it('draws a text wider than its box smaller, on the same line', () => {
    const name = 'Nyambura Wanjikũ Kamau-Ochieng wa Mũthoni';
    const [run] = layOutCardRuns(
      { ...size, fields: [field('guestName', { width: 0.3, fontSize: 0.1 })] },
      { ...values, guestName: `  ${name.replaceAll(' ', '   ')} ` },
      halfEm,
    ) as CardTextRun[];
    expect(run!.text).toBe(name);
    expect(run!.width).toBeCloseTo(300, 9);
    expect(run!.size).toBeCloseTo(300 / (name.length * 0.5), 9);
    const { ascent, descent } = CARD_FONT_METRICS.serif;
    expect(run!.y).toBeCloseTo(280 + 50 + ((ascent - descent) * run!.size) / 2, 9);
  });

  it('keeps the order of the fields, places QR codes as squares and skips empty texts', () => {
    const runs = layOutCardRuns(
      {
        ...size,
        fields: [field('qr', { width: 0.2 }), field('table'), field('guestName', { y: 0.5 })],
      },
      { ...values, table: ' ' },
      halfEm,
    );
    expect(runs.map((r) => [r.kind, r.fieldId])).toEqual([
      ['qr', 'qr-1'],
      ['text', 'guestName-1'],
    ]);
    expect(runs[0]).toMatchObject({ x: 100, y: 280, size: 200 });
  });
});

describe('findFreeCardSlot', () => {
  const name = { kind: 'guestName' as const, width: 0.6, fontSize: 0.06 };

  it('places the first field centred near the top', () => {
    expect(findFreeCardSlot(name, [], size)).toEqual({ x: 0.2, y: 0.05 });
  });

  it('never puts a new field over one already placed, while there is room', () => {
    const placed: CardField[] = [];
    const kinds: CardFieldKind[] = ['guestName', 'qr', 'eventDate', 'table', 'cardType'];
    for (const [i, kind] of [...kinds, ...kinds].entries()) {
      const shape = { kind, width: kind === 'qr' ? 0.22 : 0.4, fontSize: 0.04 };
      const at = findFreeCardSlot(shape, placed, size);
      placed.push(field(kind, { ...shape, ...at, id: `f${i}` }));
    }
    const boxes = placed.map((f) => ({ ...f, height: getCardFieldHeight(f, size) }));
    for (const [i, a] of boxes.entries()) {
      expect(a.x + a.width).toBeLessThanOrEqual(1);
      expect(a.y + a.height).toBeLessThanOrEqual(1 + 1e-9);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
    }
  });

  it('finds the gap a designer left between fields', () => {
    const top = field('guestName', { x: 0, y: 0, width: 1, fontSize: 0.28 }); // 0.2 of the height
    const bottom = field('guestName', { id: 'b', x: 0, y: 0.4, width: 1, fontSize: 0.84 });
    const at = findFreeCardSlot(
      { kind: 'table', width: 0.4, fontSize: 0.035 },
      [top, bottom],
      size,
    );
    expect(at.x).toBeCloseTo(0.3, 9);
    expect(at.y).toBeGreaterThanOrEqual(0.21 - 1e-9);
    expect(at.y + 0.025).toBeLessThanOrEqual(0.39 + 1e-9);
  });

  it('on a full card, takes the place it covers least', () => {
    const cover = field('guestName', { x: 0, y: 0, width: 1, fontSize: 1.4 });
    const at = findFreeCardSlot(name, [cover], size);
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.y).toBeGreaterThanOrEqual(0);
  });
});
