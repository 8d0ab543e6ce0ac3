/** Occasions, members and contributions made through the API, as a committee would: every rule applies. */
import { inDays, type apiAs } from '../api-client';

type Api = ReturnType<typeof apiAs>;

/** The answer's body, or a thrown error naming what the set-up call answered instead. */
async function created(api: Api, url: string, payload: unknown) {
  const { status, body } = await api('POST', url, payload);
  if (status !== 201) throw new Error(`POST ${url}: ${status} ${JSON.stringify(body)}`);
  return body;
}

export const createOccasion = (api: Api, extra: Record<string, unknown> = {}) =>
  created(api, '/api/occasions', {
    name: 'Michango ya harusi',
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    defaultCountry: 'KE',
    ...extra,
  });

export const createMember = (
  api: Api,
  occasionId: string,
  name: string,
  extra: Record<string, unknown> = {},
) => created(api, `/api/occasions/${occasionId}/members`, { name, ...extra });

/** Paid a minute ago unless `extra` says when. */
export const contribute = (
  api: Api,
  memberId: string,
  amountMinor: number,
  extra: Record<string, unknown> = {},
) =>
  created(api, '/api/contributions', {
    memberId,
    amountMinor,
    paidAt: new Date(Date.now() - 60_000).toISOString(),
    ...extra,
  });
