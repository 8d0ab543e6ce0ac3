import { describe, expect, it } from 'vitest';
import { cardFieldsSchema, getCardFieldHeight, type CardField } from '@karamu/shared';
import {
  createField,
  describeField,
  nudgeField,
  placeField,
  resizeField,
  sameLayout,
} from './card-layout';

/** A portrait card, 1000 × 1400 pixels. */
const size = { width: 1000, height: 1400 };

const name: CardField = {
  id: 'guestName-1',
  kind: 'guestName',
  x: 0.2,
  y: 0.3,
  width: 0.6,
  fontSize: 0.05,
  font: 'serif',
  color: '#1f1f1f',
  align: 'center',
};
const qr: CardField = { ...name, id: 'qr-1', kind: 'qr', width: 0.25 };

describe('card layout', () => {
  it('creates fields the API accepts, each with its own id, none over another', () => {
    const fields: CardField[] = [];
    for (const kind of ['guestName', 'qr', 'guestName', 'table', 'table'] as const) {
      fields.push(createField(kind, fields, size));
    }
    expect(fields.map((f) => f.id)).toEqual([
      'guestName-1',
      'qr-1',
      'guestName-2',
      'table-1',
      'table-2',
    ]);
    expect(cardFieldsSchema.safeParse(fields).success).toBe(true);
    expect(fields[0]!.x).toBeCloseTo(0.2);
    const bottom = (f: CardField) => f.y + getCardFieldHeight(f, size);
    for (const [i, a] of fields.entries()) {
      for (const b of fields.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x || b.x + b.width <= a.x || bottom(a) <= b.y || bottom(b) <= a.y;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
    }
  });

  it('moves by 1% with an arrow key and 5% with Shift, and ignores other keys', () => {
    expect(nudgeField(name, 'ArrowRight', false, size)).toMatchObject({ x: 0.21, y: 0.3 });
    expect(nudgeField(name, 'ArrowUp', true, size)).toMatchObject({ x: 0.2, y: 0.25 });
    expect(nudgeField(name, 'Enter', false, size)).toBeUndefined();
  });

  it('keeps the whole box on the artwork', () => {
    expect(placeField(name, { x: 0.9, y: -0.2 }, size)).toMatchObject({ x: 0.4, y: 0 });
    // A QR 0.25 of the width is 250 px square: 250/1400 of the height.
    const bottom = placeField(qr, { x: 0, y: 1 }, size);
    expect(bottom.y).toBeCloseTo(1 - 250 / 1400, 4);
    expect(bottom.y + getCardFieldHeight(bottom, size)).toBeLessThanOrEqual(1);
  });

  it('resizes within the artwork, and not below a grabbable width', () => {
    expect(resizeField(name, 0.95, size).width).toBe(0.8);
    expect(resizeField(name, 0, size).width).toBe(0.02);
    // On a landscape card a QR cannot be wider than the card is high.
    const wide = { width: 2000, height: 1000 };
    const grown = resizeField({ ...qr, x: 0, y: 0 }, 0.9, wide);
    expect(grown.width).toBe(0.5);
    expect(grown.y + getCardFieldHeight(grown, wide)).toBeLessThanOrEqual(1);
  });

  it('names a field by its kind and place', () => {
    expect(describeField(name)).toBe('Guest name field, at 20%, 30%');
    expect(describeField({ ...qr, x: 0.456, y: 0.1 })).toBe('QR code field, at 46%, 10%');
  });

  it('compares layouts whatever the order of their keys', () => {
    const reordered = JSON.parse(
      JSON.stringify(Object.fromEntries(Object.entries(name).reverse())),
    ) as CardField;
    expect(sameLayout([name], [reordered])).toBe(true);
    expect(sameLayout([name], [{ ...name, color: '#000000' }])).toBe(false);
    expect(sameLayout([name], [name, qr])).toBe(false);
  });
});
