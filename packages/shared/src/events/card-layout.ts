/**
 * The one layout of an invitation card, shared by the editor's canvas (SVG in the browser)
 * and the server's PNG and printable PDF (outlines), so that what the organiser designs is
 * what prints: the same words, at the same places, at the same sizes (issue 16, decision 0031).
 *
 * Card units are the artwork's pixels: origin at the top-left, y down. A field stores
 * fractions of the artwork (invitation-cards.ts); a run is that field resolved for one
 * guest, in card units. Each renderer only measures text with the same typeface and draws
 * the run where it says.
 */
import { formatEventDate, formatEventTime, type EventInstant } from './event-texts';
import type { CardType } from './guests';
import type { CardAlignment, CardField, CardFieldKind, CardFont } from './invitation-cards';

export type CardSize = { width: number; height: number };
export type CardDesign = CardSize & { fields: readonly CardField[] };

export type CardTextKind = Exclude<CardFieldKind, 'qr'>;
/** What each kind of text field says on one guest's card. */
export type CardTextValues = Readonly<Record<CardTextKind, string>>;

export type CardGuestValues = {
  name: string;
  cardType: CardType;
  admissions: number;
  tableName: string | null;
};
/** What the event's fields say: its name, when (in its zone) and where. */
export type CardEventValues = EventInstant & { name: string; venue: string | null };

/**
 * Above and below the baseline, in ems: the hhea metrics of the faces behind CARD_FONTS
 * (the server's test reads them from the font files it draws with).
 */
export const CARD_FONT_METRICS: Readonly<Record<CardFont, { ascent: number; descent: number }>> = {
  serif: { ascent: 1.082, descent: 0.251 },
  sans: { ascent: 0.968, descent: 0.251 },
  script: { ascent: 0.851, descent: 0.401 },
};

const CARD_TYPE_TEXT: Readonly<Record<CardType, string>> = {
  single: 'Single',
  double: 'Double',
  family: 'Family',
};

/** The texts of one guest's card; an empty table draws nothing. */
export function getCardTextValues(guest: CardGuestValues, event: CardEventValues): CardTextValues {
  return {
    guestName: guest.name,
    cardType: CARD_TYPE_TEXT[guest.cardType],
    admissions: `Admits ${guest.admissions}`,
    eventDate: formatEventDate(event),
    table: guest.tableName ?? '',
    eventName: event.name,
    eventTime: formatEventTime(event),
    venue: event.venue ?? '',
  };
}

/** A text's advance width at a font size of 1 (in ems), measured with the card's typeface. */
export type MeasureCardText = (text: string, font: CardFont) => number;

/**
 * One line of text. (x, y) is its anchor on the baseline: the left end, the middle or the
 * right end as `align` says; `size` is the font size and `width` the text's width, both
 * in card units.
 */
export type CardTextRun = {
  kind: 'text';
  fieldId: string;
  text: string;
  x: number;
  y: number;
  font: CardFont;
  size: number;
  align: CardAlignment;
  color: string;
  width: number;
};
/** A QR code: a square `size` wide with its top-left corner at (x, y), in card units. */
export type CardQrRun = {
  kind: 'qr';
  fieldId: string;
  x: number;
  y: number;
  size: number;
  color: string;
};
export type CardRun = CardTextRun | CardQrRun;

const ANCHOR: Readonly<Record<CardAlignment, number>> = { left: 0, center: 0.5, right: 1 };

/** Where a run's text starts on the left, given the width its renderer measured. */
export const getRunLeft = (run: CardTextRun, width = run.width) =>
  run.x - ANCHOR[run.align] * width;

/**
 * Every field of the design as drawn for one guest, in the layout's order (later fields
 * draw over earlier ones). A field's line box is `fontSize` tall (line-height 1) with its
 * top at `y`; the text is one line (runs of white space become one space), centred in
 * the box vertically, aligned in the box's width, and drawn smaller until it fits when
 * it is wider than the box, still centred on the same line. Empty texts draw nothing.
 */
export function layOutCardRuns(
  design: CardDesign,
  values: CardTextValues,
  measure: MeasureCardText,
): CardRun[] {
  const { width: W, height: H } = design;
  return design.fields.flatMap((field): CardRun[] => {
    const boxX = field.x * W;
    const boxY = field.y * H;
    const boxWidth = field.width * W;
    if (field.kind === 'qr') {
      return [
        { kind: 'qr', fieldId: field.id, x: boxX, y: boxY, size: boxWidth, color: field.color },
      ];
    }
    const text = values[field.kind].replace(/\s+/g, ' ').trim();
    if (!text) return [];
    const lineHeight = field.fontSize * W;
    const ems = measure(text, field.font);
    const size = ems > 0 ? Math.min(lineHeight, boxWidth / ems) : lineHeight;
    const { ascent, descent } = CARD_FONT_METRICS[field.font];
    return [
      {
        kind: 'text',
        fieldId: field.id,
        text,
        x: boxX + ANCHOR[field.align] * boxWidth,
        y: boxY + lineHeight / 2 + ((ascent - descent) * size) / 2,
        font: field.font,
        size,
        align: field.align,
        color: field.color,
        width: ems * size,
      },
    ];
  });
}

/** The box's height as a fraction of the artwork's height (a QR code is square). */
export function getCardFieldHeight(
  field: Pick<CardField, 'kind' | 'width' | 'fontSize'>,
  size: CardSize,
): number {
  const across = field.kind === 'qr' ? field.width : field.fontSize;
  return Math.min(1, (across * size.width) / size.height);
}

type Box = { x: number; y: number; width: number; height: number };

/** Space kept between a new field and the others, as a fraction of the artwork. */
const SLOT_GAP = 0.01;
/** How finely the card is searched for a free place: 1% steps down, three columns across. */
const SLOT_STEP = 0.01;
const SLOT_MARGIN = 0.05;

function overlapArea(a: Box, b: Box): number {
  const across = Math.min(a.x + a.width, b.x + b.width) + SLOT_GAP - Math.max(a.x, b.x);
  const down = Math.min(a.y + a.height, b.y + b.height) + SLOT_GAP - Math.max(a.y, b.y);
  return across > 0 && down > 0 ? across * down : 0;
}

/**
 * Where a new field of this kind goes: the highest place, centred first, then on the left
 * and on the right, where its box keeps clear of every placed field. On a card with no
 * such place, the place it covers least.
 */
export function findFreeCardSlot(
  field: Pick<CardField, 'kind' | 'width' | 'fontSize'>,
  fields: readonly CardField[],
  size: CardSize,
): { x: number; y: number } {
  const width = field.width;
  const height = getCardFieldHeight(field, size);
  const boxes = fields.map((f) => ({ ...f, height: getCardFieldHeight(f, size) }));
  const columns = [
    ...new Set([(1 - width) / 2, SLOT_MARGIN, 1 - width - SLOT_MARGIN].map((x) => Math.max(0, x))),
  ];
  let best = { x: columns[0]!, y: SLOT_MARGIN, covered: Infinity };
  const lowest = Math.max(0, 1 - height);
  for (let y = Math.min(SLOT_MARGIN, lowest); y <= lowest + 1e-9; y += SLOT_STEP) {
    for (const x of columns) {
      const box = { x, y, width, height };
      const covered = boxes.reduce((sum, other) => sum + overlapArea(box, other), 0);
      if (covered === 0) return { x, y };
      if (covered < best.covered) best = { x, y, covered };
    }
  }
  return { x: best.x, y: best.y };
}
