/**
 * Where a design's card fields go when it becomes an event's card (design-cards). The
 * designs we ship leave places for the honoured names, the date, the time and the venue:
 * their layouts are drawn here by hand, in the SVGs' own 600 x 840 units. A design is
 * recognised by its artwork's bytes, not its name, so a design staff renamed keeps its
 * layout and one whose artwork was replaced does not inherit a layout drawn for another
 * picture: it gets the generic layout, every field in a free place (findFreeCardSlot).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CARD_FIELD_SIZES,
  findFreeCardSlot,
  type CardAlignment,
  type CardField,
  type CardFieldKind,
  type CardFont,
  type CardSize,
} from '@karamu/shared';
import { SEED_DESIGNS, SEED_DESIGNS_DIR } from './seed-event-templates';

const W = 600;
const H = 840;

type Style = { font: CardFont; color: string; align?: CardAlignment };
/** x, y, width and text size in the SVG's units; the style is the design's unless given. */
type Spot = [
  kind: CardFieldKind,
  x: number,
  y: number,
  width: number,
  size: number,
  style?: Partial<Style>,
];

function layout(base: Style, spots: readonly Spot[]): CardField[] {
  return spots.map(([kind, x, y, width, size, style], index) => ({
    id: `${kind}-${index + 1}`,
    kind,
    x: x / W,
    y: y / H,
    width: width / W,
    fontSize: size / W,
    align: 'center',
    ...base,
    ...style,
  }));
}

const SEED_LAYOUTS: Readonly<Record<string, CardField[]>> = {
  'wedding-golden-rings.svg': layout({ font: 'serif', color: '#5a4a2f' }, [
    ['guestName', 120, 200, 360, 21],
    ['eventName', 120, 455, 360, 36, { font: 'script', color: '#8a6a2a' }],
    ['eventDate', 60, 644, 200, 16],
    ['eventTime', 260, 644, 80, 16],
    ['venue', 340, 644, 200, 16],
    ['admissions', 180, 676, 240, 16],
    ['qr', 468, 700, 90, 16],
  ]),
  'send-off-kanga.svg': layout({ font: 'serif', color: '#f6e6c4', align: 'left' }, [
    ['guestName', 120, 168, 360, 21, { align: 'center' }],
    ['eventName', 110, 419, 380, 36, { font: 'script', color: '#7a2438', align: 'center' }],
    ['eventDate', 215, 590, 220, 19],
    ['eventTime', 215, 640, 220, 19],
    ['venue', 215, 690, 220, 19],
    ['admissions', 180, 724, 240, 16, { align: 'center' }],
    ['qr', 442, 598, 108, 16],
  ]),
  'kitchen-party-spice.svg': layout({ font: 'sans', color: '#2e6f6a', align: 'left' }, [
    ['eventName', 100, 460, 400, 36, { font: 'script', color: '#c8553d', align: 'center' }],
    ['eventDate', 200, 594, 200, 17],
    ['eventTime', 405, 594, 90, 17],
    ['venue', 200, 650, 290, 17],
    ['guestName', 120, 690, 360, 21, { font: 'serif', color: '#c8553d', align: 'center' }],
    ['admissions', 180, 725, 240, 16, { align: 'center' }],
    ['qr', 505, 586, 85, 16],
  ]),
  'birthday-balloons.svg': layout({ font: 'sans', color: '#4d5b70' }, [
    ['qr', 264, 110, 80, 16],
    ['eventName', 110, 509, 380, 36, { color: '#ff6b6b' }],
    ['eventDate', 60, 668, 200, 16],
    ['eventTime', 260, 668, 80, 16],
    ['venue', 340, 668, 200, 16],
    ['guestName', 120, 764, 360, 21],
    ['admissions', 180, 798, 240, 16],
  ]),
  'memorial-white-lily.svg': layout({ font: 'serif', color: '#4e5f4e' }, [
    ['guestName', 120, 44, 360, 19],
    ['eventName', 120, 451, 360, 36, { font: 'script' }],
    ['eventDate', 150, 644, 180, 16],
    ['eventTime', 330, 644, 120, 16],
    ['venue', 150, 684, 300, 16],
    ['admissions', 60, 770, 180, 16, { align: 'left' }],
    ['qr', 470, 710, 80, 16],
  ]),
  'corporate-midnight-lines.svg': layout({ font: 'sans', color: '#ffffff', align: 'left' }, [
    ['guestName', 60, 70, 300, 24, { color: '#7fe0d4' }],
    ['eventName', 80, 441, 440, 36, { align: 'center' }],
    ['eventDate', 60, 620, 140, 16],
    ['eventTime', 230, 620, 140, 16],
    ['venue', 400, 620, 140, 16],
    ['admissions', 60, 740, 240, 16, { color: '#b8c7d9' }],
    ['qr', 460, 740, 80, 16],
  ]),
};

/** The fields a design without a layout of its own starts with, in this order. */
const GENERIC_KINDS: readonly CardFieldKind[] = [
  'guestName',
  'eventName',
  'eventDate',
  'eventTime',
  'venue',
  'admissions',
  'qr',
];

/** Every field in the highest free place, one after another, so none covers another. */
function genericLayout(size: CardSize): CardField[] {
  return GENERIC_KINDS.reduce<CardField[]>((fields, kind, index) => {
    const sized = { kind, ...CARD_FIELD_SIZES[kind] };
    const at = findFreeCardSlot(sized, fields, size);
    const field: CardField = {
      id: `${kind}-${index + 1}`,
      ...sized,
      ...at,
      font: 'serif',
      color: '#1f1f1f',
      align: 'center',
    };
    return [...fields, field];
  }, []);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let seedLayoutsByHash: Promise<Map<string, CardField[]>> | undefined;

/** The shipped designs' layouts by their files' hashes: read once per process. */
function getSeedLayoutsByHash(): Promise<Map<string, CardField[]>> {
  seedLayoutsByHash ??= Promise.all(
    SEED_DESIGNS.map(async (design) => {
      const bytes = await readFile(path.join(SEED_DESIGNS_DIR, design.file));
      return [sha256(bytes), SEED_LAYOUTS[design.file]!] as const;
    }),
  ).then((entries) => new Map(entries));
  return seedLayoutsByHash;
}

/** The fields a card made from this design's artwork (its stored bytes) starts with. */
export async function getDesignCardFields(
  artwork: Uint8Array,
  size: CardSize,
): Promise<CardField[]> {
  return (await getSeedLayoutsByHash()).get(sha256(artwork)) ?? genericLayout(size);
}
