import { FILTER_QUERY_PARAM, type GuestExportFormat } from '@karamu/shared';
import { http } from '@/lib/http';

const guestExportEndpoint = (eventId: string) => `/events/${eventId}/guests/export`;

export type GuestExportRequest = {
  eventId: string;
  format: GuestExportFormat;
  /** The guest list's `filter` values (encodeFilters) and sort, as the list endpoint takes them. */
  filter?: readonly string[];
  sort?: string;
  signal?: AbortSignal;
};

const FILE_NAME = /filename="([^"]+)"/;

/** The server builds the file (every matching guest, formulas neutralised); the browser saves it. */
export async function exportGuests(
  request: GuestExportRequest,
): Promise<{ blob: Blob; fileName: string }> {
  const params = new URLSearchParams({ format: request.format });
  for (const value of request.filter ?? []) params.append(FILTER_QUERY_PARAM, value);
  if (request.sort) params.set('sort', request.sort);
  const response = await http.get<Blob>(guestExportEndpoint(request.eventId), {
    params,
    responseType: 'blob',
    timeout: 10 * 60_000,
    signal: request.signal,
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  return {
    blob: response.data,
    fileName: FILE_NAME.exec(disposition)?.[1] ?? `guests.${request.format}`,
  };
}
