/**
 * The shape of a row of the authorization matrix (each module's `route-cases.ts`, gathered
 * into `ROUTE_CASES` by route-cases.ts), the builders for the rows that repeat a shape, and
 * the records that rows of several modules start from.
 */
import sharp from 'sharp';
import { inDays, type apiAs } from './api-client';
import type { TestApp } from './test-app';

export type Prepared = {
  url: string;
  body?: unknown;
  /** For uploads: the raw body and its type instead of JSON. */
  raw?: { payload: Buffer; contentType: string };
};

export type Api = ReturnType<typeof apiAs>;

export type RouteCase = {
  /** Builds a fresh call; `self` is the id of the user who will make it. */
  prepare: (ctx: { admin: Api; t: TestApp; self: Api; selfId: string }) => Promise<Prepared>;
  success: number;
  /** The prepared record belongs to the admin: a holder of scope `assigned` must get 404. */
  scoped?: boolean;
};

type Answer = { success?: number; scoped?: boolean };

/** The record lies outside an `assigned`-scope user's reach. */
export const SCOPED = { scoped: true } as const;

/** A call that needs nothing made first: a list, a page of one's own, a public lookup. */
export const call = (url: string, success = 200): RouteCase => ({
  prepare: async () => ({ url }),
  success,
});

/** A call on a record the admin makes first with `make`. */
export function on<R>(
  make: (admin: Api) => Promise<R>,
  prepared: (record: R) => Prepared | Promise<Prepared>,
  { success = 200, scoped }: Answer = {},
): RouteCase {
  return {
    prepare: async ({ admin }) => prepared(await make(admin)),
    success,
    ...(scoped ? { scoped } : {}),
  };
}

let counter = 0;
/** A number no other call of the run has had: for names, usernames and phone numbers. */
export const nextNumber = () => ++counter;
export const unique = (prefix: string) => `${prefix} ${nextNumber()}`;
/** A Kenyan mobile number, unique in the run, under the given operator prefix. */
export const uniquePhone = (prefix: string) =>
  `+254${prefix}${String(nextNumber()).padStart(7, '0')}`;

export const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
export const pngDataUrl = async () => `data:image/png;base64,${(await png()).toString('base64')}`;

export type Versioned = { id: string; version: number };

export async function newEvent(admin: Api) {
  const { body } = await admin('POST', '/api/events', {
    name: unique('Matrix event'),
    startsAt: inDays(40),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  return body as Versioned;
}

export async function newGuest(admin: Api) {
  const event = await newEvent(admin);
  const { body } = await admin('POST', `/api/events/${event.id}/guests`, { name: unique('Guest') });
  return { event, guest: body as Versioned };
}

/** Filled in by the matrix test: the cookie of each user it creates, so uploads can sign as them. */
export const cookies = new Map<string, string>();
export async function selfHeaders(_t: TestApp, selfId: string) {
  const cookie = cookies.get(selfId);
  return { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) };
}

// What the rows of several modules of one area start from.

export type GuestOf = Awaited<ReturnType<typeof newGuest>>;

export const CREATED = { success: 201, scoped: true } as const;

export const eventUrl = (event: { id: string }, path = '') => `/api/events/${event.id}${path}`;

export const guestUrl = ({ event, guest }: GuestOf, path = '') =>
  `/api/events/${event.id}/guests/${guest.id}${path}`;

export const GUEST_NAME_MAPPING = [
  { placeholder: 'guest_name', field: 'guest_name', fallback: 'friend' },
];

export async function newMessageTemplate(admin: Api) {
  const { body } = await admin('POST', '/api/templates', {
    name: unique('Matrix message'),
    channel: 'sms',
    audience: 'event-guests',
    body: 'Karibu {guest_name}',
  });
  return body as Versioned;
}

/** A template every placeholder of which is mapped: one that can be sent. */
export async function newSendableTemplate(admin: Api) {
  const template = await newMessageTemplate(admin);
  await admin('PUT', `/api/templates/${template.id}/mappings`, {
    items: GUEST_NAME_MAPPING,
    version: template.version,
  });
  return template;
}

export const occasionBody = (name: string) => ({
  name: unique(name),
  startsAt: inDays(30),
  timeZone: 'Africa/Nairobi',
  currency: 'KES',
  defaultCountry: 'KE',
});

export async function newOccasion(admin: Api) {
  const { body } = await admin('POST', '/api/occasions', occasionBody('Matrix occasion'));
  return body as Versioned;
}

export async function newMember(admin: Api) {
  const occasion = await newOccasion(admin);
  const { body } = await admin('POST', `/api/occasions/${occasion.id}/members`, {
    name: unique('Member'),
    pledgedMinor: 100_000,
  });
  return body as Versioned;
}

const adminId = async (admin: Api) => (await admin('GET', '/api/me?fields=id')).body.id as string;

/** A call on a record that `make` gives the caller (`self`) or, with `owner: 'admin'`, the admin. */
export function onOwn<R>(
  make: (t: TestApp, ownerId: string) => Promise<R>,
  prepared: (record: R) => Prepared,
  success = 200,
  owner: 'self' | 'admin' = 'self',
): RouteCase {
  return {
    prepare: async ({ t, admin, selfId }) =>
      prepared(await make(t, owner === 'self' ? selfId : await adminId(admin))),
    success,
  };
}
