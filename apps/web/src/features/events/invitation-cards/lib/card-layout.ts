/**
 * The editor's geometry, in the shared contract's units: every position and size is a
 * fraction of the artwork (packages/shared/src/events/invitation-cards.ts), so the same numbers
 * hold at any zoom. Moves and resizes keep the whole box on the artwork.
 */
import {
  CARD_FIELD_LABELS,
  CARD_FIELD_SIZES,
  findFreeCardSlot,
  getCardFieldHeight,
  type CardField,
  type CardFieldKind,
} from '@karamu/shared';

export type ArtworkSize = { width: number; height: number };

/** Arrow keys move by 1% of the artwork, by 5% with Shift. */
const KEY_STEP = 0.01;
const SHIFT_KEY_STEP = 0.05;
/** A box narrower than this cannot be grabbed again. */
const MIN_FIELD_WIDTH = 0.02;

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));
/** Four decimals: a tenth of a pixel on a 1,000-pixel artwork, and tidy numbers to send. */
const tidy = (value: number) => Math.round(value * 10_000) / 10_000;

/** The field with its top-left corner at (x, y), as near as the artwork's edges allow. */
export function placeField(
  field: CardField,
  at: { x: number; y: number },
  size: ArtworkSize,
): CardField {
  return {
    ...field,
    x: tidy(clamp(at.x, 0, 1 - field.width)),
    y: tidy(clamp(at.y, 0, 1 - getCardFieldHeight(field, size))),
  };
}

/** A new width, kept on the artwork; a QR code that would run off the bottom moves up. */
export function resizeField(field: CardField, width: number, size: ArtworkSize): CardField {
  let next = tidy(clamp(width, MIN_FIELD_WIDTH, 1 - field.x));
  if (field.kind === 'qr') next = Math.min(next, tidy(size.height / size.width));
  return placeField({ ...field, width: next }, field, size);
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The field moved by an arrow key, or undefined for any other key. */
export function nudgeField(
  field: CardField,
  key: string,
  shift: boolean,
  size: ArtworkSize,
): CardField | undefined {
  const direction = ARROWS[key];
  if (!direction) return undefined;
  const step = shift ? SHIFT_KEY_STEP : KEY_STEP;
  return placeField(
    field,
    { x: field.x + direction[0] * step, y: field.y + direction[1] * step },
    size,
  );
}

/** `guestName-1`, `qr-2`: short, readable, unique in the layout. */
function nextFieldId(kind: CardFieldKind, fields: readonly CardField[]): string {
  const taken = new Set(fields.map((f) => f.id));
  let n = 1;
  while (taken.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
}

/** A new field where it covers none of the fields already placed (while the card has room). */
export function createField(
  kind: CardFieldKind,
  fields: readonly CardField[],
  size: ArtworkSize,
): CardField {
  const field: CardField = {
    id: nextFieldId(kind, fields),
    kind,
    x: 0,
    y: 0,
    ...CARD_FIELD_SIZES[kind],
    font: 'serif',
    color: '#1f1f1f',
    align: 'center',
  };
  return placeField(field, findFreeCardSlot(field, fields, size), size);
}

const percent = (fraction: number) => Math.round(fraction * 100);

/** What a screen reader says for a field on the canvas. */
export function describeField(field: CardField): string {
  return `${CARD_FIELD_LABELS[field.kind]} field, at ${percent(field.x)}%, ${percent(field.y)}%`;
}

/** Every key of a field: the compiler says when the contract gains one. */
const FIELD_KEYS = Object.keys({
  id: true,
  kind: true,
  x: true,
  y: true,
  width: true,
  fontSize: true,
  font: true,
  color: true,
  align: true,
} satisfies Record<keyof CardField, true>) as (keyof CardField)[];

/** Whether two layouts draw alike (key order aside: the server's JSON may order them otherwise). */
export function sameLayout(a: readonly CardField[], b: readonly CardField[]): boolean {
  return (
    a.length === b.length && a.every((f, i) => FIELD_KEYS.every((key) => f[key] === b[i]![key]))
  );
}
