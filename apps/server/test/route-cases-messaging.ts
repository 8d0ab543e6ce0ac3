/**
 * The authorization matrix's rows for messaging (spread into ROUTE_CASES): message templates
 * and their mappings (installation-wide: no record scope), schedules (scope `assigned`: the
 * schedules the user created), sending and following messages, and the providers' webhooks.
 */
import { eq } from 'drizzle-orm';
import { messages } from '../src/db/schema';
import type { apiAs } from './api-client';
import {
  call,
  newEvent,
  newGuest,
  on,
  SCOPED,
  unique,
  uniquePhone,
  type RouteCase,
  type Versioned,
} from './route-case';

type Api = ReturnType<typeof apiAs>;

const GUEST_NAME_MAPPING = [{ placeholder: 'guest_name', field: 'guest_name', fallback: 'friend' }];

async function newMessageTemplate(admin: Api) {
  const { body } = await admin('POST', '/api/templates', {
    name: unique('Matrix message'),
    channel: 'sms',
    audience: 'event-guests',
    body: 'Karibu {guest_name}',
  });
  return body as Versioned;
}

/** A template every placeholder of which is mapped: one that can be sent. */
async function newSendableTemplate(admin: Api) {
  const template = await newMessageTemplate(admin);
  await admin('PUT', `/api/templates/${template.id}/mappings`, {
    items: GUEST_NAME_MAPPING,
    version: template.version,
  });
  return template;
}

const scheduleBody = async (admin: Api) => ({
  name: unique('Matrix schedule'),
  templateId: (await newSendableTemplate(admin)).id,
  contextId: (await newGuest(admin)).event.id,
  filter: { name: 'all' },
  timing: { kind: 'weekly', weekday: 1, time: '09:00' },
  timeZone: 'Africa/Nairobi',
});

async function newSchedule(admin: Api) {
  const { body } = await admin('POST', '/api/schedules', await scheduleBody(admin));
  return body as Versioned;
}

/**
 * A schedule sends as its creator, so creating one or asking whom it reaches also takes
 * the audience's send privilege (UPDATE_ATTENDEES for guests): the matrix user gets it.
 */
async function grantSending(admin: Api, selfId: string) {
  const { body: role } = await admin('POST', '/api/roles', {
    name: unique('Matrix sender'),
    privileges: ['UPDATE_ATTENDEES'],
  });
  const { body: user } = await admin('GET', `/api/users/${selfId}`);
  await admin('PATCH', `/api/users/${selfId}`, {
    roleIds: [...(user as { roles: { id: string }[] }).roles.map((r) => r.id), role.id],
    version: user.version,
  });
}

/** An event with one guest who has a mobile number, and a template that can be sent to it. */
async function newSendSetup(admin: Api) {
  const event = await newEvent(admin);
  await admin('POST', `/api/events/${event.id}/guests`, {
    name: unique('Messaged guest'),
    phone: uniquePhone('71'),
  });
  return { contextId: event.id, templateId: (await newSendableTemplate(admin)).id };
}

/** A send to every guest of a new event: the body of an estimate and of a batch. */
const sendToAll = async (admin: Api) => ({
  ...(await newSendSetup(admin)),
  filter: { name: 'all' },
});

/** A queued batch of the admin's (no worker runs in the matrix: it stays queued). */
async function newBatch(admin: Api) {
  const { body } = await admin('POST', '/api/message-batches', await sendToAll(admin));
  return body as { id: string };
}

const templateUrl = (template: { id: string }, path = '') => `/api/templates/${template.id}${path}`;
const scheduleUrl = (schedule: { id: string }, path = '') => `/api/schedules/${schedule.id}${path}`;

