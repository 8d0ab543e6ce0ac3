import type { PaymentType } from '@karamu/shared';
import type { ListView } from '@/components/data-table';
import { http } from '@/lib/http';
import { viewParams } from './get-payments';

/** Bounded by the server (PAYMENT_EXPORT_MAX_ROWS), but a large file still takes a while. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

const FILE_NAME = /filename="([^"]+)"/;

/** The server builds the CSV (every matching payment, formulas neutralised); the browser saves it. */
export async function exportPayments(
  type: PaymentType,
  view: ListView,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await http.get<Blob>('/payments/export', {
    params: viewParams(type, view),
    responseType: 'blob',
    timeout: EXPORT_TIMEOUT_MS,
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  return {
    blob: response.data,
    fileName: FILE_NAME.exec(disposition)?.[1] ?? `payments-${type}.csv`,
  };
}
