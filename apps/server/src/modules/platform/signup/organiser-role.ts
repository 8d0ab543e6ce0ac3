/**
 * The built-in role every public sign-up gets (decision 0009): enough to run one's own
 * wedding, on one's own events only (scope `assigned`), and nothing installation-wide.
 */
import type { Privilege } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { ensureBuiltInRole, type BuiltInRole } from '../../../lib/built-in-role';

export const ORGANISER_ROLE_NAME = 'Event organiser';

/**
 * Events and their guests, invitation links and cards, messages to their guests, and
 * checking guests in at the door. Later scoped areas (budgets, to-dos...) are added here
 * when they exist and respect scope; never USERS, ROLES, SETTINGS or any installation-wide
 * write.
 */
export const ORGANISER_PRIVILEGES: readonly Privilege[] = [
  'READ_EVENTS',
  'ADD_EVENTS',
  'UPDATE_EVENTS',
  'DELETE_EVENTS',
  'READ_ATTENDEES',
  'ADD_ATTENDEES',
  'UPDATE_ATTENDEES',
  'DELETE_ATTENDEES',
  'GENERATE_EVENT_LINK',
  'VERIFY_ATTENDEES',
  // Their own events' invitation cards (event-scoped, decision 0009).
  'READ_ARTWORK_MAPPINGS',
  'ADD_ARTWORK_MAPPINGS',
  'UPDATE_ARTWORK_MAPPINGS',
  'DELETE_ARTWORK_MAPPINGS',
  // Inviting their guests: the installation's templates to choose from (read only), the
  // messages and schedules they made themselves (scope `assigned` = created by them).
  'READ_TEMPLATES',
  'READ_MESSAGES',
  'UPDATE_MESSAGES',
  'READ_SCHEDULES',
  'ADD_SCHEDULES',
  'UPDATE_SCHEDULES',
  'DELETE_SCHEDULES',
  // Their own events' to-dos (decision 0049).
  'READ_TODOS',
  'ADD_TODOS',
  'UPDATE_TODOS',
  'DELETE_TODOS',
  // Their own events' card prices and bundles (decision 0047).
  'READ_PRICES',
  'ADD_PRICES',
  'UPDATE_PRICES',
  'DELETE_PRICES',
  'READ_BUNDLES',
  'ADD_BUNDLES',
  'UPDATE_BUNDLES',
  'DELETE_BUNDLES',
  // Their own events' budgets and budget items (decision 0048).
  'READ_BUDGETS',
  'ADD_BUDGETS',
  'UPDATE_BUDGETS',
  'DELETE_BUDGETS',
  'READ_BUDGET_ITEMS',
  'ADD_BUDGET_ITEMS',
  'UPDATE_BUDGET_ITEMS',
  'DELETE_BUDGET_ITEMS',
  // What their guests paid for their cards (decision 0050): payments follow their event's
  // scope, so this shows no committee's money.
  'READ_PAYMENTS',
  // Cash taken for their guests' cards (issue 29), on their own events only.
  'ADD_PAYMENTS',
];

export const ORGANISER_ROLE: BuiltInRole = {
  name: ORGANISER_ROLE_NAME,
  privileges: ORGANISER_PRIVILEGES,
  allowedDescription: 'only event and guest privileges',
};

/** The organiser role's id, created on first need (see lib/built-in-role.ts). */
export const ensureOrganiserRole = (db: Db) => ensureBuiltInRole(db, ORGANISER_ROLE);