export const MESSAGING_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/templates': call('/api/templates'),
  'POST /api/templates': {
    prepare: async () => ({
      url: '/api/templates',
      body: {
        name: unique('Message'),
        channel: 'email',
        audience: 'event-guests',
        subject: 'For {guest_name}',
        body: 'Karibu {guest_name}',
      },
    }),
    success: 201,
  },
  'GET /api/templates/:id': on(newMessageTemplate, (template) => ({ url: templateUrl(template) })),
  'PATCH /api/templates/:id': on(newMessageTemplate, (template) => ({
    url: templateUrl(template),
    body: { body: 'Welcome {guest_name}', version: template.version },
  })),
  'DELETE /api/templates/:id': on(newMessageTemplate, (template) => ({
    url: templateUrl(template),
  })),
  'GET /api/templates/:id/mappings': on(newMessageTemplate, (template) => ({
    url: templateUrl(template, '/mappings'),
  })),
  'PUT /api/templates/:id/mappings': on(newMessageTemplate, (template) => ({
    url: templateUrl(template, '/mappings'),
    body: { items: GUEST_NAME_MAPPING, version: template.version },
  })),

  'GET /api/schedules': call('/api/schedules'),
  'POST /api/schedules': {
    prepare: async ({ admin, selfId }) => {
      await grantSending(admin, selfId);
      return { url: '/api/schedules', body: await scheduleBody(admin) };
    },
    success: 201,
  },
  'GET /api/schedules/:id': on(newSchedule, (s) => ({ url: scheduleUrl(s) }), SCOPED),
  'PATCH /api/schedules/:id': on(
    newSchedule,
    (schedule) => ({
      url: scheduleUrl(schedule),
      body: { name: unique('Renamed schedule'), version: schedule.version },
    }),
    SCOPED,
  ),
  'DELETE /api/schedules/:id': on(newSchedule, (s) => ({ url: scheduleUrl(s) }), SCOPED),
  'POST /api/schedules/:id/pause': on(
    newSchedule,
    (schedule) => ({ url: scheduleUrl(schedule, '/pause'), body: { version: schedule.version } }),
    SCOPED,
  ),
  'POST /api/schedules/:id/resume': {
    prepare: async ({ admin }) => {
      const schedule = await newSchedule(admin);
      const { body } = await admin('POST', scheduleUrl(schedule, '/pause'), {
        version: schedule.version,
      });
      return { url: scheduleUrl(schedule, '/resume'), body: { version: body.version } };
    },
    success: 200,
    scoped: true,
  },
  'POST /api/schedules/:id/cancel': on(
    newSchedule,
    (schedule) => ({ url: scheduleUrl(schedule, '/cancel'), body: { version: schedule.version } }),
    SCOPED,
  ),
  'GET /api/schedules/:id/reach': {
    prepare: async ({ admin, selfId }) => {
      await grantSending(admin, selfId);
      return { url: scheduleUrl(await newSchedule(admin), '/reach') };
    },
    success: 200,
    scoped: true,
  },
  // Sending and following messages (decision 0011). Sending needs the audience's send
  // privilege on the event; batches are seen by their sender or READ_MESSAGES of scope all.
  'POST /api/message-batches/estimate': on(
    sendToAll,
    (body) => ({ url: '/api/message-batches/estimate', body }),
    SCOPED,
  ),
  'POST /api/message-batches': on(sendToAll, (body) => ({ url: '/api/message-batches', body }), {
    success: 201,
    scoped: true,
  }),
  'POST /api/message-batches/test': {
    prepare: async ({ admin, self }) => {
      const { body: profile } = await self('GET', '/api/profile');
      await self('PATCH', '/api/profile', { phone: uniquePhone('72'), version: profile.version });
      const { templateId, contextId } = await newSendSetup(admin);
      return { url: '/api/message-batches/test', body: { templateId, contextId } };
    },
    success: 201,
    scoped: true,
  },
  'GET /api/message-batches': call('/api/message-batches'),
  'GET /api/message-batches/:id': on(
    newBatch,
    (batch) => ({ url: `/api/message-batches/${batch.id}` }),
    SCOPED,
  ),
  'POST /api/message-batches/:id/cancel': on(
    newBatch,
    (batch) => ({ url: `/api/message-batches/${batch.id}/cancel` }),
    SCOPED,
  ),
  'GET /api/messages': call('/api/messages'),
  'POST /api/messages/:id/retry': {
    prepare: async ({ admin, t }) => {
      const batch = await newBatch(admin);
      // No provider in the matrix: the message ends as the worker would end it.
      const [message] = await t.db
        .update(messages)
        .set({ status: 'not_sent', error: 'Not sent: no provider configured' })
        .where(eq(messages.batchId, batch.id))
        .returning({ id: messages.id });
      return { url: `/api/messages/${message!.id}/retry` };
    },
    success: 200,
    scoped: true,
  },

  // Delivery receipts: public, verified by the provider's secret or signature; the matrix
  // configures no provider, so they answer 404.
  'POST /api/webhooks/sms/africastalking/:secret': call(
    '/api/webhooks/sms/africastalking/not-configured-secret',
    404,
  ),
  'POST /api/webhooks/sms/twilio': call('/api/webhooks/sms/twilio', 404),
  // Inbound SMS (STOP replies): public and verified like the receipts; 404 here likewise.
  'POST /api/webhooks/sms/africastalking/:secret/inbound': call(
    '/api/webhooks/sms/africastalking/not-configured-secret/inbound',
    404,
  ),
  'POST /api/webhooks/sms/twilio/inbound': call('/api/webhooks/sms/twilio/inbound', 404),
};
