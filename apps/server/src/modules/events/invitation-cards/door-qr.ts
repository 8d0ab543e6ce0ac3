/**
 * The guest's door QR on its own, for their answer page (issue 29): on the card image a phone
 * shows it about 65 CSS px wide, too small for a door's camera across a dim hall. It holds the
 * very code the card's QR holds, so the two admit alike, and is drawn whether or not the event
 * has a card design. SVG: a few hundred bytes that stay sharp at any size.
 */
import { toString as qrSvg } from 'qrcode';
import type { Db } from '../../../db/client';
import { signCardCode } from '../check-in';
import { getInvitationEvent } from '../invitations';

export async function drawDoorQr(db: Db, token: string): Promise<string> {
  const { guestId, event } = await getInvitationEvent(db, token);
  const code = await signCardCode(db, event.id, guestId);
  // As the card draws it (card-qr.ts): byte mode, L, and the standard's four-module margin.
  return qrSvg([{ data: Buffer.from(code), mode: 'byte' }], {
    type: 'svg',
    errorCorrectionLevel: 'L',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
