import { encodeFilters, FILTER_QUERY_PARAM } from '@karamu/shared';

/** Every outbound message in the reader's reach; the data table fetches the pages. */
const MESSAGES_ENDPOINT = '/messages';

/**
 * The messages endpoint, narrowed to one batch when `batchId` is given. The batch comes
 * from the page's `?batch=` (a progress link, a reload) rather than the table's own filter
 * parameters, so it is written into the endpoint: every page, sort and export of the table
 * keeps it.
 */
export function messagesEndpoint(batchId: string | null): string {
  if (!batchId) return MESSAGES_ENDPOINT;
  const params = new URLSearchParams();
  for (const value of encodeFilters({ filters: { batchId: [{ value: batchId }] } })) {
    params.append(FILTER_QUERY_PARAM, value);
  }
  return `${MESSAGES_ENDPOINT}?${params}`;
}
