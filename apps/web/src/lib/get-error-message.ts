import { isAxiosError } from '@/lib/http-errors';
import { MESSAGES } from '@karamu/shared';

function readText(body: unknown, field: 'error' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The text to show for a failed call: any 5xx gives the
 * generic text; otherwise the answer's `error` field, then its `message` field, then
 * the error's own message.
 */
export function getErrorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    const status = error.response?.status;
    if (status !== undefined && status >= 500) return MESSAGES.serverErrorToast;
    const body: unknown = error.response?.data;
    const fromBody = readText(body, 'error') ?? readText(body, 'message');
    if (fromBody !== undefined) return fromBody;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return MESSAGES.serverErrorToast;
}
