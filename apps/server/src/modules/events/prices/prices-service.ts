/**
 * Writing an event's card prices and bundles (decision 0047): each write one transaction
 * with its audit entry. The event's row is locked while its currency is checked or set, so
 * two first prices in different currencies cannot both win.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  type Bundle,
  type createBundleInputSchema,
  type createPriceInputSchema,
  type Price,
  type Privilege,
  type updateBundleInputSchema,
  type updatePriceInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { eventBundles, eventPrices, events, guests, payments } from '../../../db/schema';
import { refuseUniqueViolation } from '../../../db/unique-violation';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { mustGetEvent } from '../events';
import { getBundle, getPrice } from './prices-repository';

type CreatePrice = z.output<typeof createPriceInputSchema>;
type UpdatePrice = z.output<typeof updatePriceInputSchema>;
type CreateBundle = z.output<typeof createBundleInputSchema>;
type UpdateBundle = z.output<typeof updateBundleInputSchema>;

/**
 * Amounts are in the event's one currency: the first price or bundle sets it, and a write
 * naming another is refused rather than converted.
 */
async function useEventCurrency(tx: Db, eventId: string, currency: string) {
  const [row] = await tx
    .select({ currency: events.currency })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!row) throw notFound('Event not found');
  if (row.currency === null) {
    await tx.update(events).set({ currency }).where(eq(events.id, eventId));
  } else if (row.currency !== currency) {
    const message = `This event's prices are in ${row.currency}`;
    throw badRequest(message, { currency: [message] });
  }
}

/**
 * Once nothing is priced, paid or recorded in it, the event's currency is free to choose
 * again (a first price in the wrong currency can be undone by deleting it).
 */
async function releaseEventCurrency(tx: Db, eventId: string) {
  await tx
    .update(events)
    .set({ currency: null })
    .where(
      and(
        eq(events.id, eventId),
        sql`not exists (select 1 from ${eventPrices} where ${eventPrices.eventId} = ${eventId})`,
        sql`not exists (select 1 from ${eventBundles} where ${eventBundles.eventId} = ${eventId})`,
        sql`not exists (select 1 from ${payments} where ${payments.eventId} = ${eventId})`,
        sql`not exists (select 1 from ${guests} where ${guests.eventId} = ${eventId} and ${guests.paidMinor} > 0)`,
      ),
    );
}

const cardTypeTaken = () =>
  conflict('This card type has a price already', {
    cardType: ['This card type has a price already'],
  });

export async function mustGetPrice(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  eventId: string,
  priceId: string,
): Promise<Price> {
  await mustGetEvent(db, actor, privilege, eventId);
  const price = await getPrice(db, eventId, priceId);
  if (!price) throw notFound('Price not found');
  return price;
}

export async function createPrice(db: Db, actor: Actor, eventId: string, input: CreatePrice) {
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'ADD_PRICES', eventId);
    await useEventCurrency(tx, eventId, input.currency);
    const [row] = await refuseUniqueViolation(
      'event_prices_event_card_type_key',
      cardTypeTaken,
      () =>
        tx
          .insert(eventPrices)
          .values({
            eventId,
            cardType: input.cardType,
            amountMinor: input.amountMinor,
            createdBy: actor.userId,
          })
          .returning({ id: eventPrices.id }),
    );
    const created = (await getPrice(tx, eventId, row!.id))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'prices',
      recordId: created.id,
      after: created,
    });
    return created;
  });
}

export async function updatePrice(
  db: Db,
  actor: Actor,
  eventId: string,
  priceId: string,
  input: UpdatePrice,
) {
  return db.transaction(async (tx) => {
    const before = await mustGetPrice(tx, actor, 'UPDATE_PRICES', eventId, priceId);
    assertVersion(before, input.version);
    await useEventCurrency(tx, eventId, input.currency);
    return updateVersioned(tx, actor, {
      table: eventPrices,
      id: priceId,
      version: input.version,
      set: { amountMinor: input.amountMinor },
      resource: 'prices',
      before,
      reread: () => getPrice(tx, eventId, priceId),
    });
  });
}

export async function deletePrice(db: Db, actor: Actor, eventId: string, priceId: string) {
  await db.transaction(async (tx) => {
    const before = await mustGetPrice(tx, actor, 'DELETE_PRICES', eventId, priceId);
    await tx.delete(eventPrices).where(eq(eventPrices.id, priceId));
    await releaseEventCurrency(tx, eventId);
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: 'prices',
      recordId: priceId,
      before,
    });
  });
}

const bundleNameTaken = () =>
  conflict('Another bundle of this event has this name', {
    name: ['Another bundle of this event has this name'],
  });

export async function mustGetBundle(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  eventId: string,
  bundleId: string,
): Promise<Bundle> {
  await mustGetEvent(db, actor, privilege, eventId);
  const bundle = await getBundle(db, eventId, bundleId);
  if (!bundle) throw notFound('Bundle not found');
  return bundle;
}

export async function createBundle(db: Db, actor: Actor, eventId: string, input: CreateBundle) {
  const { currency, ...fields } = input;
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'ADD_BUNDLES', eventId);
    await useEventCurrency(tx, eventId, currency);
    const [row] = await refuseUniqueViolation('event_bundles_event_name_key', bundleNameTaken, () =>
      tx
        .insert(eventBundles)
        .values({ ...fields, eventId, createdBy: actor.userId })
        .returning({ id: eventBundles.id }),
    );
    const created = (await getBundle(tx, eventId, row!.id))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'bundles',
      recordId: created.id,
      after: created,
    });
    return created;
  });
}

export async function updateBundle(
  db: Db,
  actor: Actor,
  eventId: string,
  bundleId: string,
  input: UpdateBundle,
) {
  const { version, currency, ...fields } = input;
  return db.transaction(async (tx) => {
    const before = await mustGetBundle(tx, actor, 'UPDATE_BUNDLES', eventId, bundleId);
    assertVersion(before, version);
    if (currency !== undefined) await useEventCurrency(tx, eventId, currency);
    // Only the update can break the index; the reread and the audit entry cannot.
    return refuseUniqueViolation('event_bundles_event_name_key', bundleNameTaken, () =>
      updateVersioned(tx, actor, {
        table: eventBundles,
        id: bundleId,
        version,
        set: fields,
        resource: 'bundles',
        before,
        reread: () => getBundle(tx, eventId, bundleId),
      }),
    );
  });
}

export async function deleteBundle(db: Db, actor: Actor, eventId: string, bundleId: string) {
  await db.transaction(async (tx) => {
    const before = await mustGetBundle(tx, actor, 'DELETE_BUNDLES', eventId, bundleId);
    // What a guest on it owes would silently change: they are moved off it first.
    if (before.guestCount > 0) {
      throw conflict(
        `${before.guestCount} guest(s) are on this bundle: move them to another bundle or card first`,
      );
    }
    await tx.delete(eventBundles).where(eq(eventBundles.id, bundleId));
    await releaseEventCurrency(tx, eventId);
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: 'bundles',
      recordId: bundleId,
      before,
    });
  });
}
