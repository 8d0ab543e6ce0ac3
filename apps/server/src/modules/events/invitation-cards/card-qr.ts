/**
 * A guest's card code as a QR symbol, drawn as path data: a white square (the quiet zone)
 * and the dark modules in the field's colour.
 */
import { create } from 'qrcode';
import { formatCardCode } from '@karamu/shared';
import type { CardShape, PathCommand } from './card-shapes';

/** ISO/IEC 18004 asks for four modules of light margin around the symbol. */
const QUIET_ZONE_MODULES = 4;
const LIGHT = '#ffffff';

const NIL_UUID = '00000000-0000-4000-8000-000000000000';
const CARD_CODE_LENGTH = formatCardCode(NIL_UUID, NIL_UUID, new Uint8Array(64)).length;

/**
 * What the preview's QR holds: as long as a real code, so the symbol has the same density,
 * but no card code at all (a check-in screen reads it as "not a card"), because a design
 * preview must not hand out a code that admits anyone.
 */
export const SAMPLE_CARD_CODE = 'Sample card: not valid at the door. '.padEnd(
  CARD_CODE_LENGTH,
  '.',
);

/**
 * The symbol filling the square of `side` pixels at (x, y). Byte mode always, so a sample
 * and a real code of one length come out alike. Modules are snapped to whole pixels when
 * they are at least two pixels wide (crisp edges scan better); the square's spare pixels
 * widen the margin.
 */
export function drawQr(
  code: string,
  x: number,
  y: number,
  side: number,
  color: string,
): CardShape[] {
  const { modules } = create([{ data: Buffer.from(code), mode: 'byte' }], {
    // L (7% recovery) over M: a card code at M needs a denser symbol, whose modules print
    // too small on a phone's card for the door's camera (issue 29); a screen is not torn.
    errorCorrectionLevel: 'L',
  });
  const span = modules.size + 2 * QUIET_ZONE_MODULES;
  const exact = side / span;
  const unit = exact >= 2 ? Math.floor(exact) : exact;
  const originX = x + (side - unit * modules.size) / 2;
  const originY = y + (side - unit * modules.size) / 2;
  const snap = (value: number) => (unit === exact ? value : Math.round(value));
  const dark: PathCommand[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle per run of dark modules keeps the path (and the PDF) small.
    let runStart = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const isDark = col < modules.size && Boolean(modules.get(row, col));
      if (isDark && runStart < 0) runStart = col;
      if (!isDark && runStart >= 0) {
        dark.push({
          type: 'R',
          x: snap(originX) + runStart * unit,
          y: snap(originY) + row * unit,
          width: (col - runStart) * unit,
          height: unit,
        });
        runStart = -1;
      }
    }
  }
  return [
    { commands: [{ type: 'R', x, y, width: side, height: side }], fill: LIGHT },
    { commands: dark, fill: color },
  ];
}
