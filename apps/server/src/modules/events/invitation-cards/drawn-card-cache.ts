/**
 * Guests' own cards as drawn for their answer pages (decision 0035). A guest opens their
 * link more than once (the invitation, the reminder, at the door) and the answer page asks
 * for the card on every visit; drawing one takes a sharp composite of the whole artwork.
 * An entry is found by the SHA-256 of everything the drawing is made of (the artwork's
 * bytes, the layout, the guest, the event, the signed code), so a changed design, guest or
 * event simply misses: nothing has to remember to invalidate it. The hash is also the
 * image's ETag. Bounded by bytes, least recently used out first; asks for a card that is
 * being drawn wait for that drawing rather than starting another.
 */
import { createHash } from 'node:crypto';

/** About 400 cards of a typical 80 kB. */
const MAX_BYTES = 32 * 1024 * 1024;

/** A drawn card's image: the print-size PNG, or the answer page's WebP (decision 0035). */
export type DrawnCard = { etag: string; bytes: Buffer };

/** A strong ETag over the drawing's inputs (JSON, with the artwork's bytes hashed first). */
export function drawnCardTag(artwork: Uint8Array, inputs: unknown): string {
  const hash = createHash('sha256').update(artwork).update(JSON.stringify(inputs));
  return `"${hash.digest('base64url')}"`;
}

export class DrawnCardCache {
  private readonly cards = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number = MAX_BYTES) {}

  /** The card tagged `etag`: kept, being drawn, or drawn now by `draw`. */
  async get(etag: string, draw: () => Promise<Buffer>): Promise<DrawnCard> {
    const kept = this.cards.get(etag);
    if (kept) {
      // Map order is the eviction order: a hit moves to the back.
      this.cards.delete(etag);
      this.cards.set(etag, kept);
      return { etag, bytes: kept };
    }
    let pending = this.drawing.get(etag);
    if (!pending) {
      pending = draw().finally(() => this.drawing.delete(etag));
      this.drawing.set(etag, pending);
      this.keep(etag, await pending);
    }
    return { etag, bytes: await pending };
  }

  private keep(etag: string, image: Buffer): void {
    if (image.length > this.maxBytes || this.cards.has(etag)) return;
    this.cards.set(etag, image);
    this.bytes += image.length;
    for (const [oldest, card] of this.cards) {
      if (this.bytes <= this.maxBytes) break;
      this.cards.delete(oldest);
      this.bytes -= card.length;
    }
  }
}
