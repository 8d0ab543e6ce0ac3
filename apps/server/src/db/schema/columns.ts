/** Column shapes the tables of every area repeat. */
import { customType, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: an update names the version it read and bumps it; a stale one gets 409. */
export const version = () => integer('version').notNull().default(1);
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
export const messageChannel = (name: string) => text(name, { enum: ['sms', 'email'] }).notNull();
