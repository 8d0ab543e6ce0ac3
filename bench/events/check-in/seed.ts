/**
 * One event with many guests whose cards admit many people, their signed card codes, and
 * a session to check them in with. Written with the app's own schema and modules: the
 * codes come from the server's signer (`createCardSigner`), the session from
 * `createSession`, so the measured server accepts both as it would a real door's.
 */
import { eq } from 'drizzle-orm';
import { MAX_ADMISSIONS } from '@karamu/shared';
import { bootstrapAdmin } from '../../../apps/server/src/bootstrap';
import { openDatabase, type OpenDatabaseOptions } from '../../../apps/server/src/db/client';
import { events, guests, users } from '../../../apps/server/src/db/schema';
import { createCardSigner } from '../../../apps/server/src/modules/events/check-in/card-codes';
import {
  createSession,
  SESSION_COOKIE,
} from '../../../apps/server/src/modules/platform/auth/sessions';

/** Guests are inserted this many at a time: one statement's parameters stay well under 65,535. */
const BATCH = 1000;

export type Card = { guestId: string; code: string };

export type SeededEvent = {
  eventId: string;
  /** The admin, who records the check-ins (holds VERIFY_ATTENDEES with scope all). */
  adminId: string;
  /** `karamu_session=…` for the admin. */
  cookie: string;
  cards: Card[];
  seedSeconds: number;
};

export async function seedCheckInEvent(
  options: OpenDatabaseOptions,
  guestCount: number,
): Promise<SeededEvent> {
  const started = process.hrtime.bigint();
  const { db, close } = await openDatabase(options);
  try {
    await bootstrapAdmin(db, 'karamu-bench-admin-password');
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'admin'));
    const adminId = admin!.id;
    const [event] = await db
      .insert(events)
      .values({
        name: 'Check-in benchmark',
        status: 'active',
        startsAt: new Date(Date.now() + 86_400_000),
        timeZone: 'Africa/Nairobi',
        defaultCountry: 'KE',
        createdBy: adminId,
      })
      .returning({ id: events.id });
    const eventId = event!.id;

    // Every card admits the most people a card may, so no check-in of the run is refused.
    const ids: string[] = [];
    for (let first = 1; first <= guestCount; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, guestCount - first + 1) }, (_, i) => ({
        eventId,
        name: `Mgeni ${first + i}`,
        cardType: 'family' as const,
        admissions: MAX_ADMISSIONS,
        createdBy: adminId,
      }));
      const inserted = await db.insert(guests).values(rows).returning({ id: guests.id });
      ids.push(...inserted.map((row) => row.id));
    }

    const sign = await createCardSigner(db, eventId);
    const cards = ids.map((guestId) => ({ guestId, code: sign(guestId) }));
    const { token } = await createSession(db, adminId, {
      idleTimeoutMs: 86_400_000,
      absoluteTimeoutMs: 86_400_000,
    });
    const seedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { eventId, adminId, cookie: `${SESSION_COOKIE}=${token}`, cards, seedSeconds };
  } finally {
    await close();
  }
}
