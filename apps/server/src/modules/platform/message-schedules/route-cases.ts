/**
 * The authorization matrix's rows for message schedules (scope `assigned`: the schedules the
 * user created). test/route-cases.ts gathers them (decision 0066b).
 */
import {
  type Api,
  call,
  newGuest,
  newSendableTemplate,
  on,
  type RouteCase,
  SCOPED,
  unique,
  type Versioned,
} from '../../../../test/route-case';

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

const scheduleUrl = (schedule: { id: string }, path = '') => `/api/schedules/${schedule.id}${path}`;

export const ROUTE_CASES: Record<string, RouteCase> = {
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
};
